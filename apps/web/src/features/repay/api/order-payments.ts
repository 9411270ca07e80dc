import type { QueryClient } from '@tanstack/react-query';
import { repayKeys } from './query-keys.ts';

/** What the repayment pages keep of an order: its ways to pay, accounts, plan and fee. */
const keysOf = (orderId: number) => Object.values(repayKeys).map((key) => key(orderId));

/**
 * A payment of the order arrived, or one of its codes was closed: nothing kept of it may be
 * shown again as payable. Pages not on screen ask afresh when they open (Back to a paid
 * code shows no live code); a page on screen shows its loading state and asks at once.
 */
export function reloadPayments(client: QueryClient, orderId: number): void {
  for (const queryKey of keysOf(orderId)) void client.resetQueries({ queryKey });
}
