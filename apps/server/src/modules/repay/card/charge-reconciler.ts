import type { Repayment } from '../../../db/schema.ts';
import { reconcilerFixes } from '../../../kernel/metrics.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import { chargeReference } from '../repayment-record.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';

export type Resolution = 'done' | 'failed' | 'unknown';

export interface ReconcileLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

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
  provider: PaymentProvider,
  afterMs: number,
  log: ReconcileLog,
) {
  async function resolve(record: Repayment, now: Date): Promise<Resolution> {
    const resolution = await settle(record, now);
    reconcilerFixes.inc({ resolution });
    return resolution;
  }

  async function settle(record: Repayment, now: Date): Promise<Resolution> {
    const status = await provider.chargeStatus(chargeReference(record.id));
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
      return counts;
    },
  };
}

export type ChargeReconciler = ReturnType<typeof chargeReconciler>;
