import type { Kysely } from 'kysely';
import type { Database, PlanPeriod } from '../../../db/schema.ts';
import type { ExitLender } from '../../../domain/orders/cooling-off.ts';
import { kfsExtensionOf, planAsOf } from '../../../domain/orders/plan-as-of.ts';
import { payableOf } from '../order-context.ts';
import type { PayableOption } from './payable-amounts.ts';
import { rowBy } from '../../../db/row-by.ts';

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

/** The cooling-off terms of the product's lender inside a payment's transaction; none without one. */
export async function exitLenderInTransaction(
  trx: Kysely<Database>,
  lenderId: number | null,
): Promise<ExitLender | undefined> {
  return lenderId === null
    ? undefined
    : rowBy(trx, 'lenders', { id: lenderId }, ['cooling_off_days', 'cooling_off_keeps_fee']);
}

/**
 * The amounts the order takes now, for each purpose (the extension fee included while it may
 * be extended), inside a payment's transaction; empty for an unknown order.
 */
export async function payableInTransaction(
  trx: Kysely<Database>,
  orderId: number,
  now: Date,
): Promise<PayableOption[]> {
  const order = await rowBy(trx, 'orders', { id: orderId });
  const product =
    order === undefined ? undefined : await rowBy(trx, 'products', { id: order.product_id });
  if (order === undefined || product === undefined) return [];
  const lender = await exitLenderInTransaction(trx, product.lender_id);
  const plan = await planInTransaction(trx, orderId, now);
  const extensionShown = await kfsExtensionOf(trx, orderId);
  return payableOf({ order, product, plan, lender, extensionShown }, now);
}
