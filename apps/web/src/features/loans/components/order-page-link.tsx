import type { ReactNode } from 'react';
import { type PageKey, pageUrl } from '@tenor/contract/paths';
import { ActionLink } from '../../../shared/ui/action-link.tsx';

/**
 * The secondary, full-width link from one of an order's pages to another (its statement, its
 * instalments, its AutoPay, back to its details): the page named by the order's product and id.
 */
export function OrderPageLink({
  page,
  order,
  children,
}: {
  page: PageKey;
  order: { productId?: number | undefined; orderId: number };
  children: ReactNode;
}) {
  return (
    <ActionLink
      variant="secondary"
      block
      to={pageUrl(page, { productId: order.productId, orderId: order.orderId })}
    >
      {children}
    </ActionLink>
  );
}
