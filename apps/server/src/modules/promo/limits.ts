/**
 * How long the landing's pieces live and how often SMS may go out
 * (docs/decisions/020-promotion-landing.md, docs/decisions/038-sms-budget-sheds-heavy-sources.md).
 * Per phone: one code a minute, five an hour, ten a day (shared with every other code to that
 * phone, providers/otp-limiter.ts). Per registration session, per client key, per phone range
 * and in total: the configured numbers; as the hourly budget fills, the per-client and
 * per-range allowances shrink with it, so the heaviest sources are refused first and the last
 * of the budget goes to visitors who have had no code this hour.
 */
import type { Config } from '../../config.ts';
import type { LimitKey } from '../../providers/event-limiter.ts';
import { OTP_LIMITS, type OtpLimits } from '../../providers/otp-limiter.ts';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

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

export type SmsScope = 'promoSmsSid' | 'promoSmsIp' | 'promoSmsPrefix' | 'promoSmsAll';

/** The hourly budget's key: every instance's codes (also read by the budget gauge: routes.ts). */
export const BUDGET_KEY: LimitKey<SmsScope> = { scope: 'promoSmsAll', subject: '*', windows: [] };

/** Digits of the national number that name its range (both markets' country codes are two). */
const PREFIX_DIGITS = 4;

/**
 * The operator range of an E.164 number: its country code and the first four digits of the
 * national number (India's series, an operator in a circle; Indonesia's operator prefix and
 * one more digit). SMS pumping sends to numbers of ranges that pay it, so a range is a source.
 */
export const phonePrefix = (e164: string): string => e164.slice(0, 3 + PREFIX_DIGITS);

/**
 * A source's hourly allowance while `used` of the budget is spent: its cap scaled by the share
 * of the budget left, rounded up. A source that has had n codes this hour gets another only
 * while more than n / cap of the budget is left: at the defaults (cap 20, budget 500) a client
 * with 10 codes stops when 250 are left, one with a single code when 25 are, and a visitor with
 * none is refused only when the budget is spent.
 */
export function allowance(cap: number, used: number, budget: number): number {
  const left = Math.max(0, budget - used);
  return Math.min(cap, Math.ceil((cap * left) / budget));
}

export interface SmsSources {
  sid: string;
  /** The client key (http/client-key.ts): an IPv4 address or an IPv6 /64. */
  client: string;
  /** E.164. */
  phone: string;
}

/**
 * The event-limiter keys one promotion SMS counts against, in the order refusals are told,
 * with the client's and the range's allowances for a budget of which `used` is spent.
 */
export function smsLimitKeys(
  limits: Config['promoSms'],
  sources: SmsSources,
  used = 0,
): LimitKey<SmsScope>[] {
  const { hourlyBudget: budget } = limits;
  const hourly = (max: number) => [{ ms: HOUR, max }];
  return [
    {
      scope: 'promoSmsSid',
      subject: sources.sid,
      windows: [{ ms: 24 * HOUR, max: limits.perSid }],
    },
    {
      scope: 'promoSmsIp',
      subject: sources.client,
      windows: hourly(allowance(limits.perIpPerHour, used, budget)),
    },
    {
      scope: 'promoSmsPrefix',
      subject: phonePrefix(sources.phone),
      windows: hourly(allowance(limits.perPrefixPerHour, used, budget)),
    },
    { ...BUDGET_KEY, windows: hourly(budget) },
  ];
}

/** The full hourly cap of a client or prefix key (what it may take while the budget is empty). */
export function fullCap(limits: Config['promoSms'], scope: SmsScope): number | undefined {
  if (scope === 'promoSmsIp') return limits.perIpPerHour;
  if (scope === 'promoSmsPrefix') return limits.perPrefixPerHour;
  return undefined;
}

/** Past this share of the budget spent, refusing heavy sources is logged as pressure. */
export const PRESSURE = 0.5;
