/**
 * The extension fees an order took: one per applied settlement of purpose `extension`
 * (repay/settlement/settlement.ts), whichever way it was paid (an account, a card or the
 * hosted gateway). Loan details lists them (issue 40, decision 040).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PaidExtension {
  /** When the fee was paid (ISO): the account's paid time, as its receipt says, else when it was applied. */
  paidAt: string;
  /** The fee taken, minor units. */
  fee: number;
}

/** The order's paid extension fees, oldest first. */
export async function paidExtensionsOf(
  db: Kysely<Database>,
  orderId: number,
): Promise<PaidExtension[]> {
  const rows = await db
    .selectFrom('settlements')
    .leftJoin('payment_notifications', (join) =>
      join
        .onRef('payment_notifications.id', '=', 'settlements.source_id')
        .on('settlements.source', '=', 'notification'),
    )
    .leftJoin('payment_accounts', 'payment_accounts.id', 'payment_notifications.account_id')
    .select([
      'settlements.id',
      'settlements.amount',
      'settlements.updated_at',
      'payment_accounts.paid_at',
    ])
    .where('settlements.order_id', '=', orderId)
    .where('settlements.purpose', '=', 'extension')
    .where('settlements.status', '=', 'applied')
    .orderBy('settlements.id')
    .execute();
  return rows.map((row) => ({ paidAt: row.paid_at ?? row.updated_at, fee: row.amount }));
}
