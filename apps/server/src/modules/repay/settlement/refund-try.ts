import type { Db } from '../../../db/database.ts';
import { toIso } from '../../../db/time.ts';

/**
 * The refunds the provider is asked to take (provider-follow-up.ts): money that reached an
 * account and was not applied, and a hosted-page payment that was not applied.
 */
export type RefundTable = 'payment_refunds' | 'gateway_refunds';

/**
 * Counts one more try of a pending refund, and marks it refunded when the provider took it.
 * A refund no longer pending is left as it is.
 */
export async function markRefundTry(
  db: Db,
  table: RefundTable,
  id: number,
  refunded: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      ...(refunded && { status: 'refunded' as const, refunded_at: toIso(now) }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
