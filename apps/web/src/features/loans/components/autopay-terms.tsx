import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import styles from './autopay.module.css';

type Terms = NonNullable<AutopayView['terms']>;

/** What the borrower approves: the most one debit takes, how often, until when. */
export function TermsCard({ terms }: { terms: Terms }) {
  const market = region();
  return (
    <Card>
      <h2 className={styles.heading}>{t('loans.autopay.termsTitle')}</h2>
      <DetailRows
        testId="autopay-terms"
        rows={[
          {
            text: t('loans.autopay.maxAmount'),
            value: formatMoney(market, terms.maxAmount),
            testId: 'autopay-max',
          },
          { text: t('loans.autopay.frequency'), value: t('loans.autopay.frequencyValue') },
          {
            text: t('loans.autopay.endsOn'),
            value: formatDate(market, terms.endsAt, locale()),
            testId: 'autopay-ends',
          },
          {
            text: t('loans.autopay.nextDebit'),
            value:
              terms.nextDueAt === null || terms.nextAmount === null
                ? null
                : t('loans.autopay.nextDebitValue', {
                    amount: formatMoney(market, terms.nextAmount),
                    date: formatDate(market, terms.nextDueAt, locale()),
                  }),
          },
        ]}
      />
    </Card>
  );
}
