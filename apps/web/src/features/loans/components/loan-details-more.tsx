import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { Slices } from '../../../shared/hydration-slices.tsx';
import { LoanAutopay } from './loan-autopay.tsx';
import { LoanClosing } from './loan-closing.tsx';
import { LoanDocuments } from './loan-documents.tsx';
import { LoanExit } from './loan-exit.tsx';
import { LoanReminders } from './loan-reminders.tsx';
import { OrderConsents } from './order-consents.tsx';
import { StatementLink } from './statement-link.tsx';

type Order = ResponseOf<typeof loanDetails>;

/**
 * Loan details' cards under the order: the exit and the payoff, the documents, the consents,
 * the statement and the reminders. One chunk the page does not wait for (loan-details.tsx),
 * each card hydrated in a task of its own (hydration-slices.tsx).
 */
export function LoanDetailsMore({ order }: { order: Order }) {
  return (
    <Slices>
      <LoanExit order={order} />
      <LoanClosing order={order} />
      <LoanDocuments orderId={order.orderId} />
      <OrderConsents orderId={order.orderId} />
      <StatementLink order={order} />
      <LoanReminders order={order} />
      <LoanAutopay order={order} />
    </Slices>
  );
}
