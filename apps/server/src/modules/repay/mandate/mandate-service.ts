/**
 * UPI AutoPay (decision 072). A borrower sets a mandate up from loan details and approves it in
 * their UPI app (mandate-setup.ts); then, for each unpaid period, a run of the job (every
 * instance, `runEvery`) sends the pre-debit notice by SMS between 48 and 24 hours before the due
 * day and records it (mandate-notices.ts), and once the due day has begun and the notice is at
 * least 24 hours old it asks the provider for one debit of the period (mandate-debits.ts). What
 * the provider reports is handled in mandate-events.ts, what the page shows in mandate-view.ts.
 */
import type { Region } from '@tenor/contract/launch';
import { marketDayStartIso } from '../../../domain/orders/market-day.ts';
import { isRepayable } from '../../../domain/orders/order-flags.ts';
import {
  BATCH,
  HOUR_MS,
  NOTICE_LEAD_MS,
  NOTICE_MS,
  coverable,
  dueDayStartOf,
  mandateContext,
  marketOf,
  noticeHours,
  type MandateDeps,
} from './mandate-context.ts';
import { mandateDebits } from './mandate-debits.ts';
import { mandateEvents } from './mandate-events.ts';
import { mandateNotices } from './mandate-notices.ts';
import { mandateSetup } from './mandate-setup.ts';
import { mandateView } from './mandate-view.ts';

export type { MandateDeps } from './mandate-context.ts';

const REPAYABLE = [1, 2, 3, 4, 5].filter(isRepayable);

export function mandateService(deps: MandateDeps) {
  const ctx = mandateContext(deps);
  const { repo } = ctx;
  const view = mandateView(ctx);
  const { setup, verify, change, cancelMandate } = mandateSetup(ctx, view);
  const { notice, resend } = mandateNotices(ctx);
  const { failDebit, debitOne, followUp } = mandateDebits(ctx);
  const { onEvent, receive, askPending } = mandateEvents(ctx, failDebit);

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
    // until the end of the day after tomorrow, in either market's day (Indonesia's starts first).
    const dayStart = new Date(marketDayStartIso('ID', now.getTime()));
    const until = new Date(
      Date.parse(marketDayStartIso('IN', now.getTime())) + NOTICE_LEAD_MS + 24 * HOUR_MS,
    );
    // The SMS keeps the market's contact hours (decision 062); outside them, nothing is sent.
    const contactable = (market: Region) => noticeHours(now, ctx.holidaysOf(market), market);
    for (const period of await repo.toNotice(dayStart, until, BATCH)) {
      const market = marketOf(period.mandate);
      if (!contactable(market)) continue;
      if (now.getTime() < dueDayStartOf(period.dueAt, market) - NOTICE_LEAD_MS) continue;
      // Too late for 24 hours' notice within the due day (or inside contact hours): that
      // instalment is paid another way.
      if (!coverable(period.dueAt, now, ctx.holidaysOf(market), market)) continue;
      if (await notice(period, now)) notices += 1;
    }
    for (const row of await repo.staleNotices(now, BATCH)) {
      const mandate = await repo.byId(row.mandate_id);
      if (mandate === undefined || !contactable(marketOf(mandate))) continue;
      if (await resend(row, now)) notices += 1;
    }
    // UPI's peak hours are kept per debit (mandate-debits.ts): e-NACH and wallets have none.
    for (const debit of await repo.dueDebits(now, NOTICE_MS, BATCH)) {
      const mandate = await repo.byId(debit.mandate_id);
      const market = mandate === undefined ? 'IN' : marketOf(mandate);
      if (now.getTime() < dueDayStartOf(debit.due_at, market)) continue;
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
    await askPending(now);
    await endClosedLoans(now);
    return { notices, debits };
  }

  return { view, setup, verify, change, onEvent, receive, run };
}

export type MandateService = ReturnType<typeof mandateService>;
