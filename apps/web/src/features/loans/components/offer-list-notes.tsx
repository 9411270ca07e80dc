import { formatDate, formatPercent } from '@tenor/contract/format';
import type { OfferDisclosureInfo } from '@tenor/contract/offer';
import { locale } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import styles from './offer-list-notes.module.css';
import { RiskStatement } from '../../../shared/ui/risk-statement.tsx';

/**
 * Above the offers (decision 057): in Indonesia the operator's OJK licence with "berizin dan
 * diawasi oleh OJK", its latest TKB90 and its day, and OJK's risk warning; in both markets the
 * one line "How offers are ordered" that opens on the matching rule and the metric, and the
 * lenders with no offer for this borrower (Directions 2025 para 6(i)). Nothing while it loads
 * or when it failed: the offers never wait for it.
 */
export function OfferListNotes({ info }: { info: OfferDisclosureInfo | undefined }) {
  if (info === undefined) return null;
  const { region, operator, performance } = info;
  return (
    <div className={styles.notes} data-testid="offer-list-notes">
      {region === 'ID' && operator.licence !== '' && (
        <p className={styles.licence} data-testid="ojk-licence">
          {t('loans.offerList.licensed', { name: operator.name, licence: operator.licence })}
        </p>
      )}
      {performance !== null && (
        <p data-testid="tkb90">
          <strong>
            {t('loans.offerList.tkb90', {
              rate: formatPercent(region, performance.tkb90Bps),
              date: formatDate(region, performance.asOf, locale()),
            })}
          </strong>{' '}
          <span className="muted">{t('loans.offerList.tkb90Hint')}</span>
        </p>
      )}
      <details className={styles.ordering} data-testid="offer-ordering">
        <summary>{t('loans.offerList.howOrdered')}</summary>
        <p>
          {t(
            info.orderedBy === 'apr'
              ? 'loans.offerList.orderedApr'
              : 'loans.offerList.orderedCostPerDay',
          )}
        </p>
      </details>
      {info.unmatchedLenders.length > 0 && (
        <p className="muted" data-testid="unmatched-lenders">
          {t('loans.offerList.unmatched', { names: info.unmatchedLenders.join(', ') })}
        </p>
      )}
      {region === 'ID' && (
        <>
          <p className={styles.risk} data-testid="ojk-risk">
            {t('loans.offerList.risk')}
          </p>
          <RiskStatement area="loans" />
        </>
      )}
    </div>
  );
}
