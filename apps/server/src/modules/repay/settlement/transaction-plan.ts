import type { Kysely } from 'kysely';
import type { Database, PlanPeriod } from '../../../db/schema.ts';
import { planAsOf } from '../../orders/plan-as-of.ts';

/** The order's plan inside a payment's transaction, late charges counted to `at` (plan-as-of.ts). */
export async function planInTransaction(
  trx: Kysely<Database>,
  orderId: number,
  at: Date,
): Promise<readonly PlanPeriod[]> {
  const rows = await trx
    .selectFrom('repayment_plans')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('period_no')
    .execute();
  return planAsOf(trx, orderId, rows, at);
}
