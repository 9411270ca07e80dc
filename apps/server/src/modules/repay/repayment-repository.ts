import type { Db } from '../../db/database.ts';
import type {
  BankCard,
  Database,
  GatewayRefund,
  NewGatewayRefund,
  NewRepayment,
  Repayment,
} from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import {
  applyClaim,
  claimForRepayment,
  voidClaim,
  type ClaimResult,
} from './settlement/settlement.ts';
import { newProviderKey } from './provider-keys.ts';
import { markRefundTry } from './settlement/refund-try.ts';
import { rowBy } from '../../db/row-by.ts';

/** Card and hosted-gateway repayments: cards, the card screen's tokens, payments and codes. */
export interface RepaymentRepository {
  cardsOf(borrowerId: number): Promise<BankCard[]>;
  card(borrowerId: number, cardId: number): Promise<BankCard | undefined>;

  addRepayToken(row: Database['repay_tokens'], now: Date): Promise<void>;
  /** The token's order and borrower while it is live. */
  repayToken(
    tokenHash: string,
    now: Date,
  ): Promise<{ order_id: number; borrower_id: number } | undefined>;

  /**
   * Inserts a pending repayment unless the order already has one (or the card screen's
   * token already paid); undefined then. Expired pending repayments are closed first.
   */
  startRepayment(row: NewRepayment, now: Date): Promise<Repayment | undefined>;
  pendingRepayment(orderId: number): Promise<Repayment | undefined>;
  /** The pending or done repayment a card screen's token started, if any. */
  repaymentOfToken(tokenHash: string): Promise<Repayment | undefined>;
  repayment(id: number): Promise<Repayment | undefined>;
  repaymentByRef(ref: string): Promise<Repayment | undefined>;
  /**
   * Stores a new code if the payment has sent exactly `sentSoFar` codes (compare-and-set:
   * of two requests racing to send, one wins); false when it lost or is no longer pending.
   */
  claimOtpSend(
    id: number,
    sentSoFar: number,
    otpHash: string,
    expiresAt: Date,
    now: Date,
  ): Promise<boolean>;
  /**
   * Counts one confirmation try while fewer than `max` were counted; the new count, or
   * undefined when the limit is taken or the payment is no longer pending or is charging.
   */
  /**
   * Forgets the code claimed as send number `sent` when it never left (the gateway failed):
   * no code is valid and no countdown runs; the send still counts.
   */
  forgetOtpSend(id: number, sent: number, now: Date): Promise<void>;
  countOtpAttempt(id: number, max: number, now: Date): Promise<number | undefined>;
  /**
   * Marks a pending repayment as being charged and takes its order's settlement, if the
   * order still owes its amount (settlement.ts); anything but `claimed` closes it.
   */
  claimCharge(id: number, now: Date): Promise<ClaimResult>;
  /** A charge that did not happen: cancelled, and its settlement released. */
  failCharge(id: number, reason: string, now: Date): Promise<boolean>;
  /** Repayments whose charge started before `before` and has not finished. */
  chargingSince(before: Date): Promise<Repayment[]>;
  /**
   * Hosted pages of repayments cancelled because the order changed or another way to pay was
   * chosen, not yet confirmed stopped there (a page created after its cancel was asked).
   */
  gatewaysToStop(provider: string, limit: number): Promise<Repayment[]>;
  markGatewayStopped(id: number, now: Date): Promise<void>;
  /** Records money paid on a hosted page the order did not take; undefined for a replay. */
  /** The refund's provider key is made here, once (provider-keys.ts). */
  recordGatewayRefund(row: Omit<NewGatewayRefund, 'reference'>): Promise<GatewayRefund | undefined>;
  /** Such refunds the provider has not taken yet, oldest first, with the page's ref. */
  pendingGatewayRefunds(
    provider: string,
    limit: number,
  ): Promise<(GatewayRefund & { gateway_ref: string | null })[]>;
  /** The provider took the refund (true), or one more try failed (false). */
  markGatewayRefund(id: number, refunded: boolean, now: Date): Promise<void>;
  /** Hosted-page repayments still pending, unclaimed, whose time ended before `before`. */
  gatewaysEndedBefore(before: Date, limit: number): Promise<Repayment[]>;
  closeRepayment(
    id: number,
    status: 'cancelled' | 'expired',
    reason: string,
    now: Date,
  ): Promise<boolean>;
  /** Charging → done and the amount applied to the order, in one transaction; null if not charging. */
  completeRepayment(id: number, now: Date): Promise<{ applied: number } | null>;
}

export function repaymentRepository(db: Db): RepaymentRepository {
  const repaymentById = (id: number) => rowBy(db, 'repayments', { id });

  return {
    cardsOf: (borrowerId) =>
      db
        .selectFrom('bank_cards')
        .selectAll()
        .where('borrower_id', '=', borrowerId)
        .orderBy('id')
        .execute(),

    card: (borrowerId, cardId) => rowBy(db, 'bank_cards', { id: cardId, borrower_id: borrowerId }),

    async addRepayToken(row, now) {
      await db.deleteFrom('repay_tokens').where('expires_at', '<=', toIso(now)).execute();
      await db.insertInto('repay_tokens').values(row).execute();
    },

    repayToken: (tokenHash, now) =>
      db
        .selectFrom('repay_tokens')
        .select(['order_id', 'borrower_id'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', toIso(now))
        .executeTakeFirst(),

    startRepayment: (row, now) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('repayments')
          .set({ status: 'expired', closed_reason: 'expired', updated_at: toIso(now) })
          .where('order_id', '=', row.order_id)
          .where('status', '=', 'pending')
          .where('expires_at', '<=', toIso(now))
          // A charge in progress is never expired blindly: the reconciler asks the provider.
          .where('charging_at', 'is', null)
          .execute();
        // Conflicts with the partial unique indexes (one pending per order, one use per
        // token) insert nothing; on PostgreSQL a concurrent insert waits for the first to
        // commit and then conflicts.
        return trx
          .insertInto('repayments')
          .values(row)
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
      }),

    pendingRepayment: (orderId) =>
      rowBy(db, 'repayments', { order_id: orderId, status: 'pending' }),

    repaymentOfToken: (tokenHash) =>
      db
        .selectFrom('repayments')
        .selectAll()
        .where('repay_token_hash', '=', tokenHash)
        .where('status', 'in', ['pending', 'done'])
        .executeTakeFirst(),

    repayment: repaymentById,

    repaymentByRef: (ref) => rowBy(db, 'repayments', { gateway_ref: ref }),

    async claimOtpSend(id, sentSoFar, otpHash, expiresAt, now) {
      const result = await db
        .updateTable('repayments')
        .set({
          otp_hash: otpHash,
          otp_expires_at: toIso(expiresAt),
          otp_sent_at: toIso(now),
          otp_sends: sentSoFar + 1,
          // The pending payment lives as long as its newest code.
          expires_at: toIso(expiresAt),
          updated_at: toIso(now),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('otp_sends', '=', sentSoFar)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async forgetOtpSend(id, sent, now) {
      await db
        .updateTable('repayments')
        .set({ otp_hash: null, otp_expires_at: null, otp_sent_at: null, updated_at: toIso(now) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('otp_sends', '=', sent)
        .execute();
    },

    async countOtpAttempt(id, max, now) {
      const row = await db
        .updateTable('repayments')
        .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1), updated_at: toIso(now) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('charging_at', 'is', null)
        .where('otp_attempts', '<', max)
        .returning('otp_attempts')
        .executeTakeFirst();
      return row?.otp_attempts;
    },

    claimCharge: (id, now) => db.transaction().execute((trx) => claimForRepayment(trx, id, now)),

    failCharge: (id, reason, now) =>
      db.transaction().execute((trx) => voidClaim(trx, id, reason, now)),

    gatewaysToStop: (provider, limit) =>
      db
        .selectFrom('repayments')
        .selectAll()
        .where('provider', '=', provider)
        .where('channel', '=', 'gateway')
        .where('status', '=', 'cancelled')
        .where('closed_reason', 'in', ['orderChanged', 'methodChanged'])
        .where('provider_closed_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute(),

    async markGatewayStopped(id, now) {
      await db
        .updateTable('repayments')
        .set({ provider_closed_at: toIso(now) })
        .where('id', '=', id)
        .execute();
    },

    recordGatewayRefund: (row) =>
      db
        .insertInto('gateway_refunds')
        .values({ ...row, reference: newProviderKey('gateway-refund') })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    pendingGatewayRefunds: (provider, limit) =>
      db
        .selectFrom('gateway_refunds')
        .innerJoin('repayments', 'repayments.id', 'gateway_refunds.repayment_id')
        .selectAll('gateway_refunds')
        .select('repayments.gateway_ref')
        .where('gateway_refunds.provider', '=', provider)
        .where('gateway_refunds.status', '=', 'pending')
        .orderBy('gateway_refunds.created_at')
        .limit(limit)
        .execute(),

    markGatewayRefund: (id, refunded, now) =>
      markRefundTry(db, 'gateway_refunds', id, refunded, now),

    gatewaysEndedBefore: (before, limit) =>
      db
        .selectFrom('repayments')
        .selectAll()
        .where('status', '=', 'pending')
        .where('channel', '=', 'gateway')
        .where('charging_at', 'is', null)
        .where('expires_at', '<', toIso(before))
        .orderBy('id')
        .limit(limit)
        .execute(),

    chargingSince: (before) =>
      db
        .selectFrom('repayments')
        .selectAll()
        .where('status', '=', 'pending')
        .where('charging_at', '<', toIso(before))
        .orderBy('id')
        .execute(),

    async closeRepayment(id, status, reason, now) {
      const result = await db
        .updateTable('repayments')
        .set({ status, closed_reason: reason, updated_at: toIso(now) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        // A charge in progress ends only through its claim (completed or failed).
        .where('charging_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    completeRepayment: (id, now) => db.transaction().execute((trx) => applyClaim(trx, id, now)),
  };
}
