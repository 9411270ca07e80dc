import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { autopayQuery } from './autopay.ts';
import { orderKfsQuery } from './consent-ledger.ts';
import { closingOf, closureQuery, payoffQuery } from './loan-closing.ts';
import { loanDocumentsQuery } from './loan-documents.ts';
import { paidOut, reminderNoticesQuery } from './reminders.ts';

type Order = ResponseOf<typeof loanDetails>;

/**
 * What the cards under the order read (loan-details-more.tsx), each as its card reads it: the
 * payoff quote or the certificate, the documents, the KFS, the reminders sent, AutoPay.
 */
export function belowTheOrder({ order }: { order: Order }) {
  const { orderId } = order;
  const closing = closingOf(order);
  return {
    documents: loanDocumentsQuery(orderId),
    kfs: orderKfsQuery(orderId),
    autopay: autopayQuery(orderId),
    ...(closing === 'payoff' ? { payoff: payoffQuery(orderId) } : {}),
    ...(closing === 'closure' ? { closure: closureQuery(orderId) } : {}),
    ...(paidOut(order) ? { reminders: reminderNoticesQuery(orderId) } : {}),
  };
}
