/**
 * get-sms: checks the captcha, then whether the phone is registered ('11'), then every
 * limit, and only then sends a code. The checks before '11' and their answers are the same
 * for every phone, so the answers tell no more than '11' does.
 */
import { codes } from '@tenor/contract/envelope';
import { formatMoment } from '@tenor/contract/format';
import type { Config } from '../../config.ts';
import type { PromoTemplate } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError, refusalIn } from '../../http/app-error.ts';
import { type Lang } from '../../i18n.ts';
import type { Log } from '../../kernel/log.ts';
import { smsSent } from '../../providers/metrics.ts';
import { promoSmsRefusals } from './metrics.ts';
import type { EventLimiter, LimitKey } from '../../providers/event-limiter.ts';
import { OTP_TTL_MS, hashOtp, newOtpCode } from '../../providers/otp-code.ts';
import type { OtpLimiter, OtpSubject } from '../../providers/otp-limiter.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { copy } from './copy.ts';
import {
  BUDGET_KEY,
  HOUR,
  PRESSURE,
  RESEND_MS,
  fullCap,
  smsLimitKeys,
  type SmsScope,
} from './limits.ts';
import { promoRefusal } from './refusal.ts';
import type { PromoRepository } from './repository.ts';
import { captchaAnswer, type SessionService } from './session-service.ts';
import { promoSmsHindi, promoSmsText } from './sms-text.ts';

export interface SmsRequest {
  template: PromoTemplate;
  /** E.164. */
  phone: string;
  sid: string;
  capcode: string;
  /** The client key (http/client-key.ts): an IPv4 address or an IPv6 /64. */
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
  /** Where the alerts go: the budget filling (warn) and spent (error), each at most once a minute. */
  log: Pick<Log, 'warn' | 'error'>;
}) {
  const { repo, sessions, limiter, phones, sms, brand, limits, log } = deps;
  const alertedAt = { pressure: -Infinity, spent: -Infinity };

  /** Logs the alert unless this instance did in the last minute. */
  function alert(kind: keyof typeof alertedAt, now: Date, used: number, limit: string) {
    if (now.getTime() - alertedAt[kind] < ALERT_EVERY_MS) return;
    alertedAt[kind] = now.getTime();
    const { hourlyBudget: budget } = limits;
    if (kind === 'spent') {
      log.error(
        { alert: 'promoSmsBudget', budget, used },
        'promotion SMS hourly budget reached: codes are not sent until the hour has room',
      );
    } else {
      log.warn(
        { alert: 'promoSmsPressure', budget, used, limit },
        'promotion SMS budget under pressure: the heaviest clients and phone prefixes are refused first',
      );
    }
  }

  /**
   * Whether the client or prefix key was refused below its full cap: shed because the budget
   * is filling (limits.ts `allowance`).
   */
  async function wasShed(key: LimitKey<SmsScope>, now: Date): Promise<boolean> {
    const cap = fullCap(limits, key.scope);
    if (cap === undefined) return false;
    return (await limiter.count(key, new Date(now.getTime() - HOUR))) < cap;
  }

  /** The refusal by `key` (counted, and alerted when the budget is the cause). */
  async function limited(
    key: LimitKey<SmsScope>,
    until: Date,
    used: number,
    req: SmsRequest,
    lang: Lang,
    now: Date,
  ): Promise<AppError> {
    const { scope } = key;
    if (scope === 'promoSmsAll') {
      promoSmsRefusals.inc({ limit: 'budget' });
      return promoRefusal('paused', lang, 'smsPaused');
    }
    if (scope === 'promoSmsSid') {
      promoSmsRefusals.inc({ limit: 'session' });
      return promoRefusal('tooMany', lang, 'tooManyInSession');
    }
    const source = scope === 'promoSmsIp' ? 'client' : 'prefix';
    if (await wasShed(key, now)) {
      const limit = source === 'client' ? 'shedClient' : 'shedPrefix';
      promoSmsRefusals.inc({ limit });
      if (used >= limits.hourlyBudget * PRESSURE) alert('pressure', now, used, limit);
      return promoRefusal('tooMany', lang, 'smsPaused');
    }
    promoSmsRefusals.inc({ limit: source });
    // A prefix's cap is no business of one visitor's connection: told as a pause.
    if (source === 'prefix') return promoRefusal('tooMany', lang, 'smsPaused');
    const time = formatMoment(req.template.region, until);
    return promoRefusal('tooMany', lang, 'tooManyFromHere', { time });
  }

  /** Counts the code against every limit, or refuses it with the first limit reached. */
  async function admit(req: SmsRequest, lang: Lang, now: Date): Promise<void> {
    // The budget's use decides how much a client or prefix may still take (limits.ts).
    const used = await limiter.count(BUDGET_KEY, new Date(now.getTime() - HOUR));
    const sources = { sid: req.sid, client: req.ip, phone: req.phone };
    const keys = smsLimitKeys(limits, sources, used);
    const taken = await limiter.take(keys, now);
    if (!taken.ok) {
      // A spent budget is every visitor's answer, whatever else is full too.
      const spent = taken.blocked.find((b) => b.scope === 'promoSmsAll');
      if (spent !== undefined) alert('spent', now, used, 'budget');
      const first = spent ?? taken.blocked[0];
      const key = keys.find((k) => k.scope === first?.scope);
      if (first !== undefined && key !== undefined) {
        throw await limited(key, first.until, used, req, lang, now);
      }
    }
    const phone = await phones.allowSend(promoSubject(req.phone), now);
    if (phone.ok) return;
    if (taken.ok) await limiter.release(taken.ids);
    const time = formatMoment(req.template.region, phone.until);
    if (phone.reason === 'lockedOut') {
      throw refusalIn(lang, codes.rateLimited, copy.later('otpLockedOut', { time }), 429);
    }
    const wait = phone.until.getTime() - now.getTime();
    if (wait <= RESEND_MS) {
      throw promoRefusal('tooMany', lang, 'resendWait', { seconds: secondsTo(phone.until, now) });
    }
    throw refusalIn(lang, codes.rateLimited, copy.later('otpTooMany', { time }), 429);
  }

  return {
    /** Sends a code; the success message. */
    async send(req: SmsRequest, lang: Lang): Promise<string> {
      const now = new Date();
      if (sms === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
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
      const input = { region, lang, appName, brand, code, otpHost: req.otpHost };
      const text = promoSmsText(input);
      const hindi = promoSmsHindi(input);
      // A failed send stays counted by every limit above (decision 031) and leaves as the
      // provider's 503 "unavailable, try again" (http/error-handler.ts).
      await sms.send({
        phone: req.phone,
        text,
        kind: 'promoOtp',
        region,
        ...(hindi === undefined ? {} : { hindi }),
      });
      smsSent.inc({ purpose: 'promo' });
      return copy(lang, 'smsSent');
    },
  };
}
