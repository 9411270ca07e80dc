/**
 * What the provider is told once a payment has committed: asks
 * to issue an account whose answer was lost are looked for first (account-intents.ts), so one
 * found and not wanted is closed in the same run; the accounts closed here are
 * closed there (close-stale.ts), so are the hosted pages of repayments it cancelled, and money that arrived and was not applied is refunded
 * (account-repository.ts `recordNotification`). Runs after every payment and on the
 * reconciler's timer, so a provider that failed to answer is asked again; both calls are
 * idempotent at the provider (a closed account stays closed, a refund reference is paid once):
 * each refund's reference is made once with its row and sent again on every try (provider-keys.ts).
 */
import type { PaymentProvider, RefundRequest } from '../../../providers/payment-provider.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import type { AccountIntents } from '../va/account-intents.ts';
import type { AccountRepository } from '../va/account-repository.ts';
import type { Log } from '../../../kernel/log.ts';

/** Rows handled per run: a backlog is worked through over the following runs. */
const BATCH = 50;

/** A refund still to be taken (`payment_refunds` or `gateway_refunds`, with its payment's id). */
interface PendingRefund {
  id: number;
  order_id: number;
  amount: number;
  reference: string;
  event_id: string;
}

export function providerFollowUp(
  repo: AccountRepository,
  repayments: RepaymentRepository,
  provider: PaymentProvider,
  log: Pick<Log, 'info' | 'warn'>,
  /** The asks to issue an account (the app's); absent where none are kept. */
  intents?: Pick<AccountIntents, 'recover'>,
) {
  /**
   * A hosted page left open when the order was settled another way is stopped, so nobody pays
   * it for a loan that owes nothing (a payment that still arrives is refunded).
   */
  async function stopPages(now: Date): Promise<void> {
    for (const record of await repayments.gatewaysToStop(provider.name, BATCH)) {
      try {
        // False: paid meanwhile; its notification brings the money back through a refund.
        await provider.cancelGateway(record.gateway_ref ?? '');
        await repayments.markGatewayStopped(record.id, now);
      } catch (err) {
        log.warn({ err, repaymentId: record.id }, 'the provider did not stop a hosted page');
      }
    }
  }

  async function closeAccounts(now: Date): Promise<void> {
    for (const account of await repo.closingAccounts(provider.name, BATCH, now)) {
      try {
        await provider.closeAccount(account.account_no, account.provider_ref);
        await repo.markClosedAtProvider(account.id, now);
      } catch (err) {
        log.warn({ err, accountId: account.id }, 'the provider did not close an account');
      }
    }
  }

  /**
   * Asks the provider to take each refund once more, and records what it answered: the refund's
   * reference, the payment it gives back (`event_id`) and where that was paid (`paidInto`).
   */
  async function giveBack<R extends PendingRefund>(
    now: Date,
    rows: R[],
    paidInto: (row: R) => string,
    mark: (id: number, refunded: boolean, now: Date) => Promise<void>,
    what: string,
  ): Promise<void> {
    for (const row of rows) {
      const request: RefundRequest = {
        reference: row.reference,
        accountNo: paidInto(row),
        eventId: row.event_id,
        amount: row.amount,
      };
      let refunded = false;
      try {
        refunded = await provider.refund(request);
      } catch (err) {
        log.warn({ err, refund: request.reference }, 'the provider did not take a refund');
      }
      await mark(row.id, refunded, now);
      if (refunded) {
        log.info(
          { refund: request.reference, orderId: row.order_id, amount: row.amount },
          `refunded ${what}`,
        );
      }
    }
  }

  const refund = async (now: Date) =>
    giveBack(
      now,
      await repo.pendingRefunds(provider.name, BATCH),
      (row) => row.account_no,
      repo.markRefund,
      'money that was not applied',
    );

  const refundPages = async (now: Date) =>
    giveBack(
      now,
      await repayments.pendingGatewayRefunds(provider.name, BATCH),
      (row) => row.gateway_ref ?? '',
      repayments.markGatewayRefund,
      'a hosted-page payment that was not applied',
    );

  return {
    /** Never throws: a failure is logged and tried again on the next run. */
    async run(now = new Date()): Promise<void> {
      try {
        await intents?.recover(provider, now);
        await closeAccounts(now);
        await stopPages(now);
        await refund(now);
        await refundPages(now);
      } catch (err) {
        log.warn({ err }, 'payment follow-up failed');
      }
    },
  };
}

export type ProviderFollowUp = ReturnType<typeof providerFollowUp>;
