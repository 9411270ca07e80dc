/**
 * "Is anything still owed, and is this the one payment that settles it?" — decided for
 * every money-moving path inside one transaction under the order's row lock:
 *
 * - card and gateway payments claim the settlement before the provider is asked to charge
 *   (claimForRepayment), and apply it once the charge succeeded (applyClaim) or void it
 *   when it failed (voidClaim);
 * - virtual-account and mini-market payments, which arrive already paid, claim and apply in
 *   one step (settleNotification); one that finds the state already claimed is recorded
 *   but not applied (money to refund).
 *
 * A claim names the order's `version`: two payments for the same state of the same order
 * and purpose cannot both be claimed or applied — the unique index of migration 004 refuses
 * the second, on both databases, even if a code path forgot the lock.
 */
import type { Kysely } from 'kysely';
import type { Database, PaymentPurpose, SettlementSource } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { applyToOrder, lockOrder } from './apply-to-order.ts';
import { payableInTransaction } from './transaction-plan.ts';
import { checkAmount } from './payable-amounts.ts';
import { rowBy } from '../../../db/row-by.ts';

type Trx = Kysely<Database>;

async function orderVersion(trx: Trx, orderId: number): Promise<number | undefined> {
  const row = await rowBy(trx, 'orders', { id: orderId }, ['version']);
  return row?.version;
}

/** Inserts a claimed or applied settlement; undefined when the state is already settled. */
async function insertSettlement(
  trx: Trx,
  row: {
    orderId: number;
    purpose: PaymentPurpose;
    version: number;
    amount: number;
    source: SettlementSource;
    sourceId: number;
    status: 'claimed' | 'applied';
  },
  now: Date,
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('settlements')
    .values({
      order_id: row.orderId,
      purpose: row.purpose,
      order_version: row.version,
      amount: row.amount,
      source: row.source,
      source_id: row.sourceId,
      status: row.status,
      created_at: toIso(now),
      updated_at: toIso(now),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export type ClaimResult =
  | 'claimed'
  /** Another request is charging or has charged this payment, or another payment holds the order. */
  | 'repeat'
  /** The order owes nothing any more (or, for the extension fee, can no longer be extended). */
  | 'nothingOwed'
  /** The order still owes, but no longer this amount. */
  | 'amountChanged';

/**
 * Claims a pending card or gateway repayment for charging: marks it charging (once), checks
 * the order still takes its amount for its purpose now (periods of the plan, or the extension
 * fee while the order may be extended), and takes the settlement. Anything else closes the
 * repayment (cancelled) so the borrower can start again.
 */
export async function claimForRepayment(
  trx: Trx,
  repaymentId: number,
  now: Date,
): Promise<ClaimResult> {
  const record = await rowBy(trx, 'repayments', { id: repaymentId }, [
    'order_id',
    'amount',
    'purpose',
  ]);
  if (record === undefined) return 'repeat';
  await lockOrder(trx, record.order_id);
  const marked = await trx
    .updateTable('repayments')
    .set({ charging_at: toIso(now), updated_at: toIso(now) })
    .where('id', '=', repaymentId)
    .where('status', '=', 'pending')
    .where('charging_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return 'repeat';

  const close = async (reason: string) => {
    await trx
      .updateTable('repayments')
      .set({
        status: 'cancelled',
        closed_reason: reason,
        charging_at: null,
        updated_at: toIso(now),
      })
      .where('id', '=', repaymentId)
      .execute();
  };
  const version = await orderVersion(trx, record.order_id);
  // The amount is checked for what the repayment pays: periods, or the extension fee.
  const check = checkAmount(
    await payableInTransaction(trx, record.order_id, now),
    record.amount,
    record.purpose,
  );
  if (!check.ok) {
    await close('orderChanged');
    return check.reason === 'nothingToPay' || check.reason === 'noExtension'
      ? 'nothingOwed'
      : 'amountChanged';
  }
  if (version === undefined) return 'repeat';
  const settlement = await insertSettlement(
    trx,
    {
      orderId: record.order_id,
      purpose: record.purpose,
      version,
      amount: record.amount,
      source: 'repayment',
      sourceId: repaymentId,
      status: 'claimed',
    },
    now,
  );
  if (settlement === undefined) {
    await close('alreadySettling');
    return 'repeat';
  }
  return 'claimed';
}

/**
 * A charged repayment: pending → done, its amount applied to the order and its settlement
 * marked applied. Null when it is no longer charging (another request or the reconciler
 * finished it).
 */
export async function applyClaim(
  trx: Trx,
  repaymentId: number,
  now: Date,
): Promise<{ applied: number } | null> {
  const record = await rowBy(trx, 'repayments', { id: repaymentId }, ['order_id']);
  if (record === undefined) return null;
  await lockOrder(trx, record.order_id);
  const done = await trx
    .updateTable('repayments')
    .set({ status: 'done', completed_at: toIso(now), updated_at: toIso(now) })
    .where('id', '=', repaymentId)
    .where('status', '=', 'pending')
    .where('charging_at', 'is not', null)
    .returning(['order_id', 'amount', 'purpose', 'charging_at'])
    .executeTakeFirst();
  if (done === undefined) return null;
  // The amount was checked against the plan when the charge began (claimForRepayment).
  const chargedAt = done.charging_at === null ? now : new Date(done.charging_at);
  const applied = await applyToOrder(
    trx,
    done.order_id,
    { amount: done.amount, purpose: done.purpose },
    now,
    chargedAt,
  );
  await trx
    .updateTable('repayments')
    .set({ applied_amount: applied })
    .where('id', '=', repaymentId)
    .execute();
  await markSettlement(trx, 'repayment', repaymentId, applied > 0 ? 'applied' : 'void', now);
  return { applied };
}

/** A charge that did not happen: the repayment is cancelled and its claim released. */
export async function voidClaim(
  trx: Trx,
  repaymentId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const closed = await trx
    .updateTable('repayments')
    .set({ status: 'cancelled', closed_reason: reason, updated_at: toIso(now) })
    .where('id', '=', repaymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  await markSettlement(trx, 'repayment', repaymentId, 'void', now);
  return Number(closed.numUpdatedRows) === 1;
}

async function markSettlement(
  trx: Trx,
  source: SettlementSource,
  sourceId: number,
  status: 'applied' | 'void',
  now: Date,
): Promise<void> {
  await trx
    .updateTable('settlements')
    .set({ status, updated_at: toIso(now) })
    .where('source', '=', source)
    .where('source_id', '=', sourceId)
    .where('status', '=', 'claimed')
    .execute();
}

/**
 * Money that arrived in an account (already paid): applied when no other payment holds this
 * state of the order, otherwise recorded unapplied. Answers how much the order took.
 */
export async function settleNotification(
  trx: Trx,
  notification: {
    id: number;
    orderId: number;
    amount: number;
    purpose: PaymentPurpose;
    /** When the bank says the borrower paid. */
    paidAt: Date;
  },
  now: Date,
): Promise<number> {
  await lockOrder(trx, notification.orderId);
  const version = await orderVersion(trx, notification.orderId);
  if (version === undefined) return 0;
  const settlement = await insertSettlement(
    trx,
    {
      orderId: notification.orderId,
      purpose: notification.purpose,
      version,
      amount: notification.amount,
      source: 'notification',
      sourceId: notification.id,
      status: 'claimed',
    },
    now,
  );
  if (settlement === undefined) return 0;
  const applied = await applyToOrder(
    trx,
    notification.orderId,
    { amount: notification.amount, purpose: notification.purpose },
    now,
    notification.paidAt,
  );
  await markSettlement(trx, 'notification', notification.id, applied > 0 ? 'applied' : 'void', now);
  return applied;
}
