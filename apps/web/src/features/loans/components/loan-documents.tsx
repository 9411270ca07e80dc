import { formatMoment } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useLoanDocuments } from '../api/loan-documents.ts';
import list from '../../../shared/ui/rows.module.css';
import styles from './signed-document.module.css';

/**
 * The order's documents given at signing (docs/screens.md "Loan details", decision 059): each
 * a real link the WebView's download manager saves (the server answers with
 * Content-Disposition; no blob: address, no token in it), its verification code, and the
 * public check. Nothing shows until there are documents: an order from before, or a read
 * that failed, leaves the page as it was.
 */
export function LoanDocuments({ orderId }: { orderId: number }) {
  const { data } = useLoanDocuments(orderId);
  if (data === undefined || data.documents.length === 0) return null;
  const market = region();
  return (
    <TitledCard title={t('loans.documents.title')} data-testid="loan-documents">
      <ul className={list.rows}>
        {data.documents.map((d) => (
          <li key={d.id} className={list.row} data-kind={d.kind}>
            <a className={styles.download} href={d.downloadUrl} download={d.fileName}>
              {t('loans.documents.download', { title: d.title })}
            </a>
            <span className={list.muted}>
              {t('loans.documents.issued', { time: formatMoment(market, d.issuedAt, locale()) })}
            </span>
            <span className={list.muted}>
              {t('loans.documents.code')}{' '}
              <span className={styles.code} data-testid="document-code">
                {d.code}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <a className={styles.verify} href={data.verifyUrl}>
        {t('loans.documents.verify')}
      </a>
    </TitledCard>
  );
}
