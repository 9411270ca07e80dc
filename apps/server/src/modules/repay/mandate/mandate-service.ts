/**
 * UPI AutoPay (decision 072). A borrower sets a mandate up from loan details and approves it in
 * their UPI app; then, for each unpaid period, a run of the job (every instance, `runEvery`)
 * sends the pre-debit notice by SMS between 48 and 24 hours before the due day and records it,
 * and once the due day has begun and the notice is at least 24 hours old it asks the provider
 * for one debit of the period. The debit is a repayment of the existing settlement path
 * (channel `gateway`, method `autopay`, our ref noted on the provider's payment): the provider's
 * verified webhook applies it once, or the status asked here does, through the same claim, and
 * it ends on the receipt. A failed debit falls back to the one-off rails with an SMS.
 */
import { randomBytes } from 'node:crypto';
import { codes } from '@tenor/contract/envelope';
import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import type { Mandate, MandateDebit } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { marketDayStartIso } from '../../../domain/orders/market-day.ts';
import { isRepayable } from '../../../domain/orders/order-flags.ts';
import { payPage } from '../../../domain/orders/pay-page.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Log } from '../../../kernel/log.ts';
import type { Lang } from '../../../i18n.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { MandateEvent, MandateRail } from '../../../providers/mandate-rail.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import { smsWords, type SmsProvider } from '../../../providers/sms.ts';
import { copy as repayCopy } from '../copy.ts';
import { ownOrder, type OrderReads } from '../order-context.ts';
import { newRepayment } from '../repayment-record.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import { copy } from './mandate-copy.ts';
import type { DuePeriod, MandateRepository } from './mandate-repository.ts';

const HOUR_MS = 3_600_000;
/** NPCI's pre-debit notice: at least 24 hours before the debit. */
export const NOTICE_MS = 24 * HOUR_MS;
/** Notices go out from 48 hours before the due day begins. */
export const NOTICE_LEAD_MS = 48 * HOUR_MS;
/** How long a claim holds: longer than any provider call (json-client's timeout and retry). */
const LEASE_MS = 5 * 60_000;
/** A debit's repayment stays pending this long: the bank answers UPI debits within a day. */
const DEBIT_TTL_MS = 72 * HOUR_MS;
/** Asked about after this long without the webhook. */
const ASK_AFTER_MS = 15 * 60_000;
const BATCH = 50;
const REPAYABLE = [1, 2, 3, 4, 5].filter(isRepayable);

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
}

const unavailable = () => new AppError(codes.unavailable, repayCopy.later('unavailable'), 503);
const notOffered = () => new AppError(codes.invalid, repayCopy.later('unavailable'), 400);

/**
 * Whether a notice sent at `now` is 24 hours old before the due day ends (India's time), so
 * the debit falls on the day the notice names.
 */
function coverable(dueAt: string, now: Date): boolean {
  const dueDayEnd = Date.parse(marketDayStartIso('IN', Date.parse(dueAt))) + 24 * HOUR_MS;
  return dueDayEnd - now.getTime() > NOTICE_MS;
}

export function mandateService(deps: MandateDeps) {
  const { repo, repayments } = deps;

  const railOf = (name: string): { provider: PaymentProvider; rail: MandateRail } | null => {
    const provider = deps.providers.named(name);
    return provider?.mandates ? { provider, rail: provider.mandates } : null;
  };

  async function view(borrowerId: number, orderId: number, now = new Date()): Promise<AutopayView> {
    const ctx = await ownOrder(deps.reads, borrowerId, orderId);
    const open = ctx.plan.filter((p) => p.status !== 'paid');
    const last = [...ctx.plan].sort((a, b) => b.period_no - a.period_no)[0];
    // The first debit AutoPay can still make: an instalment due too soon for a notice 24 hours
    // ahead is paid another way, never debited a day late.
    const next = [...open]
      .sort((a, b) => a.period_no - b.period_no)
      .find((p) => coverable(p.due_at, now));
    const provider = deps.providers.of(ctx.product.region);
    const mandate = await repo.latest(orderId);
    const live = mandate !== undefined && ['pending', 'active', 'paused'].includes(mandate.status);
    const offered =
      ctx.product.region === 'IN' &&
      provider?.mandates !== undefined &&
      isRepayable(ctx.order.status) &&
      next !== undefined &&
      !live;
    const debits = mandate === undefined ? [] : await repo.debitsOf(mandate.id);
    const shown = debits.filter((d) => d.state !== 'void' && d.state !== 'noticing').at(-1);
    return {
      offered,
      terms:
        open.length === 0 || last === undefined
          ? null
          : {
              maxAmount: Math.max(...open.map((p) => p.total)),
              frequency: 'as_presented',
              endsAt: toIso(new Date(last.due_at)),
              nextDueAt: next ? toIso(new Date(next.due_at)) : null,
              nextAmount: next?.total ?? null,
            },
      mandate:
        mandate === undefined
          ? null
          : {
              status: mandate.status,
              reason: mandate.status_reason,
              intentUrl: mandate.status === 'pending' ? mandate.intent_url : null,
            },
      debit:
        shown === undefined
          ? null
          : {
              periodNo: shown.period_no,
              amount: shown.amount,
              dueAt: toIso(new Date(shown.due_at)),
              state: shown.state === 'debiting' ? 'notified' : (shown.state as 'notified'),
              noticeAt: shown.notice_at === null ? null : toIso(new Date(shown.notice_at)),
              repaymentId: shown.state === 'paid' ? shown.repayment_id : null,
            },
    };
  }

  async function setup(
    borrower: { id: number; phone?: string },
    orderId: number,
    now = new Date(),
  ): Promise<AutopayView> {
    const current = await view(borrower.id, orderId);
    if (current.mandate?.status === 'pending') return current;
    if (!current.offered || current.terms === null) throw notOffered();
    const ctx = await ownOrder(deps.reads, borrower.id, orderId);
    const provider = deps.providers.of(ctx.product.region);
    if (provider?.mandates === undefined) throw unavailable();
    const ref = newRef('mnd');
    const created = await repo.create({
      order_id: orderId,
      borrower_id: borrower.id,
      market: ctx.product.region,
      provider: provider.name,
      method: 'upiAutopay',
      status: 'pending',
      live_order_id: orderId,
      max_amount: current.terms.maxAmount,
      frequency: current.terms.frequency,
      ends_at: current.terms.endsAt,
      ref,
      created_at: toIso(now),
      updated_at: toIso(now),
    });
    if (created === undefined) return view(borrower.id, orderId);
    try {
      const reg = await provider.mandates.register({
        ref,
        maxAmount: created.max_amount,
        frequency: 'as_presented',
        endsAt: new Date(created.ends_at),
        customer: { name: `Tenor borrower ${borrower.id}`, phone: borrower.phone ?? '' },
        description: copy('en', 'mandateDescription', { orderNo: ctx.order.order_no }),
      });
      await repo.registered(created.id, reg, now);
    } catch (err) {
      await repo.move(created.id, ['pending'], 'failed', 'providerRefused', now);
      throw err;
    }
    return view(borrower.id, orderId);
  }

  async function change(
    borrowerId: number,
    orderId: number,
    action: 'pause' | 'resume' | 'cancel',
    now = new Date(),
  ): Promise<AutopayView> {
    await ownOrder(deps.reads, borrowerId, orderId);
    const mandate = await repo.live(orderId);
    if (mandate === undefined) throw notOffered();
    if (action === 'pause') await repo.move(mandate.id, ['active'], 'paused', 'borrower', now);
    if (action === 'resume') {
      // Paused in the UPI app, it resumes there; here only what was paused here.
      if (mandate.status_reason === 'borrower') {
        await repo.move(mandate.id, ['paused'], 'active', null, now);
      }
    }
    if (action === 'cancel') await cancelMandate(mandate, 'borrower', now);
    return view(borrowerId, orderId);
  }

  async function cancelMandate(mandate: Mandate, reason: string, now: Date): Promise<void> {
    const found = railOf(mandate.provider);
    if (found !== null && mandate.customer_ref !== null && mandate.token_ref !== null) {
      await found.rail.cancel(mandate.customer_ref, mandate.token_ref);
    }
    await repo.move(mandate.id, ['pending', 'active', 'paused'], 'cancelled', reason, now);
    // Announced debits not yet asked for are not made.
    for (const d of await repo.debitsOf(mandate.id)) {
      if (d.state === 'notified') await repo.step(d.id, ['notified'], 'void', now);
    }
  }

  /** What the borrower's UPI app or bank did, as the provider reported it (webhook verified). */
  async function onEvent(providerName: string, event: MandateEvent, now = new Date()) {
    if (event.kind === 'confirmed' || event.kind === 'rejected') {
      const mandate = await repo.byAuth(providerName, event.authRef);
      if (mandate === undefined) return 'unknown';
      if (event.kind === 'confirmed') {
        await repo.move(mandate.id, ['pending'], 'active', null, now, {
          token_ref: event.tokenRef,
        });
      } else await repo.move(mandate.id, ['pending'], 'failed', 'rejected', now);
      return event.kind;
    }
    if (event.kind === 'debitFailed') {
      const debit = await repo.debitByRef(event.debitRef);
      if (debit === undefined) return 'unknown';
      await failDebit(debit, now);
      return event.kind;
    }
    const mandate = await repo.byToken(providerName, event.tokenRef);
    if (mandate === undefined) return 'unknown';
    if (event.kind === 'paused') await repo.move(mandate.id, ['active'], 'paused', 'upiApp', now);
    if (event.kind === 'resumed' && mandate.status_reason === 'upiApp') {
      await repo.move(mandate.id, ['paused'], 'active', null, now);
    }
    if (event.kind === 'cancelled') {
      await repo.move(mandate.id, ['pending', 'active', 'paused'], 'cancelled', 'upiApp', now);
      for (const d of await repo.debitsOf(mandate.id)) {
        if (d.state === 'notified') await repo.step(d.id, ['notified'], 'void', now);
      }
    }
    return event.kind;
  }

  /** A verified webhook body: handled when it is about a mandate, else null. */
  async function receive(provider: PaymentProvider, rawBody: Buffer): Promise<string | null> {
    const event = provider.mandates?.parseEvent(rawBody) ?? null;
    return event === null ? null : onEvent(provider.name, event);
  }

  async function sendSms(
    period: { phone: string; language: string | null },
    kind: 'autopayNotice' | 'autopayFailed',
    write: (lang: Lang) => string,
  ): Promise<void> {
    if (deps.sms === null) return;
    const language = period.language === 'hi' ? 'hi' : period.language === 'en' ? 'en' : null;
    await deps.sms.send({
      phone: period.phone,
      region: 'IN',
      kind,
      ...smsWords('IN', language, write),
    });
  }

  const dateOf = (lang: Lang, iso: string) =>
    formatDate('IN', iso, lang === 'hi' ? 'hi-IN' : undefined);

  /** One period's notice: its row first (the claim), then the SMS, then the record. */
  async function notice(period: DuePeriod, now: Date): Promise<boolean> {
    const row = await repo.claimNotice(
      {
        mandateId: period.mandate.id,
        periodNo: period.periodNo,
        amount: period.total,
        dueAt: period.dueAt,
        ref: newRef('dbt'),
      },
      new Date(now.getTime() + LEASE_MS),
      now,
    );
    if (row === undefined) return false;
    return sendNotice(row, period, now);
  }

  async function sendNotice(
    row: MandateDebit,
    period: { phone: string; language: string | null },
    now: Date,
  ): Promise<boolean> {
    try {
      // The bank is told first (the UPI app's own notice, and no debit before 24 hours).
      const mandate = await repo.byId(row.mandate_id);
      const found = mandate === undefined ? null : railOf(mandate.provider);
      const order = mandate && (await deps.reads.orders.order(mandate.order_id));
      if (!mandate || !found || !order || !mandate.token_ref || !mandate.customer_ref) {
        throw new Error('the mandate cannot be announced to its provider');
      }
      const dueDayStart = Date.parse(marketDayStartIso('IN', Date.parse(row.due_at)));
      await found.rail.announce(
        debitRequest(row, mandate, order.order_no),
        new Date(Math.max(dueDayStart, now.getTime() + NOTICE_MS)),
      );
      await sendSms(period, 'autopayNotice', (lang) =>
        copy(lang, 'smsNotice', {
          brand: deps.brand,
          amount: formatMoney('IN', row.amount),
          date: dateOf(lang, row.due_at),
        }),
      );
    } catch (err) {
      // The lease runs out and the next run sends it: no debit without it.
      deps.log.error({ err, debitId: row.id }, 'an AutoPay pre-debit notice failed');
      return false;
    }
    return repo.step(
      row.id,
      ['noticing'],
      'notified',
      now,
      { notice_at: toIso(now), lease_until: null },
      true,
    );
  }

  /** The debit failed: the repayment closes, the borrower is told to pay another way. */
  async function failDebit(debit: MandateDebit, now: Date): Promise<void> {
    const moved = await repo.step(
      debit.id,
      ['requested', 'debiting', 'notified'],
      'failed',
      now,
      { failure: 'declined', lease_until: null },
      true,
    );
    if (!moved) {
      return;
    }
    if (debit.repayment_id !== null) {
      await repayments.closeRepayment(debit.repayment_id, 'cancelled', 'autopayFailed', now);
    }
    const mandate = await repo.byId(debit.mandate_id);
    const order =
      mandate === undefined ? undefined : await deps.reads.orders.order(mandate.order_id);
    const person = mandate === undefined ? undefined : await repo.contact(mandate.borrower_id);
    if (order === undefined || person === undefined) return;
    try {
      await sendSms(person, 'autopayFailed', (lang) =>
        copy(lang, 'smsFailed', {
          brand: deps.brand,
          amount: formatMoney('IN', debit.amount),
          date: dateOf(lang, debit.due_at),
          link: `${deps.origin}${payPage(order, debit.amount)}`,
        }),
      );
    } catch (err) {
      deps.log.error({ err, debitId: debit.id }, 'an AutoPay failure SMS failed');
    }
  }

  /** Money the provider took: applied through the same claim as the webhook's (one wins). */
  async function applyCaptured(debit: MandateDebit, repaymentId: number, now: Date) {
    if ((await repayments.claimCharge(repaymentId, now)) === 'claimed') {
      await repayments.completeRepayment(repaymentId, now);
      await deps.afterPayment();
    }
    const record = await repayments.repayment(repaymentId);
    if (record?.status === 'done') {
      await repo.step(
        debit.id,
        ['requested', 'debiting'],
        'paid',
        now,
        { lease_until: null },
        true,
      );
    }
  }

  const debitRequest = (debit: MandateDebit, mandate: Mandate, orderNo: string) => ({
    ref: debit.ref,
    amount: debit.amount,
    customerRef: mandate.customer_ref ?? '',
    tokenRef: mandate.token_ref ?? '',
    description: copy('en', 'description', { orderNo, periodNo: debit.period_no }),
  });

  /** One claimed debit: its repayment, then the provider (asked first), then the record. */
  async function debitOne(debit: MandateDebit, now: Date): Promise<boolean> {
    const lease = new Date(now.getTime() + LEASE_MS);
    if (
      !(await repo.step(debit.id, ['notified', 'debiting'], 'debiting', now, {
        lease_until: toIso(lease),
      }))
    )
      return false;
    const mandate = await repo.byId(debit.mandate_id);
    const found = mandate === undefined ? null : railOf(mandate.provider);
    const order =
      mandate === undefined ? undefined : await deps.reads.orders.order(mandate.order_id);
    if (
      mandate === undefined ||
      found === null ||
      order === undefined ||
      mandate.status !== 'active' ||
      mandate.token_ref === null ||
      mandate.customer_ref === null ||
      !(await repo.periodOpen(mandate.order_id, debit.period_no))
    ) {
      // Paused or cancelled since the notice, or paid another way: no debit this period.
      const paused = mandate?.status === 'paused';
      await repo.step(
        debit.id,
        ['debiting'],
        paused ? 'notified' : 'void',
        now,
        { lease_until: null },
        true,
      );
      return false;
    }
    let record = await repayments.repaymentByRef(debit.ref);
    if (record === undefined) {
      record = await repayments.startRepayment(
        newRepayment(
          {
            order_id: mandate.order_id,
            borrower_id: mandate.borrower_id,
            channel: 'gateway',
            provider: mandate.provider,
            amount: debit.amount,
            purpose: 'repay',
            gateway_ref: debit.ref,
            gateway_method: 'autopay',
          },
          DEBIT_TTL_MS,
          now,
        ),
        now,
      );
    }
    if (record === undefined) {
      // Another payment of the order is going on: tried again on a later run.
      await repo.step(debit.id, ['debiting'], 'notified', now, { lease_until: null }, true);
      return false;
    }
    await repo.note(debit.id, { repayment_id: record.id });
    if (record.status !== 'pending') {
      // Settled already (the webhook came first), or closed: nothing more to ask for.
      await repo.step(
        debit.id,
        ['debiting'],
        record.status === 'done' ? 'paid' : 'void',
        now,
        { lease_until: null },
        true,
      );
      return false;
    }
    const status = await found.rail.debit(debitRequest(debit, mandate, order.order_no));
    const claimed = { ...debit, repayment_id: record.id };
    if (status.state === 'failed') {
      await failDebit({ ...claimed, state: 'debiting' }, now);
      return true;
    }
    await repo.step(
      debit.id,
      ['debiting'],
      'requested',
      now,
      { payment_ref: status.paymentRef, lease_until: null },
      true,
    );
    if (status.state === 'captured') await applyCaptured(claimed, record.id, now);
    return true;
  }

  /** Debits the webhook has not ended: the provider is asked (never debited again). */
  async function followUp(now: Date): Promise<void> {
    for (const debit of await repo.requested(new Date(now.getTime() - ASK_AFTER_MS), BATCH)) {
      if (debit.repayment_id === null) continue;
      const record = await repayments.repayment(debit.repayment_id);
      if (record?.status === 'done') {
        await repo.step(debit.id, ['requested'], 'paid', now, {});
        continue;
      }
      const mandate = await repo.byId(debit.mandate_id);
      const found = mandate === undefined ? null : railOf(mandate.provider);
      if (found === null) continue;
      const status = await found.rail.debitStatus(debit.ref).catch(() => null);
      if (status?.state === 'captured') await applyCaptured(debit, debit.repayment_id, now);
      else if (status?.state === 'failed') await failDebit(debit, now);
    }
  }

  async function endClosedLoans(now: Date): Promise<void> {
    for (const mandate of await repo.liveOfClosedOrders(REPAYABLE, BATCH)) {
      try {
        await cancelMandate(mandate, 'loanClosed', now);
      } catch (err) {
        deps.log.warn({ err, mandateId: mandate.id }, 'a repaid loan’s mandate was not cancelled');
      }
    }
  }

  /** Notices, debits and follow-ups due at `now`; never throws for one row's failure. */
  async function run(now = new Date()): Promise<{ notices: number; debits: number }> {
    let notices = 0;
    let debits = 0;
    // Periods due from the start of today (a notice may still go out, the debit 24 h later)
    // until the end of the day after tomorrow.
    const dayStart = new Date(marketDayStartIso('IN', now.getTime()));
    const until = new Date(dayStart.getTime() + NOTICE_LEAD_MS + 24 * HOUR_MS);
    for (const period of await repo.toNotice(dayStart, until, BATCH)) {
      const dueDayStart = Date.parse(marketDayStartIso('IN', Date.parse(period.dueAt)));
      if (now.getTime() < dueDayStart - NOTICE_LEAD_MS) continue;
      // Too late for 24 hours' notice within the due day: that instalment is paid another way.
      if (!coverable(period.dueAt, now)) continue;
      if (await notice(period, now)) notices += 1;
    }
    for (const row of await repo.staleNotices(now, BATCH)) {
      const mandate = await repo.byId(row.mandate_id);
      const person = mandate && (await repo.contact(mandate.borrower_id));
      if (
        person &&
        (await repo.step(row.id, ['noticing'], 'noticing', now, {
          lease_until: toIso(new Date(now.getTime() + LEASE_MS)),
        }))
      ) {
        if (await sendNotice({ ...row, state: 'noticing' }, person, now)) notices += 1;
      }
    }
    const debitable = outsidePeakHours(now) ? await repo.dueDebits(now, NOTICE_MS, BATCH) : [];
    for (const debit of debitable) {
      const dueDayStart = Date.parse(marketDayStartIso('IN', Date.parse(debit.due_at)));
      if (now.getTime() < dueDayStart) continue;
      try {
        if (await debitOne(debit, now)) debits += 1;
      } catch (err) {
        deps.log.warn(
          { err, debitId: debit.id },
          'an AutoPay debit was not asked; next run asks the provider',
        );
      }
    }
    await followUp(now);
    await endClosedLoans(now);
    return { notices, debits };
  }

  return { view, setup, change, onEvent, receive, run };
}

export type MandateService = ReturnType<typeof mandateService>;
