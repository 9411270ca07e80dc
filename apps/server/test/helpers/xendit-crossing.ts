import { expect } from 'vitest';
import { accountReconciler } from '../../src/modules/repay/settlement/account-reconciler.ts';
import { accountRepository } from '../../src/modules/repay/va/account-repository.ts';
import { paymentProviders } from '../../src/providers/configured.ts';
import { xenditProvider } from '../../src/providers/xendit/xendit-provider.ts';
import { deliveredTo, type ProviderDelivery } from './provider-stand-ins.ts';
import type { TestApp } from './test-app.ts';

const silent = { info: () => {}, warn: () => {} };

/**
 * A v3 payment request's callback and the reconciler's status query at the same moment (QRIS,
 * e-wallets): what each of them did, sorted — one must apply the money, the other find it done.
 */
export async function crossCallbackAndQuery(
  t: TestApp,
  bill: { expiresAt: string },
  callback: ProviderDelivery,
): Promise<string[]> {
  const reconciler = accountReconciler(
    accountRepository(t.db),
    paymentProviders({ IN: null, ID: xenditProvider(t.config.xendit!) }),
    t.config.chargeReconcileAfterMs,
    silent,
  );
  const ended = new Date(Date.parse(bill.expiresAt) + t.config.chargeReconcileAfterMs + 1000);
  const [found, answer] = await Promise.all([
    reconciler.run(ended),
    deliveredTo(t, 'xendit', callback),
  ]);
  expect(answer.status).toBe(200);
  return [found === 1 ? 'applied' : 'duplicate', (answer.data as { result: string }).result].sort();
}
