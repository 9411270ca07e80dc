/**
 * How long the landing's pieces live and how often SMS may go out
 * (docs/decisions/020-promotion-landing.md). Per phone: one code a minute, five an hour, ten
 * a day (shared with every other code to that phone, providers/otp-limiter.ts). Per client
 * address, per registration session and in total: the configured numbers.
 */
import type { Config } from '../../config.ts';
import type { LimitKey } from '../../providers/event-limiter.ts';
import { OTP_LIMITS, type OtpLimits } from '../../providers/otp-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A registration session lives this long after its last captcha. */
export const SID_TTL_MS = 30 * MINUTE;
export const CAPTCHA_TTL_MS = 2 * MINUTE;
/** Captchas one session may draw (each is drawn on the CPU). */
export const CAPTCHAS_PER_SID = 30;
/** One code per phone per this long: the page's countdown. */
export const RESEND_MS = MINUTE;

export const PHONE_LIMITS: OtpLimits = {
  sent: [{ ms: RESEND_MS, max: 1 }, ...OTP_LIMITS.sent],
  wrong: OTP_LIMITS.wrong,
};

export type SmsScope = 'promoSmsSid' | 'promoSmsIp' | 'promoSmsAll';

/** The event-limiter keys one promotion SMS counts against, in the order refusals are told. */
export function smsLimitKeys(
  limits: Config['promoSms'],
  sid: string,
  ip: string,
): LimitKey<SmsScope>[] {
  return [
    { scope: 'promoSmsSid', subject: sid, windows: [{ ms: 24 * HOUR, max: limits.perSid }] },
    { scope: 'promoSmsIp', subject: ip, windows: [{ ms: HOUR, max: limits.perIpPerHour }] },
    { scope: 'promoSmsAll', subject: '*', windows: [{ ms: HOUR, max: limits.hourlyBudget }] },
  ];
}
