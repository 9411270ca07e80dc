/**
 * What Xendit's two auto-debit rails (decisions 076, 081) are tested for alike: a debit whose
 * capture callback crosses the follow-up's status query is applied once and never asked for
 * again; a debit the provider declines closes its repayment and the borrower gets an SMS with
 * the amount and the one-off rails (QRIS among them).
 */
import { expect } from 'vitest';
import { formatMoney } from '@tenor/contract/format';
import { deliverWebhook, type ProviderStandIns } from './provider-stand-ins.ts';
import { razorpayAutopay } from './razorpay-autopay.ts';
import { planOf } from './repay.ts';
import type { TestApp } from './test-app.ts';
import { marketTime } from './market-time.ts';

const MINUTE = 60_000;

type Job = ReturnType<ReturnType<typeof razorpayAutopay>['job']>;

export function xenditAutopay(t: TestApp, stand: ProviderStandIns) {
  const { debitsOf } = razorpayAutopay(t, stand);
  return {
    /**
     * The provider takes the money (`callback`, the capture it posts) while the follow-up asks
     * about the debit at `later` + 30 min: applied once, the webhook a duplicate, and no debit
     * asked for again at `later` + 90 min (`made` counts the provider's debits under the ref).
     */
    async crossedOnce(
      svc: Job,
      orderId: number,
      later: Date,
      callback: unknown,
      made: () => number,
    ) {
      await svc.run(new Date(later.getTime() + 30 * MINUTE));
      const webhook = await deliverWebhook(t, 'xendit', stand.xendit.callback(callback));
      expect(webhook.statusCode).toBe(200);
      expect(webhook.json().data.result).toBe('duplicate');
      const paid = await debitsOf(orderId);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ status: 'done' });
      expect((await planOf(t, orderId)).filter((p) => p.status === 'paid').length).toBeGreaterThan(
        0,
      );
      // Never twice for the period: later runs make no request.
      await svc.run(new Date(later.getTime() + 90 * MINUTE));
      expect(made()).toBe(1);
    },

    /**
     * Announced on the Tuesday before the due day `due`, the debit declined (`failNext` told
     * the provider): the repayment closes and the SMS says how much and how to pay instead.
     */
    async declinedFallsBack(
      svc: Job,
      orderId: number,
      notice: string,
      due: string,
      total: number,
      failNext: () => void,
    ) {
      expect((await svc.run(marketTime('ID', notice, '10:00'))).notices).toBe(1);
      failNext();
      expect((await svc.run(marketTime('ID', due, '09:00'))).debits).toBe(1);
      const [failed] = await debitsOf(orderId);
      expect(failed).toMatchObject({ status: 'cancelled', closed_reason: 'autopayFailed' });
      const fallback = stand.sms.sent.at(-1)!;
      expect(fallback.text).toContain(formatMoney('ID', total));
      expect(fallback.text).toContain('QRIS');
      return fallback.text;
    },
  };
}
