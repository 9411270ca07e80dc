/**
 * An issued account never outlives what it pays for: once money has changed an order (in
 * the payment's own transaction, apply-to-order.ts), its open accounts and its pending card
 * or gateway payments whose amount the order no longer takes are closed — all of them when
 * the order is settled. Closing the accounts at the provider follows the commit
 * (provider-follow-up.ts); money that still arrives for one is refunded.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { payableInTransaction } from './transaction-plan.ts';

export async function closeStalePayments(
  trx: Kysely<Database>,
  orderId: number,
  now: Date,
): Promise<void> {
  const options = await payableInTransaction(trx, orderId, now);
  const owed = (amount: number, purpose: string) =>
    options.some((o) => o.amount === amount && o.purpose === purpose);

  const open = await trx
    .selectFrom('payment_accounts')
    .select(['id', 'amount', 'purpose'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .execute();
  const stale = open.filter((a) => !owed(a.amount, a.purpose)).map((a) => a.id);
  if (stale.length > 0) {
    await trx
      .updateTable('payment_accounts')
      .set({
        status: 'expired',
        closed_reason: options.length === 0 ? 'settled' : 'changed',
        closed_at: toIso(now),
      })
      .where('id', 'in', stale)
      .where('status', '=', 'open')
      .execute();
  }

  const pending = await trx
    .selectFrom('repayments')
    .select(['id', 'amount', 'purpose'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('charging_at', 'is', null)
    .execute();
  const dropped = pending.filter((r) => !owed(r.amount, r.purpose)).map((r) => r.id);
  if (dropped.length > 0) {
    await trx
      .updateTable('repayments')
      .set({ status: 'cancelled', closed_reason: 'orderChanged', updated_at: toIso(now) })
      .where('id', 'in', dropped)
      .where('status', '=', 'pending')
      .where('charging_at', 'is', null)
      .execute();
  }
}
