/**
 * A notification can be lost for good (a provider gives up redelivering after a day). Once an
 * account's time is over, and a grace period after it, the provider is asked once what was paid
 * into it; each payment it lists goes through the same recording as its notification would
 * have (account-repository.ts `recordNotification`), so one that did arrive is a duplicate and
 * one that arrives later too. Providers that cannot list an account's payments are not asked.
 */
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { Log } from '../../../kernel/log.ts';
import type { AccountRepository } from '../va/account-repository.ts';

/** Accounts asked about per provider and run: a backlog is worked through over the next runs. */
const BATCH = 50;

export function accountReconciler(
  repo: AccountRepository,
  providers: PaymentProviders,
  afterMs: number,
  log: Pick<Log, 'info' | 'warn'>,
) {
  return {
    /** How many payments it found that had not been notified. Never throws. */
    async run(now = new Date()): Promise<number> {
      let found = 0;
      const before = new Date(now.getTime() - afterMs);
      for (const provider of providers.all) {
        if (provider.paymentsInto === undefined) continue;
        for (const account of await repo.endedUnasked(provider.name, before, BATCH)) {
          try {
            const payments = await provider.paymentsInto(account.account_no, account.provider_ref);
            for (const payment of payments ?? []) {
              const result = await repo.recordNotification(provider.name, payment, now);
              if (result.kind !== 'recorded') continue;
              found += 1;
              log.info(
                { accountId: account.id, eventId: payment.eventId, refund: result.refund ?? null },
                'reconciled a payment whose notification never came',
              );
            }
            await repo.markAsked(account.id, now);
          } catch (err) {
            log.warn({ err, accountId: account.id }, 'the provider was not asked about an account');
          }
        }
      }
      return found;
    },
  };
}
