import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { autopayQuery } from '../api/autopay.ts';
import { debitLine, MandateRows, mandateReason } from './autopay-view.tsx';
import styles from './autopay.module.css';
import { OrderPageLink } from './order-page-link.tsx';

type Order = ResponseOf<typeof loanDetails>;

/**
 * Loan details' AutoPay card (decisions 072, 076, 078: UPI AutoPay or e-NACH in India, a linked
 * e-wallet in Indonesia): the mandate's state and its latest notice or debit, and the way to
 * set it up or manage it on its own page. Nothing for a loan that neither has a mandate nor
 * can take one.
 */
export function LoanAutopay({ order }: { order: Order }) {
  const { data } = useQuery(autopayQuery(order.orderId));
  if (data === undefined || (data.mandate === null && !data.offered)) return null;
  const mandate = data.mandate;
  const reason = mandate === null ? null : mandateReason(mandate);
  return (
    <Card data-testid="loan-autopay">
      <h2 className={styles.heading}>{t('loans.autopay.title')}</h2>
      {mandate === null ? (
        <p className="muted">
          {t(region() === 'ID' ? 'loans.autopay.wallet.pitch' : 'loans.autopay.pitch')}
        </p>
      ) : (
        <MandateRows mandate={mandate} testIdPrefix="loan-autopay" />
      )}
      {reason !== null && <p className="muted">{reason}</p>}
      {data.debit !== null && (
        <p data-testid="loan-autopay-debit">{debitLine(data.debit, mandate?.method)}</p>
      )}
      <OrderPageLink page="autopay" order={order}>
        {t(data.offered ? 'loans.autopay.setUpLink' : 'loans.autopay.manage')}
      </OrderPageLink>
    </Card>
  );
}
