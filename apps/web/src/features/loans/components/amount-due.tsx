import { useId } from 'react';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import styles from './amount-due.module.css';

export interface AmountDueFigures {
  amountDue: number;
  dueDate: string;
  daysLate: number;
  lateFee: number;
}

/**
 * What the borrower owes now, at the top of loan details (docs/screens.md "Loan details"):
 * the amount and its due date; once overdue, the days late and the late fee in it.
 * Nothing when nothing is owed.
 */
export function AmountDue({ figures }: { figures: AmountDueFigures }) {
  const titleId = useId();
  const { amountDue, dueDate, daysLate, lateFee } = figures;
  if (amountDue <= 0) return null;
  const market = region();
  const late = daysLate > 0;
  return (
    <section
      className={styles.due}
      data-late={late}
      aria-labelledby={titleId}
      data-testid="amount-due"
    >
      <h2 className={styles.label} id={titleId}>
        {t('loans.details.amountDue')}
      </h2>
      <p className={styles.amount} data-testid="amount-due-value">
        {formatMoney(market, amountDue)}
      </p>
      <dl className={styles.rows}>
        {dueDate && (
          <div className={styles.row}>
            <dt>{t('loans.details.dueDate')}</dt>
            <dd data-testid="due-date">{dueDate}</dd>
          </div>
        )}
        {late && (
          <div className={styles.row}>
            <dt>{t('loans.details.lateBy')}</dt>
            <dd className={styles.alert} data-testid="days-late">
              {t(daysLate === 1 ? 'loans.details.daysOne' : 'loans.details.daysOther', {
                n: daysLate,
              })}
            </dd>
          </div>
        )}
        {lateFee > 0 && (
          <div className={styles.row}>
            <dt>{t('loans.details.lateFee')}</dt>
            <dd data-testid="late-fee">{formatMoney(market, lateFee)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
