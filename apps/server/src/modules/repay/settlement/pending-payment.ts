/**
 * Starting one way to pay never blocks another (docs/repayment-operations.md "Switching
 * ways to pay"): a pending card or gateway payment of the order that nobody is charging — a
 * hosted page the borrower left with Back, an SMS code never typed — is cancelled when the
 * borrower starts another one, at the provider first for a hosted page. Only a payment being
 * charged right now, or a hosted page the provider can no longer stop, is refused (800005),
 * with what is pending and until when.
 */
import { codes } from '@tenor/contract/envelope';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import type { Repayment } from '../../../db/schema.ts';
import { type AppError, refusalIn } from '../../../http/app-error.ts';
import { type Lang } from '../../../i18n.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import { copy } from '../copy.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';

function methodName(record: Repayment, lang: Lang): string {
  if (record.channel === 'card') return copy(lang, 'methodSavedCard');
  return copy(
    lang,
    record.gateway_method === 'netbanking' ? 'gatewayNetbanking' : 'gatewayDebitCard',
  );
}

/** 800005 saying which payment is still going on, and until when. */
function stillPending(record: Repayment, region: Region, lang: Lang): AppError {
  const params = {
    method: methodName(record, lang),
    amount: formatMoney(region, record.amount),
    time: formatMoment(region, record.expires_at),
  };
  const key = record.charging_at === null ? 'paymentPending' : 'paymentCharging';
  return refusalIn(lang, codes.repeatPayment, copy.later(key, params), 409);
}

/**
 * Cancels the order's pending payment unless `keep` says it is the one being asked for
 * again; throws 800005 when it cannot be stopped.
 */
export async function releasePending(
  deps: { repo: RepaymentRepository; providers: PaymentProviders },
  order: { id: number; region: Region },
  keep: (pending: Repayment) => boolean,
  lang: Lang,
  now: Date,
): Promise<void> {
  const pending = await deps.repo.pendingRepayment(order.id);
  if (pending === undefined || keep(pending)) return;
  // Past its time it is expired by the next start (repository `startRepayment`).
  if (Date.parse(pending.expires_at) <= now.getTime() && pending.charging_at === null) return;
  if (pending.charging_at !== null) throw stillPending(pending, order.region, lang);
  // The hosted page is stopped at the provider that opened it.
  const opener = pending.gateway_ref === null ? null : deps.providers.named(pending.provider);
  if (
    pending.gateway_ref !== null &&
    (opener === null || !(await opener.cancelGateway(pending.gateway_ref)))
  ) {
    throw stillPending(pending, order.region, lang);
  }
  // Claimed for a charge meanwhile: it is going on, not abandoned.
  if (!(await deps.repo.closeRepayment(pending.id, 'cancelled', 'methodChanged', now))) {
    throw stillPending(pending, order.region, lang);
  }
}
