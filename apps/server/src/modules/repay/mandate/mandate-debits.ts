/**
 * The debit of an announced period (decision 072): a repayment of the existing settlement path
 * (channel `gateway`, method `autopay`, our ref noted on the provider's payment), the provider
 * asked what it holds under the ref before any new debit, the provider's verified webhook or
 * the status asked here applying it once through the same claim. A failed debit falls back to
 * the one-off rails with an SMS.
 */
import type { MandateDebit } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { payPage } from '../../../domain/orders/pay-page.ts';
import { newRepayment } from '../repayment-record.ts';
import {
  ASK_AFTER_MS,
  BATCH,
  DEBIT_TTL_MS,
  ENACH_DEBIT_TTL_MS,
  debitRequest,
  leaseFrom,
  marketOf,
  methodOf,
  outsidePeakHours,
  type MandateContext,
} from './mandate-context.ts';

export function mandateDebits(ctx: MandateContext) {
  const { repo, repayments } = ctx;

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
    if (!moved) return;
    if (debit.repayment_id !== null) {
      await repayments.closeRepayment(debit.repayment_id, 'cancelled', 'autopayFailed', now);
    }
    const mandate = await repo.byId(debit.mandate_id);
    const order =
      mandate === undefined ? undefined : await ctx.reads.orders.order(mandate.order_id);
    const person = mandate === undefined ? undefined : await repo.contact(mandate.borrower_id);
    if (mandate === undefined || order === undefined || person === undefined) return;
    try {
      // The link leads to the one-off rails: UPI, net banking, card; VA, mini-market, QRIS.
      await ctx.sendDebitSms(person, mandate, 'failed', debit, {
        link: `${ctx.origin}${payPage(order, debit.amount)}`,
      });
    } catch (err) {
      ctx.log.error({ err, debitId: debit.id }, 'an AutoPay failure SMS failed');
    }
  }

  /** Money the provider took: applied through the same claim as the webhook's (one wins). */
  async function applyCaptured(debit: MandateDebit, repaymentId: number, now: Date) {
    if ((await repayments.claimCharge(repaymentId, now)) === 'claimed') {
      await repayments.completeRepayment(repaymentId, now);
      await ctx.afterPayment();
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

  const release = (debit: MandateDebit, to: 'notified' | 'void' | 'paid', now: Date) =>
    repo.step(debit.id, ['debiting'], to, now, { lease_until: null }, true);

  /** One claimed debit: its repayment, then the provider (asked first), then the record. */
  async function debitOne(debit: MandateDebit, now: Date): Promise<boolean> {
    const leased = await repo.step(debit.id, ['notified', 'debiting'], 'debiting', now, {
      lease_until: toIso(leaseFrom(now)),
    });
    if (!leased) return false;
    const mandate = await repo.byId(debit.mandate_id);
    const found = mandate === undefined ? null : ctx.railOf(mandate.provider);
    const order =
      mandate === undefined ? undefined : await ctx.reads.orders.order(mandate.order_id);
    const enach = mandate?.method === 'enach';
    const upi = mandate !== undefined && !enach && marketOf(mandate) === 'IN';
    if (upi && !outsidePeakHours(now)) {
      // NPCI's peak hours are UPI's (e-NACH and wallets have none): it waits for a later run.
      await release(debit, 'notified', now);
      return false;
    }
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
      await release(debit, mandate?.status === 'paused' ? 'notified' : 'void', now);
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
          // e-NACH's bank takes days: its repayment stays pending, shown as processing.
          enach ? ENACH_DEBIT_TTL_MS : DEBIT_TTL_MS,
          now,
        ),
        now,
      );
    }
    if (record === undefined) {
      // Another payment of the order is going on: tried again on a later run.
      await release(debit, 'notified', now);
      return false;
    }
    await repo.note(debit.id, { repayment_id: record.id });
    if (record.status !== 'pending') {
      // Settled already (the webhook came first), or closed: nothing more to ask for.
      await release(debit, record.status === 'done' ? 'paid' : 'void', now);
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
      const found = mandate === undefined ? null : ctx.railOf(mandate.provider);
      if (found === null) continue;
      const status = await found.rail.debitStatus(debit.ref, methodOf(mandate!)).catch(() => null);
      if (status?.state === 'captured') await applyCaptured(debit, debit.repayment_id, now);
      else if (status?.state === 'failed') await failDebit(debit, now);
    }
  }

  return { failDebit, debitOne, followUp };
}
