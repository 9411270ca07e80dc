import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { writeStatusChange } from '../../../domain/orders/order-repository.ts';
import { orderStateOf, periodStatesOf } from '../../../domain/orders/status-change.ts';
import { paymentEffect, type Payment } from './apply-payment.ts';
import { closeStalePayments } from './close-stale.ts';
import { exitQuote, exitTermsOf } from '../../../domain/orders/cooling-off.ts';
import { payoffQuote, payoffTotals } from '../../../domain/orders/payoff.ts';
import { exitLenderInTransaction, planInTransaction } from './transaction-plan.ts';

/**
 * Takes the order's row lock until the transaction ends (a no-op update, as loan pushes
 * do): concurrent payments of one order queue here on PostgreSQL; SQLite has one writer.
 */
export async function lockOrder(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId)
    .execute();
}

/**
 * Applies money received for an order: takes the order's row lock first, then reads
 * the order and plan, works out the effect (apply-payment.ts) and writes it through the
 * same writer as every status change, and closes the accounts and pending payments it no
 * longer takes (close-stale.ts). Answers how much the order took.
 *
 * `paidAt`: when the borrower paid (the bank's time, the card charge's start). Late
 * charges are counted to then, not to when the news arrives: a payment made before midnight
 * in Jakarta still covers the day's amount when its notification comes after.
 */
export async function applyToOrder(
  trx: Kysely<Database>,
  orderId: number,
  payment: Payment,
  now: Date,
  paidAt: Date = now,
): Promise<number> {
  await lockOrder(trx, orderId);
  const order = await trx
    .selectFrom('orders')
    .innerJoin('products', 'products.id', 'orders.product_id')
    .select([
      'orders.status',
      'orders.term_unit',
      'orders.periods',
      'orders.due_at',
      'orders.disbursed_at',
      'orders.settled_at',
      'orders.amount',
      'orders.fee_amount',
      'orders.interest_amount',
      'orders.paid_amount',
      'products.extension_days',
      'products.region',
      'products.daily_rate_bps',
      'products.lender_id',
      'products.part_prepayment',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (order === undefined) return 0;
  // The late charges it pays are written with the payment.
  const at = paidAt < now ? paidAt : now;
  const plan = await planInTransaction(trx, orderId, at);
  // A cooling-off exit counts when the money was paid inside the period (decision 058).
  const lender = await exitLenderInTransaction(trx, order.lender_id);
  const exit = exitQuote(exitTermsOf(order, order, lender), at);
  // A payoff quote counts on the day the money was paid (decision 061).
  const payoff = payoffQuote({ order, product: order, plan }, at);
  const effect = paymentEffect(
    orderStateOf(order),
    periodStatesOf(plan),
    payment,
    order.extension_days,
    now,
    exit?.total ?? null,
    payoff === null ? null : { total: payoff.total, totals: payoffTotals(plan, payoff.interest) },
  );
  if (effect.change === null) return 0;
  // The row lock above means the status read is still current.
  await writeStatusChange(trx, orderId, order.status, effect.change, toIso(now));
  await closeStalePayments(trx, orderId, now);
  return effect.applied;
}
