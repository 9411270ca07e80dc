import { useNavigate } from '../../../lib/navigation.tsx';
import { pageUrl } from '@tenor/contract/paths';

/**
 * A quote the borrower chose to pay (the cooling-off exit, today's payoff): once the server
 * holds its amount, the repay page opens for exactly that total; a refusal stays on loan
 * details, which its query reloads.
 */
export function useOpenRepay(order: { orderId: number; productId: number }) {
  const navigate = useNavigate();
  return (result: { ok: false } | { ok: true; data: { total: number } }) => {
    if (!result.ok) return;
    void navigate(
      pageUrl('repay', {
        amount: result.data.total,
        orderId: order.orderId,
        productId: order.productId,
      }),
    );
  };
}
