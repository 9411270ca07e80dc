import type { Repayment } from '../../../db/schema.ts';
import type { Log } from '../../../kernel/log.ts';
import { reconcilerFixes } from '../metrics.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';

export type Resolution = 'done' | 'failed' | 'unknown';

/** Ended hosted-page payments asked about per run: a backlog is worked through over runs. */
const GATEWAY_BATCH = 50;

/**
 * A charge that started and never recorded its end (the process died, the provider's answer
 * was lost) is never retried blindly: the provider is asked what happened to its
 * idempotency key, and the repayment is finished (money applied) or cancelled (claim
 * released) accordingly. Runs before any new charge of the order (card-service.ts), at
 * start-up and on a timer (app.ts). `afterMs` must exceed the provider call's own timeout,
 * so a charge still in flight is never taken for a lost one.
 */
export function chargeReconciler(
  repo: RepaymentRepository,
  providers: PaymentProviders,
  afterMs: number,
  log: Pick<Log, 'info' | 'warn'>,
) {
  async function resolve(record: Repayment, now: Date): Promise<Resolution> {
    const resolution = await settle(record, now);
    reconcilerFixes.inc({ resolution });
    return resolution;
  }

  async function settle(record: Repayment, now: Date): Promise<Resolution> {
    const provider = providers.named(record.provider);
    if (provider === null) {
      log.warn(
        { repaymentId: record.id, provider: record.provider },
        'a lost charge belongs to a provider no longer configured',
      );
      return 'unknown';
    }
    const status = await provider.chargeStatus(record.charge_ref);
    if (status === 'succeeded') {
      const done = await repo.completeRepayment(record.id, now);
      log.info(
        { repaymentId: record.id, orderId: record.order_id, applied: done?.applied ?? null },
        'reconciled a lost charge: the provider charged it, the money is applied',
      );
      return 'done';
    }
    if (status === 'failed') {
      await repo.failCharge(record.id, 'chargeLost', now);
      log.info(
        { repaymentId: record.id, orderId: record.order_id },
        'reconciled a lost charge: the provider never charged it, the payment is cancelled',
      );
      return 'failed';
    }
    log.warn({ repaymentId: record.id }, 'a lost charge is still unknown to the provider');
    return 'unknown';
  }

  /**
   * A hosted-page payment whose time is over and whose notification never came: the provider
   * is asked about its ref. Paid → applied through the same claim as the notification would
   * have (so a late notification is a duplicate); never paid → expired; unknown → next run.
   */
  async function settleGateway(record: Repayment, now: Date): Promise<Resolution> {
    const provider = providers.named(record.provider);
    if (provider === null || record.gateway_ref === null) return 'unknown';
    const status = await provider.chargeStatus(record.gateway_ref);
    if (status === 'failed') {
      await repo.closeRepayment(record.id, 'expired', 'expired', now);
      return 'failed';
    }
    if (status === 'unknown') return 'unknown';
    if ((await repo.claimCharge(record.id, now)) === 'claimed') {
      const done = await repo.completeRepayment(record.id, now);
      log.info(
        { repaymentId: record.id, orderId: record.order_id, applied: done?.applied ?? null },
        'reconciled a hosted-page payment whose notification was lost: the money is applied',
      );
      return 'done';
    }
    // Paid at the provider, and the order took another payment meanwhile.
    log.warn(
      { repaymentId: record.id, orderId: record.order_id, provider: record.provider },
      'a hosted-page payment was paid and not applied: refund it at the provider',
    );
    return 'unknown';
  }

  return {
    resolve,
    /** Whether a charging repayment has waited long enough to ask the provider. */
    isLost: (record: Repayment, now: Date): boolean =>
      record.charging_at !== null && now.getTime() - Date.parse(record.charging_at) >= afterMs,

    /** Resolves every lost charge; answers how many ended which way. */
    async run(now = new Date()): Promise<Record<Resolution, number>> {
      const counts: Record<Resolution, number> = { done: 0, failed: 0, unknown: 0 };
      for (const record of await repo.chargingSince(new Date(now.getTime() - afterMs))) {
        counts[await resolve(record, now)] += 1;
      }
      // A minute past the page's end, so a notification on its way is not overtaken.
      const ended = new Date(now.getTime() - afterMs);
      for (const record of await repo.gatewaysEndedBefore(ended, GATEWAY_BATCH)) {
        const resolution = await settleGateway(record, now);
        reconcilerFixes.inc({ resolution });
        counts[resolution] += 1;
      }
      return counts;
    },
  };
}

export type ChargeReconciler = ReturnType<typeof chargeReconciler>;
