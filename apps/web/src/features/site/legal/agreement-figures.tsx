import { useId } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanAgreement } from '@tenor/contract/endpoints/loans';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import styles from './legal.module.css';

type Figures = NonNullable<ResponseOf<typeof loanAgreement>['figures']>;

/** The borrower's own numbers for this product: their latest order, or today's quote. */
export function AgreementFigures({ figures }: { figures: Figures }) {
  const headingId = useId();
  const market = region();
  const money = (n: number) => formatMoney(market, n);
  const term = t(figures.termUnit === 'month' ? 'site.legal.termMonths' : 'site.legal.termDays', {
    n: figures.periods,
  });
  return (
    <Card aria-labelledby={headingId} className={styles.figures} data-testid="agreement-figures">
      <h2 id={headingId} className={styles.heading}>
        {t(figures.source === 'order' ? 'site.legal.figuresOrder' : 'site.legal.figuresQuote')}
      </h2>
      <p className="muted">
        {figures.source === 'order'
          ? t('site.legal.figuresOrderNote', { orderNo: figures.orderNo })
          : t('site.legal.figuresQuoteNote')}
      </p>
      <DetailRows
        rows={[
          { text: t('site.legal.amount'), value: money(figures.amount) },
          { text: t('site.legal.term'), value: term },
          { text: t('site.legal.fee'), value: money(figures.fee) },
          { text: t('site.legal.received'), value: money(figures.received) },
          { text: t('site.legal.interest'), value: money(figures.interest) },
          {
            text: t('site.legal.totalRepay'),
            value: money(figures.totalRepay),
            testId: 'agreement-total',
          },
          {
            text: t('site.legal.dueDate'),
            value: figures.dueOn
              ? formatDate(market, figures.dueOn, locale())
              : t('site.legal.dueLater'),
          },
        ]}
      />
    </Card>
  );
}
