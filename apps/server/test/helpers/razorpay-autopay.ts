/**
 * What the tests of automatic repayment through Razorpay's stand-in share (decisions 072, 078):
 * the job as every instance runs it, webhook delivery, the order's mandate and debit rows, and
 * Razorpay's clock moved to the test's fake moment.
 */
import { orderRepository } from '../../src/domain/orders/order-repository.ts';
import { productRepository } from '../../src/domain/products/repository.ts';
import { mandateRepository } from '../../src/modules/repay/mandate/mandate-repository.ts';
import { mandateService } from '../../src/modules/repay/mandate/mandate-service.ts';
import { repaymentRepository } from '../../src/modules/repay/repayment-repository.ts';
import { providersFor } from '../../src/providers/configured.ts';
import { deliverWebhook, type ProviderStandIns } from './provider-stand-ins.ts';
import type { TestApp } from './test-app.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function razorpayAutopay(t: TestApp, stand: ProviderStandIns) {
  /** Razorpay's clock moved to `at` (it refuses a debit before the notice's `payment_after`). */
  let moved = 0;
  return {
    /** The job as every instance runs it, against this app's database and providers. */
    job() {
      const providers = providersFor(t.config, t.db, silent);
      return mandateService({
        repo: mandateRepository(t.db),
        repayments: repaymentRepository(t.db),
        reads: { orders: orderRepository(t.db), products: productRepository(t.db) },
        providers: providers.payment,
        sms: providers.sms,
        brand: 'Tenor',
        origin: 'https://app.tenor.test',
        log: silent,
        afterPayment: () => Promise.resolve(),
      });
    },
    deliver: async (webhook: { body: string; headers: Record<string, string> }) =>
      (await deliverWebhook(t, 'razorpay', webhook)).statusCode,
    mandateRow: (orderId: number) =>
      t.db
        .selectFrom('mandates')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    debitsOf: (orderId: number) =>
      t.db
        .selectFrom('repayments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('gateway_method', '=', 'autopay')
        .execute(),
    clockAt(at: Date) {
      const delta = Math.floor((at.getTime() - Date.now()) / 1000) - moved;
      stand.razorpay.advance(delta);
      moved += delta;
    },
  };
}
