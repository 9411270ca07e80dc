import type { ResponseOf } from '@tenor/contract/endpoint';
import type { repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import { hashToken, newToken } from '../../auth/token.ts';
import type { BankCard, Borrower, Repayment } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { t, type Lang } from '../../i18n.ts';
import { moneyText } from '../loans/display-text.ts';
import type { OrderRepository } from '../loans/order-repository.ts';
import { maskCardNo } from './card-mask.ts';
import { repayCopy } from './copy.ts';
import { ownOrder, payableAmount, payableOf } from './order-context.ts';
import { checkAmount } from './payable-amounts.ts';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  attemptsLeft,
  canSendOtp,
  hashOtp,
  newOtpCode,
  otpVerdict,
} from './otp.ts';
import type { PaymentProvider } from './provider.ts';
import { newRepayment, repeat } from './repayment-record.ts';
import type { RepayRepository } from './repository.ts';
import type { SmsProvider } from './sms.ts';

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

const smsLang = (b: Borrower): Lang => (b.region === 'IN' ? 'en' : 'id');

/**
 * Card repayment: repayment-way → commit → confirm. One pending repayment per order: a
 * second commit answers 800005 (repository.ts `startRepayment` holds that under
 * concurrency).
 */
export function cardService(
  repo: RepayRepository,
  orders: OrderRepository,
  provider: PaymentProvider | null,
  sms: SmsProvider | null,
  appName: string,
) {
  const need = () => {
    if (provider === null) throw new AppError(codes.unavailable, 'unavailable', 503);
    return provider;
  };

  /** Sends a new code unless a concurrent request got there first (then false). */
  async function sendCode(record: Repayment, borrower: Borrower, now: Date): Promise<boolean> {
    if (sms === null) throw new AppError(codes.unavailable, 'unavailable', 503);
    const code = newOtpCode();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    if (!(await repo.claimOtpSend(record.id, record.otp_sends, hashOtp(code), expiresAt, now))) {
      return false;
    }
    const lang = smsLang(borrower);
    await sms.send(
      borrower.phone,
      repayCopy(lang, 'otpSms', {
        app: appName,
        code,
        amount: moneyText(borrower.region, record.amount),
      }),
    );
    return true;
  }

  /** Charges the card once (a concurrent second charge is a repeat) and applies the money. */
  async function charge(record: Repayment, card: BankCard | undefined, now: Date): Promise<void> {
    if (card === undefined) throw new AppError(codes.notFound, 'cardNotFound', 404);
    if (!(await repo.claimCharge(record.id, now))) throw repeat();
    const ok = await need().chargeCard({
      bankCode: card.bank_code,
      last4: card.last4,
      amount: record.amount,
      reference: `repayment-${record.id}`,
    });
    if (!ok) {
      await repo.closeRepayment(record.id, 'cancelled', 'chargeFailed', now);
      throw new AppError(codes.conflict, 'chargeFailed', 409);
    }
    if ((await repo.completeRepayment(record.id, now)) === null) throw repeat();
  }

  /** The borrower's card repayment of this order; 404 otherwise (never leaked). */
  async function ownRepayment(borrowerId: number, orderId: number, id: number) {
    const record = await repo.repayment(id);
    if (
      record === undefined ||
      record.borrower_id !== borrowerId ||
      record.order_id !== orderId ||
      record.channel !== 'card'
    ) {
      throw new AppError(codes.notFound, 'repaymentNotFound', 404);
    }
    return record;
  }

  /** Done: a repeat (800005); cancelled or expired: start again (1009). */
  function closedError(record: Repayment): AppError {
    return record.status === 'done'
      ? repeat()
      : new AppError(codes.conflict, 'repaymentClosed', 409);
  }

  return {
    /** The borrower's cards (masked) and a fresh token for one payment of this order. */
    async way(borrowerId: number, orderId: number): Promise<ResponseOf<typeof repaymentWay>> {
      need();
      const ctx = await ownOrder(orders, repo, borrowerId, orderId);
      if (!payableOf(ctx).some((o) => o.purpose === 'repay')) {
        throw new AppError(codes.conflict, 'nothingToRepay', 409);
      }
      const now = new Date();
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
      need();
      const ctx = await ownOrder(orders, repo, borrower.id, req.orderId);
      const now = new Date();
      const tokenHash = hashToken(req.repayToken);
      const token = await repo.repayToken(tokenHash, now);
      if (
        token === undefined ||
        token.order_id !== ctx.order.id ||
        token.borrower_id !== borrower.id
      ) {
        throw new AppError(codes.invalid, 'repayTokenInvalid', 400);
      }
      const card = await repo.card(borrower.id, req.cardId);
      if (card === undefined) throw new AppError(codes.notFound, 'cardNotFound', 404);
      const needsCode = card.needs_otp === 1;
      if (needsCode && sms === null) throw new AppError(codes.unavailable, 'unavailable', 503);

      /**
       * The page submitting again: a resend once the countdown is over (a code was sent
       * before, same token, card and amount, `sendMsg` 1), otherwise a repeat.
       */
      const again = async (pending: Repayment | undefined, amount: number) => {
        const resend =
          pending?.status === 'pending' &&
          needsCode &&
          req.sendMsg === 1 &&
          pending.otp_sends > 0 &&
          pending.repay_token_hash === tokenHash &&
          pending.card_id === card.id &&
          pending.amount === amount &&
          pending.charging_at === null &&
          canSendOtp({ sends: pending.otp_sends, lastSentAt: pending.otp_sent_at }, now);
        if (!resend || !(await sendCode(pending, borrower, now))) throw repeat();
        return { needValid: 1 as const, repayRecordId: pending.id };
      };
      // Checked before the amount: after a payment the order may owe something else.
      const started = await repo.repaymentOfToken(tokenHash);
      if (started !== undefined) return again(started, req.amount);

      const option = payableAmount(ctx, req.amount, 'repay', lang);
      const record = await repo.startRepayment(
        newRepayment(
          {
            order_id: ctx.order.id,
            borrower_id: borrower.id,
            channel: 'card',
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
        await sendCode(record, borrower, now);
        return { needValid: 1, repayRecordId: record.id };
      }
      await charge(record, card, now);
      return { needValid: 0, repayRecordId: record.id };
    },

    /** Checks the SMS code: right → charged and applied; wrong → 800006, the 5th cancels. */
    async confirm(
      borrowerId: number,
      req: { orderId: number; verifyCode: string; repaymentRecordId: number },
      lang: Lang,
    ): Promise<null> {
      need();
      const record = await ownRepayment(borrowerId, req.orderId, req.repaymentRecordId);
      const now = new Date();
      if (record.status !== 'pending') throw closedError(record);
      if (record.charging_at !== null) throw repeat();
      if (Date.parse(record.expires_at) <= now.getTime()) {
        await repo.closeRepayment(record.id, 'expired', 'expired', now);
        throw new AppError(codes.conflict, 'repaymentClosed', 409);
      }
      if (record.otp_hash === null || Date.parse(record.otp_expires_at ?? '') <= now.getTime()) {
        throw new AppError(codes.wrongVerifyCode, 'verifyCodeExpired', 400);
      }
      // Count the try before judging it, so concurrent guesses cannot exceed the limit.
      const attempts = await repo.countOtpAttempt(record.id, now);
      if (attempts === undefined) {
        const current = await repo.repayment(record.id);
        throw closedError(current ?? record);
      }
      const verdict = otpVerdict(
        { otpHash: record.otp_hash, otpExpiresAt: record.otp_expires_at, attempts },
        req.verifyCode,
        now,
      );
      switch (verdict) {
        case 'ok': {
          // The order may have been paid another way since the commit: charge only what it still takes.
          const ctx = await ownOrder(orders, repo, borrowerId, record.order_id);
          if (!checkAmount(payableOf(ctx), record.amount, 'repay').ok) {
            await repo.closeRepayment(record.id, 'cancelled', 'orderChanged', now);
            throw new AppError(codes.conflict, 'repaymentClosed', 409);
          }
          await charge(record, await repo.card(borrowerId, record.card_id ?? 0), now);
          return null;
        }
        case 'expired':
          throw new AppError(codes.wrongVerifyCode, 'verifyCodeExpired', 400);
        case 'wrong':
          throw new AppError(
            codes.wrongVerifyCode,
            'wrongVerifyCode',
            400,
            t(lang, 'wrongVerifyCode', { left: attemptsLeft(attempts) }),
          );
        case 'locked':
          await repo.closeRepayment(record.id, 'cancelled', 'otpLocked', now);
          throw new AppError(
            codes.wrongVerifyCode,
            'verifyCodeLocked',
            400,
            t(lang, 'verifyCodeLocked', { max: OTP_MAX_ATTEMPTS }),
          );
      }
    },
  };
}
