/**
 * What every stage of the mandate service shares (decision 072): its dependencies, the times
 * the rules set, our references, the rail a mandate was made on, and the SMS. The stages are
 * mandate-setup.ts (set up, pause, cancel), mandate-events.ts (what the provider reports),
 * mandate-notices.ts (the pre-debit notice), mandate-debits.ts (the debit and its follow-up)
 * and mandate-view.ts (what the page shows); mandate-service.ts joins them and runs the job.
 */
import { randomBytes } from 'node:crypto';
import type { Region } from '@tenor/contract/launch';
import { codes } from '@tenor/contract/envelope';
import { CARD_BANK, cardChannels } from '@tenor/contract/autopay-fields';
import { formatDate, formatMoney } from '@tenor/contract/format';
import type { Mandate, MandateDebit } from '../../../db/schema.ts';
import { marketDayStartIso } from '../../../domain/orders/market-day.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Log } from '../../../kernel/log.ts';
import type { Lang } from '../../../i18n.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { DebitRequest, MandateMethod, MandateRail } from '../../../providers/mandate-rail.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import { smsWords, type SmsProvider } from '../../../providers/sms.ts';
import { CONTACT_HOURS } from '../../loans/reminders/contact-hours.ts';
import { insideMarketHours } from '../../../domain/orders/market-hours.ts';
import { copy as repayCopy } from '../copy.ts';
import type { OrderReads } from '../order-context.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import { copy } from './mandate-copy.ts';
import type { MandateRepository } from './mandate-repository.ts';

export const HOUR_MS = 3_600_000;
/** NPCI's pre-debit notice: at least 24 hours before the debit. */
export const NOTICE_MS = 24 * HOUR_MS;
/** Notices go out from 48 hours before the due day begins. */
export const NOTICE_LEAD_MS = 48 * HOUR_MS;
/** How long a claim holds: longer than any provider call (json-client's timeout and retry). */
export const LEASE_MS = 5 * 60_000;
/** A debit's repayment stays pending this long: the bank answers UPI debits within a day. */
export const DEBIT_TTL_MS = 72 * HOUR_MS;
/** e-NACH's: the bank takes up to T+2 working days, longer over holidays (decision 078). */
export const ENACH_DEBIT_TTL_MS = 7 * 24 * HOUR_MS;
/** Asked about after this long without the webhook. */
export const ASK_AFTER_MS = 15 * 60_000;
export const BATCH = 50;

/**
 * NPCI runs AutoPay debits outside UPI's peak hours only: before 10:00, from 13:00 to 17:00
 * and from 21:30 IST (decision 072).
 */
export function outsidePeakHours(at: Date): boolean {
  const ist = (Math.floor(at.getTime() / 60_000) + 330) % 1440;
  return ist < 600 || (ist >= 780 && ist < 1020) || ist >= 1290;
}

export const newRef = (prefix: string): string =>
  `${prefix}_${randomBytes(12).toString('base64url')}`;

export const leaseFrom = (now: Date): Date => new Date(now.getTime() + LEASE_MS);

export interface MandateDeps {
  repo: MandateRepository;
  repayments: RepaymentRepository;
  reads: OrderReads;
  providers: PaymentProviders;
  sms: SmsProvider | null;
  brand: string;
  /** Absolute pay links are written with it. */
  origin: string;
  log: Pick<Log, 'info' | 'warn' | 'error'>;
  afterPayment: () => Promise<void>;
  /**
   * Each market's public holidays (`MARKET_HOLIDAYS_IN`, `MARKET_HOLIDAYS_ID`): the notice keeps
   * the reminders' contact hours (decision 062), holidays included.
   */
  holidays?: Partial<Record<Region, readonly string[]>>;
}

export const unavailable = () =>
  new AppError(codes.unavailable, repayCopy.later('unavailable'), 503);
export const notOffered = () => new AppError(codes.invalid, repayCopy.later('unavailable'), 400);

/**
 * The end of the last stretch of contact hours (decision 062) in which a notice may go out for
 * an instalment due at `dueAt`: the day before the due day until 19:00 India time, or the day
 * before that when that day is a holiday. A notice then is 24 hours old before the due day
 * ends, so the debit falls on the day it names; the reminders' hours hold for the SMS. Null
 * when both days are holidays: no notice, the instalment is paid another way.
 */
export function lastNoticeAt(
  dueAt: string,
  holidays: readonly string[] = [],
  market: Region = 'IN',
): number | null {
  const hours = CONTACT_HOURS[market];
  const dueDayStart = dueDayStartOf(dueAt, market);
  // Indonesia's contact days leave Sunday out (decision 062): a Monday's notice goes on Saturday.
  for (const daysBefore of [1, 2]) {
    const close = dueDayStart - daysBefore * 24 * HOUR_MS + hours.until * 60_000;
    if (insideMarketHours(market, new Date(close - 60_000), hours, holidays)) return close;
  }
  return null;
}

/**
 * Whether a notice may still go out for an instalment due at `dueAt`, 24 hours before its debit
 * within the due day and inside contact hours (lastNoticeAt).
 */
export function coverable(
  dueAt: string,
  now: Date,
  holidays: readonly string[] = [],
  market: Region = 'IN',
): boolean {
  const last = lastNoticeAt(dueAt, holidays, market);
  return last !== null && now.getTime() < last;
}

/** Whether a notice may go out at `now`: the market's contact hours, not on a holiday. */
export const noticeHours = (
  now: Date,
  holidays: readonly string[] = [],
  market: Region = 'IN',
): boolean => insideMarketHours(market, now, CONTACT_HOURS[market], holidays);

export const dueDayStartOf = (dueAt: string, market: Region = 'IN'): number =>
  Date.parse(marketDayStartIso(market, Date.parse(dueAt)));

/** The market a mandate row was made in (its `market` column). */
export const marketOf = (mandate: { market: string }): Region =>
  mandate.market === 'ID' ? 'ID' : 'IN';

export const dateOf = (lang: Lang, iso: string, market: Region = 'IN') =>
  formatDate(market, iso, lang === 'hi' ? 'hi-IN' : undefined);

/** A direct debit's card as its SMS name it: the bank and the last four digits (decision 081). */
export function cardWords(mandate: Pick<Mandate, 'card_channel' | 'card_last_four'>) {
  const channel = cardChannels.find((c) => c === mandate.card_channel);
  return {
    bank: channel === undefined ? '' : CARD_BANK[channel],
    lastFour: mandate.card_last_four ?? '',
  };
}

/** A mandate row's method, as its rail takes it (`upiAutopay` for an unknown one). */
export const methodOf = (mandate: Pick<Mandate, 'method'>): MandateMethod =>
  mandate.method === 'enach' || mandate.method === 'wallet' || mandate.method === 'directDebit'
    ? mandate.method
    : 'upiAutopay';

export const debitRequest = (
  debit: MandateDebit,
  mandate: Mandate,
  orderNo: string,
): DebitRequest => ({
  ref: debit.ref,
  amount: debit.amount,
  customerRef: mandate.customer_ref ?? '',
  tokenRef: mandate.token_ref ?? '',
  description: copy('en', 'description', { orderNo, periodNo: debit.period_no }),
  method: methodOf(mandate),
});

/** Who an SMS goes to: the borrower's phone and chosen language. */
type Contact = { phone: string; language: string | null };

type MandateSmsKind = 'autopayNotice' | 'autopayFailed' | 'enachNotice' | 'enachFailed';

/**
 * A mandate's SMS, as its method names it: e-NACH's speak of the bank account under their own
 * DLT templates (decision 078); UPI AutoPay's of the UPI app; a wallet's (Indonesia, in
 * Indonesian) of the wallet app; a direct debit's (Indonesia) of the bank card (decision 081).
 */
export const smsOf = (mandate: Pick<Mandate, 'method'>) =>
  mandate.method === 'directDebit'
    ? ({
        notice: { kind: 'autopayNotice', words: 'smsCardNotice' },
        failed: { kind: 'autopayFailed', words: 'smsCardFailed' },
      } as const)
    : mandate.method === 'enach'
      ? ({
          notice: { kind: 'enachNotice', words: 'smsEnachNotice' },
          failed: { kind: 'enachFailed', words: 'smsEnachFailed' },
        } as const)
      : ({
          notice: { kind: 'autopayNotice', words: 'smsNotice' },
          failed: { kind: 'autopayFailed', words: 'smsFailed' },
        } as const);

/** The shared helpers every stage is built with. */
export function mandateContext(deps: MandateDeps) {
  const railOf = (name: string): { provider: PaymentProvider; rail: MandateRail } | null => {
    const provider = deps.providers.named(name);
    return provider?.mandates ? { provider, rail: provider.mandates } : null;
  };

  async function sendSms(
    period: Contact,
    kind: MandateSmsKind,
    write: (lang: Lang) => string,
    market: Region = 'IN',
  ): Promise<void> {
    if (deps.sms === null) return;
    // India: English or Hindi (decision 068); Indonesia: Indonesian.
    const language =
      market === 'ID'
        ? null
        : period.language === 'hi'
          ? 'hi'
          : period.language === 'en'
            ? 'en'
            : null;
    await deps.sms.send({
      phone: period.phone,
      region: market,
      kind,
      ...smsWords(market, language, write),
    });
  }

  /**
   * A debit's SMS, its notice or its failure, in the words the mandate's method picks
   * (`smsOf`): the brand, the amount, the due day and a card's bank, and what `more` adds.
   */
  const sendDebitSms = (
    person: Contact,
    mandate: Mandate,
    stage: 'notice' | 'failed',
    debit: Pick<MandateDebit, 'amount' | 'due_at'>,
    more: { link?: string } = {},
  ): Promise<void> => {
    const market = marketOf(mandate);
    const { kind, words } = smsOf(mandate)[stage];
    const write = (lang: Lang) =>
      copy(lang, words, {
        brand: deps.brand,
        amount: formatMoney(market, debit.amount),
        date: dateOf(lang, debit.due_at, market),
        ...more,
        ...cardWords(mandate),
      });
    return sendSms(person, kind, write, market);
  };

  /** Announced debits not yet asked for are not made once the mandate ends. */
  async function voidNotified(mandateId: number, now: Date): Promise<void> {
    for (const d of await deps.repo.debitsOf(mandateId)) {
      if (d.state === 'notified') await deps.repo.step(d.id, ['notified'], 'void', now);
    }
  }

  /** The market's public holidays, as configured. */
  const holidaysOf = (market: Region): readonly string[] => deps.holidays?.[market] ?? [];

  return { ...deps, railOf, sendDebitSms, voidNotified, holidaysOf };
}

export type MandateContext = ReturnType<typeof mandateContext>;
