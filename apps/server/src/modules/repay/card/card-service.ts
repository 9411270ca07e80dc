import type { ResponseOf } from '@tenor/contract/endpoint';
import type { repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import { hashToken, newToken } from '../../../auth/token.ts';
import type { BankCard, Borrower, Repayment } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { AppError, refusalIn } from '../../../http/app-error.ts';
import { type Lang } from '../../../i18n.ts';
import type { OtpLimiter } from '../../../providers/otp-limiter.ts';
import { maskCardNo } from '../../../format/card-mask.ts';
import { maskPhone } from '../../../format/phone-mask.ts';
import { cardCharger } from './card-charge.ts';
import { cardCodes, otpRefusal, otpSubject } from './card-codes.ts';
import type { ChargeReconciler } from '../settlement/charge-reconciler.ts';
import { type MarketDesk, requireChannel } from '../market-desk.ts';
import { ownOrder, payableAmount, payableAnswer, type OrderReads } from '../order-context.ts';
import { releasePending } from '../settlement/pending-payment.ts';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  attemptsLeft,
  otpVerdict,
} from '../../../providers/otp-code.ts';
import { canSendOtp } from './otp.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { Region } from '@tenor/contract/launch';
import { newRepayment, repeat } from '../repayment-record.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import type { SmsProvider } from '../../../providers/sms.ts';
import { copy } from '../copy.ts';

/** How long the card screen's `repayToken` may be used. */
export const REPAY_TOKEN_TTL_MS = 15 * 60_000;

export interface CommitRequest {
  orderId: number;
  amount: number;
  cardId: number;
  repayToken: string;
  /** 1 with a repeated commit: resend the SMS code (the first commit always sends it). */
  sendMsg: 0 | 1;
}

/**
 * Card repayment: repayment-way → commit → confirm. One pending repayment per order: a
 * second commit answers 800005 (repository.ts `startRepayment` holds that under
 * concurrency), and only one payment can settle a state of the order (settlement.ts).
 */
export function cardService(deps: {
  repo: RepaymentRepository;
  reads: OrderReads;
  providers: PaymentProviders;
  sms: SmsProvider | null;
  limiter: OtpLimiter;
  reconciler: ChargeReconciler | null;
  desk: MarketDesk;
  afterPayment: () => Promise<void>;
}) {
  const { repo, reads, providers, sms, limiter } = deps;
  const need = (region: Region) => {
    const provider = providers.of(region);
    if (provider === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
    return provider;
  };
  const charger = cardCharger({
    repo,
    providers,
    reconciler: deps.reconciler,
    afterPayment: deps.afterPayment,
  });
  const codesOf = cardCodes({ repo, sms, limiter, appName: deps.desk.appName });
  const charge = (record: Repayment, card: BankCard | undefined, now: Date) =>
    charger.charge(record, card, now);
  const settleLostCharge = (orderId: number, now: Date) => charger.settleLostCharge(orderId, now);
  const sendCode = codesOf.send;

  /** The borrower's card repayment of this order; 404 otherwise (never leaked). */
  async function ownRepayment(borrowerId: number, orderId: number, id: number) {
    const record = await repo.repayment(id);
    if (
      record === undefined ||
      record.borrower_id !== borrowerId ||
      record.order_id !== orderId ||
      record.channel !== 'card'
    ) {
      throw new AppError(codes.notFound, copy.later('repaymentNotFound'), 404);
    }
    return record;
  }

  /** Done: a repeat (800005); cancelled or expired: start again (1009). */
  function closedError(record: Repayment): AppError {
    return record.status === 'done'
      ? repeat()
      : new AppError(codes.conflict, copy.later('repaymentClosed'), 409);
  }

  return {
    /**
     * The borrower's cards (masked), a fresh token for one payment of this order, and what
     * the page pays for its link's amount (order-context.ts `payableAnswer`).
     */
    async way(
      borrowerId: number,
      req: { orderId: number; amount?: number | undefined },
    ): Promise<ResponseOf<typeof repaymentWay>> {
      const { orderId } = req;
      const now = new Date();
      // Checks ownership first, then settles a lost charge before reading what is owed.
      await ownOrder(reads, borrowerId, orderId);
      await settleLostCharge(orderId, now);
      const ctx = await ownOrder(reads, borrowerId, orderId);
      need(ctx.product.region);
      requireChannel(deps.desk, ctx.product.region, 'card');
      const payable = payableAnswer(ctx, req.amount, 'repay');
      const token = newToken();
      await repo.addRepayToken(
        {
          token_hash: hashToken(token),
          order_id: ctx.order.id,
          borrower_id: borrowerId,
          created_at: toIso(now),
          expires_at: toIso(new Date(now.getTime() + REPAY_TOKEN_TTL_MS)),
        },
        now,
      );
      const cards = await repo.cardsOf(borrowerId);
      return {
        payable,
        // 1: the provider's hosted payment page (repayment-huichao) is offered beside the cards.
        alipay: 1,
        repayToken: token,
        bankCards: cards.map((c) => ({
          id: c.id,
          bankName: c.bank_name,
          cardNo: maskCardNo(c.last4),
          bankCode: c.bank_code,
        })),
      };
    },

    /**
     * Starts a card payment. Cards that need an SMS code get one and wait for
     * repayment-confirm; others are charged at once. A commit while the order has a
     * pending payment, or again with a token that already paid, is 800005 — except the
     * same page asking to resend the code once the countdown is over (same token, card and
     * amount, `sendMsg` 1, at most 3 codes).
     */
    async commit(
      borrower: Borrower,
      req: CommitRequest,
      lang: Lang,
    ): Promise<ResponseOf<typeof repaymentCommit>> {
      const provider = need(borrower.region);
      const now = new Date();
      await ownOrder(reads, borrower.id, req.orderId);
      await settleLostCharge(req.orderId, now);
      const ctx = await ownOrder(reads, borrower.id, req.orderId);
      // Another way to pay gives way to this one; the same card asked again is a repeat (a
      // double tap, or 20 at once), answered 800005 by the start below, never a second charge.
      const release = () =>
        releasePending(
          { repo, providers },
          { id: ctx.order.id, region: ctx.product.region },
          (pending) => pending.channel === 'card' && pending.card_id === req.cardId,
          lang,
          now,
        );
      const tokenHash = hashToken(req.repayToken);
      const token = await repo.repayToken(tokenHash, now);
      if (
        token === undefined ||
        token.order_id !== ctx.order.id ||
        token.borrower_id !== borrower.id
      ) {
        throw new AppError(codes.invalid, copy.later('repayTokenInvalid'), 400);
      }
      const card = await repo.card(borrower.id, req.cardId);
      if (card === undefined) throw new AppError(codes.notFound, copy.later('cardNotFound'), 404);
      const needsCode = card.needs_otp === 1;
      const phone = maskPhone(borrower.region, borrower.phone);
      if (needsCode && sms === null)
        throw new AppError(codes.unavailable, copy.later('unavailable'), 503);

      /**
       * The page submitting again: a resend once the countdown is over (a code was sent
       * before, same token, card and amount, `sendMsg` 1), or at once when no code ever left
       * (the gateway failed: the borrower taps Pay again); otherwise a repeat.
       */
      const again = async (pending: Repayment | undefined, amount: number) => {
        const resend =
          pending?.status === 'pending' &&
          needsCode &&
          pending.otp_sends > 0 &&
          // A code that never left (otp-codes forgot it) is sent again without waiting.
          (req.sendMsg === 1 || pending.otp_sent_at === null) &&
          pending.repay_token_hash === tokenHash &&
          pending.card_id === card.id &&
          pending.amount === amount &&
          pending.charging_at === null &&
          canSendOtp({ sends: pending.otp_sends, lastSentAt: pending.otp_sent_at }, now);
        if (!resend || !(await sendCode(pending, borrower, now, lang))) throw repeat();
        return { needValid: 1 as const, repayRecordId: pending.id, phone };
      };
      // Checked before the amount: after a payment the order may owe something else.
      const started = await repo.repaymentOfToken(tokenHash);
      if (started !== undefined) return again(started, req.amount);
      // A charge still in progress (not lost) is said as such, before anything else.
      if ((await repo.pendingRepayment(ctx.order.id))?.charging_at) await release();

      const option = payableAmount(ctx, req.amount, 'repay', lang);
      // A hosted page left open, or another card's code never typed, gives way to this one.
      await release();
      const record = await repo.startRepayment(
        newRepayment(
          {
            order_id: ctx.order.id,
            borrower_id: borrower.id,
            channel: 'card',
            provider: provider.name,
            card_id: card.id,
            amount: option.amount,
            repay_token_hash: tokenHash,
          },
          OTP_TTL_MS,
          now,
        ),
        now,
      );
      if (record === undefined)
        return again(await repo.pendingRepayment(ctx.order.id), option.amount);
      if (needsCode) {
        // The first commit always sends the code; nobody else can send it first.
        await sendCode(record, borrower, now, lang);
        return { needValid: 1, repayRecordId: record.id, phone };
      }
      await charge(record, card, now);
      return { needValid: 0, repayRecordId: record.id, phone };
    },

    /**
     * Checks the SMS code: right → charged and applied (of concurrent right codes one pays,
     * the others are 800005); wrong → 800006, the 5th cancels; wrong codes across payments
     * lock the borrower and phone out for a while (otp-limiter.ts).
     */
    async confirm(
      borrower: Borrower,
      req: { orderId: number; verifyCode: string; repaymentRecordId: number },
      lang: Lang,
    ): Promise<null> {
      need(borrower.region);
      const record = await ownRepayment(borrower.id, req.orderId, req.repaymentRecordId);
      const now = new Date();
      if (record.status !== 'pending') throw closedError(record);
      if (record.charging_at !== null) throw repeat();
      if (Date.parse(record.expires_at) <= now.getTime()) {
        await repo.closeRepayment(record.id, 'expired', 'expired', now);
        throw new AppError(codes.conflict, copy.later('repaymentClosed'), 409);
      }
      if (record.otp_hash === null || Date.parse(record.otp_expires_at ?? '') <= now.getTime()) {
        throw new AppError(codes.wrongVerifyCode, copy.later('verifyCodeExpired'), 400);
      }
      const lockedUntil = await limiter.lockedUntil(otpSubject(borrower), now);
      if (lockedUntil !== null) throw otpRefusal('otpLockedOut', borrower, lockedUntil, lang);
      // Count the try before judging it, so concurrent guesses cannot exceed the limit. A try
      // that finds the limit taken is not judged: the others decide the payment.
      const attempts = await repo.countOtpAttempt(record.id, OTP_MAX_ATTEMPTS, now);
      if (attempts === undefined) {
        const current = await repo.repayment(record.id);
        if (current === undefined || current.status !== 'pending')
          throw closedError(current ?? record);
        throw repeat();
      }
      const verdict = otpVerdict(
        { otpHash: record.otp_hash, otpExpiresAt: record.otp_expires_at, attempts },
        req.verifyCode,
        now,
      );
      switch (verdict) {
        case 'ok':
          await charge(record, await repo.card(borrower.id, record.card_id ?? 0), now);
          return null;
        case 'expired':
          throw new AppError(codes.wrongVerifyCode, copy.later('verifyCodeExpired'), 400);
        case 'wrong':
        case 'locked': {
          const lockOut = await limiter.recordWrong(otpSubject(borrower), now);
          if (verdict === 'locked') {
            await repo.closeRepayment(record.id, 'cancelled', 'otpLocked', now);
            throw refusalIn(
              lang,
              codes.wrongVerifyCode,
              copy.later('verifyCodeLocked', { max: OTP_MAX_ATTEMPTS }),
              400,
            );
          }
          if (lockOut !== null) {
            await repo.closeRepayment(record.id, 'cancelled', 'otpLockedOut', now);
            throw otpRefusal('otpLockedOut', borrower, lockOut, lang);
          }
          throw refusalIn(
            lang,
            codes.wrongVerifyCode,
            copy.later('wrongVerifyCode', { left: attemptsLeft(attempts) }),
            400,
          );
        }
      }
    },
  };
}
