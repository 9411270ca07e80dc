/**
 * get-sms: checks the captcha, then whether the phone is registered ('11'), then every
 * limit, and only then sends a code. The checks before '11' and their answers are the same
 * for every phone, so the answers tell no more than '11' does.
 */
import { smsSent } from '../../kernel/metrics.ts';
import { codes } from '@tenor/contract/envelope';
import { formatMoment } from '@tenor/contract/format';
import type { Config } from '../../config.ts';
import type { PromoTemplate } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { t, type Lang } from '../../i18n.ts';
import type { EventLimiter } from '../../providers/event-limiter.ts';
import { OTP_TTL_MS, hashOtp, newOtpCode } from '../../providers/otp-code.ts';
import type { OtpLimiter, OtpSubject } from '../../providers/otp-limiter.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { promoCopy } from './copy.ts';
import { RESEND_MS, smsLimitKeys, type SmsScope } from './limits.ts';
import { promoRefusal } from './refusal.ts';
import type { PromoRepository } from './repository.ts';
import { captchaAnswer, type SessionService } from './session-service.ts';
import { promoSmsText } from './sms-text.ts';

export interface SmsRequest {
  template: PromoTemplate;
  /** E.164. */
  phone: string;
  sid: string;
  capcode: string;
  /** The client's address (per-address limit). */
  ip: string;
  /** The host for the WebOTP line (`@host #code`), if any. */
  otpHost: string | undefined;
}

export const promoSubject = (phone: string): OtpSubject => ({
  phone,
  borrowerId: null,
  purpose: 'promo',
});

/** Seconds, rounded up, from `now` to `until`. */
const secondsTo = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const ALERT_EVERY_MS = 60_000;

export function smsService(deps: {
  repo: PromoRepository;
  sessions: SessionService;
  limiter: EventLimiter;
  phones: OtpLimiter;
  sms: SmsProvider | null;
  /** BRAND_APP_NAME, which India's registered SMS template carries (sms-text.ts). */
  brand: string;
  limits: Config['promoSms'];
  /** Told when the hourly budget stops a code (at most once a minute per instance). */
  alert: (budget: number) => void;
}) {
  const { repo, sessions, limiter, phones, sms, brand, limits } = deps;
  let alertedAt = -Infinity;

  function budgetAlert(now: Date) {
    if (now.getTime() - alertedAt < ALERT_EVERY_MS) return;
    alertedAt = now.getTime();
    deps.alert(limits.hourlyBudget);
  }

  function limited(scope: SmsScope, until: Date, req: SmsRequest, lang: Lang) {
    if (scope === 'promoSmsAll') return promoRefusal('paused', lang, 'smsPaused');
    if (scope === 'promoSmsSid') return promoRefusal('tooMany', lang, 'tooManyInSession');
    const time = formatMoment(req.template.region, until);
    return promoRefusal('tooMany', lang, 'tooManyFromHere', { time });
  }

  /** Counts the code against every limit, or refuses it with the first limit reached. */
  async function admit(req: SmsRequest, lang: Lang, now: Date): Promise<void> {
    const taken = await limiter.take(smsLimitKeys(limits, req.sid, req.ip), now);
    if (!taken.ok) {
      if (taken.blocked.some((b) => b.scope === 'promoSmsAll')) budgetAlert(now);
      const [first] = taken.blocked;
      if (first !== undefined) throw limited(first.scope, first.until, req, lang);
    }
    const phone = await phones.allowSend(promoSubject(req.phone), now);
    if (phone.ok) return;
    if (taken.ok) await limiter.release(taken.ids);
    const time = formatMoment(req.template.region, phone.until);
    if (phone.reason === 'lockedOut') {
      throw new AppError(codes.rateLimited, 'otpLockedOut', 429, t(lang, 'otpLockedOut', { time }));
    }
    const wait = phone.until.getTime() - now.getTime();
    if (wait <= RESEND_MS) {
      throw promoRefusal('tooMany', lang, 'resendWait', { seconds: secondsTo(phone.until, now) });
    }
    throw new AppError(codes.rateLimited, 'otpTooMany', 429, t(lang, 'otpTooMany', { time }));
  }

  return {
    /** Sends a code; the success message. */
    async send(req: SmsRequest, lang: Lang): Promise<string> {
      const now = new Date();
      if (sms === null) throw new AppError(codes.unavailable, 'unavailable', 503);
      const session = await sessions.live(req.sid, now, lang);
      if (!(await sessions.solve(session, req.capcode, now))) {
        throw promoRefusal('wrongCaptchaSms', lang, 'wrongCaptcha');
      }
      if (await repo.isRegistered(req.phone)) {
        throw promoRefusal('alreadyRegistered', lang, 'alreadyRegistered');
      }
      await admit(req, lang, now);
      const code = newOtpCode();
      await repo.storeCode(session.sid, {
        phone: req.phone,
        hash: hashOtp(code),
        expiresAt: toIso(new Date(now.getTime() + OTP_TTL_MS)),
        captcha: captchaAnswer(req.capcode),
      });
      const { region, app_name: appName } = req.template;
      const text = promoSmsText({ region, lang, appName, brand, code, otpHost: req.otpHost });
      // A failed send stays counted by every limit above (decision 031) and leaves as the
      // provider's 503 "unavailable, try again" (http/error-handler.ts).
      await sms.send({ phone: req.phone, text, kind: 'promoOtp', region });
      smsSent.inc({ purpose: 'promo' });
      return promoCopy(lang, 'smsSent');
    },
  };
}
