/**
 * The pre-debit notice (decision 072): one row per mandate and period claimed first, then the
 * provider told (the UPI app's own notice, and no debit before 24 hours), then the SMS, then
 * the notice recorded. A notice that fails leaves its lease to run out; the next run sends it.
 */
import type { MandateDebit } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import {
  NOTICE_MS,
  debitRequest,
  dueDayStartOf,
  leaseFrom,
  marketOf,
  newRef,
  type MandateContext,
} from './mandate-context.ts';
import type { DuePeriod } from './mandate-debit-repository.ts';

type Contact = { phone: string; language: string | null };

export function mandateNotices(ctx: MandateContext) {
  const { repo } = ctx;

  async function sendNotice(row: MandateDebit, period: Contact, now: Date): Promise<boolean> {
    try {
      const mandate = await repo.byId(row.mandate_id);
      const found = mandate === undefined ? null : ctx.railOf(mandate.provider);
      const order = mandate && (await ctx.reads.orders.order(mandate.order_id));
      if (!mandate || !found || !order || !mandate.token_ref || !mandate.customer_ref) {
        throw new Error('the mandate cannot be announced to its provider');
      }
      const market = marketOf(mandate);
      await found.rail.announce(
        debitRequest(row, mandate, order.order_no),
        new Date(Math.max(dueDayStartOf(row.due_at, market), now.getTime() + NOTICE_MS)),
      );
      await ctx.sendDebitSms(period, mandate, 'notice', row);
    } catch (err) {
      // The lease runs out and the next run sends it: no debit without it.
      ctx.log.error({ err, debitId: row.id }, 'an AutoPay pre-debit notice failed');
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
      leaseFrom(now),
      now,
    );
    if (row === undefined) return false;
    return sendNotice(row, period, now);
  }

  /** A notice whose run died after its claim: claimed again and sent. */
  async function resend(row: MandateDebit, now: Date): Promise<boolean> {
    const mandate = await repo.byId(row.mandate_id);
    const person = mandate && (await repo.contact(mandate.borrower_id));
    if (
      !person ||
      !(await repo.step(row.id, ['noticing'], 'noticing', now, {
        lease_until: toIso(leaseFrom(now)),
      }))
    ) {
      return false;
    }
    return sendNotice({ ...row, state: 'noticing' }, person, now);
  }

  return { notice, resend };
}
