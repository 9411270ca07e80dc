import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { orderChanged } from '../../../shared/http/order-sync.ts';
import { repayKeys } from './query-keys.ts';

/** What the repayment pages keep of an order: its ways to pay, accounts, plan and fee. */
const keysOf = (orderId: number) => Object.values(repayKeys).map((key) => key(orderId));

/**
 * A payment of the order arrived, or one of its codes was closed: nothing kept of it may be
 * shown again as payable. A payment page on screen shows its loading state and asks at once;
 * every other view of the order (loan details, a receipt) follows (`orderChanged`), but the
 * `source` that brought the news.
 */
export function reloadPayments(client: QueryClient, orderId: number, source?: QueryKey): void {
  for (const queryKey of keysOf(orderId)) void client.resetQueries({ queryKey });
  orderChanged(client, orderId, source);
}
