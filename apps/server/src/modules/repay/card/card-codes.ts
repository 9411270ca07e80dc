/**
 * SMS codes of card payments: sending one (per-payment limits in otp.ts, the borrower's and
 * phone's limits across payments in otp-limiter.ts) and the 1029 refusal a borrower reads.
 */
import { codes } from '@tenor/contract/envelope';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import type { Borrower, Repayment } from '../../../db/schema.ts';
import { AppError, refusalIn } from '../../../http/app-error.ts';
import { smsSent } from '../../../providers/metrics.ts';
import { type Lang } from '../../../i18n.ts';
import type { OtpLimiter, OtpSubject } from '../../../providers/otp-limiter.ts';
import { smsWords, type SmsProvider } from '../../../providers/sms.ts';
import { copy } from '../copy.ts';
import { OTP_TTL_MS, hashOtp, newOtpCode } from '../../../providers/otp-code.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';

export const otpSubject = (b: Borrower): OtpSubject => ({
  phone: b.phone,
  borrowerId: b.id,
  purpose: 'card',
});

/** 1029 with the moment codes may be asked for again, in the borrower's market time. */
export function otpRefusal(
  key: 'otpTooMany' | 'otpLockedOut',
  borrower: Borrower,
  until: Date,
  lang: Lang,
): AppError {
  const time = formatMoment(borrower.region, until);
  return refusalIn(lang, codes.rateLimited, copy.later(key, { time }), 429);
}

export function cardCodes(deps: {
  repo: RepaymentRepository;
  sms: SmsProvider | null;
  limiter: OtpLimiter;
  appName: string;
}) {
  const { repo, sms, limiter, appName } = deps;
  return {
    /**
     * Sends a new code unless a concurrent request got there first (then false). The
     * borrower's and phone's code limits apply across payments (otp-limiter.ts), counted
     * only for the request that won the send: when the limits were asked first, twenty
     * resends at once each spent a send, were all refused on PostgreSQL, and cancelled the
     * payment (test/abuse-limits.test.ts).
     */
    async send(record: Repayment, borrower: Borrower, now: Date, lang: Lang): Promise<boolean> {
      if (sms === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
      const code = newOtpCode();
      const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
      if (!(await repo.claimOtpSend(record.id, record.otp_sends, hashOtp(code), expiresAt, now))) {
        return false;
      }
      const allowed = await limiter.allowSend(otpSubject(borrower), now);
      if (!allowed.ok) {
        await repo.closeRepayment(record.id, 'cancelled', 'otpLimited', now);
        const key = allowed.reason === 'lockedOut' ? 'otpLockedOut' : 'otpTooMany';
        throw otpRefusal(key, borrower, allowed.until, lang);
      }
      // A failed send stays counted by both limits (decision 031) and leaves as the
      // provider's 503 "unavailable, try again" (http/error-handler.ts); the code that never
      // left is forgotten, so trying again sends one at once instead of waiting a countdown (it
      // still counts among the payment's three).
      try {
        await sms.send({
          phone: borrower.phone,
          ...smsWords(borrower.region, borrower.language, (lang) =>
            copy(lang, 'otpSms', {
              app: appName,
              code,
              amount: formatMoney(borrower.region, record.amount),
            }),
          ),
          kind: 'cardOtp',
          region: borrower.region,
        });
      } catch (err) {
        await repo.forgetOtpSend(record.id, record.otp_sends + 1, now);
        throw err;
      }
      smsSent.inc({ purpose: 'card' });
      return true;
    },
  };
}
