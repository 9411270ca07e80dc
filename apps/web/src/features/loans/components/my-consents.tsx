import type { ConsentRow } from '@tenor/contract/consent';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PrivacyNoticeLink } from '../../../shared/ui/privacy-notice-link.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { myConsentsPage } from '../api/consent-ledger.ts';
import list from '../../../shared/ui/rows.module.css';

const term = (r: ConsentRow) =>
  t(r.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays', {
    n: r.periods,
  });

/** One ledger row: what happened and when, then what it was about. */
function ConsentItem({ row }: { row: ConsentRow }) {
  const market = region();
  const lines = [
    [row.productName, row.orderNo && t('loans.consents.order', { no: row.orderNo })]
      .filter(Boolean)
      .join(' · '),
    row.amount > 0 ? `${formatMoney(market, row.amount)} · ${term(row)}` : '',
    row.document &&
      (row.version
        ? `${row.document} · ${t('loans.consents.version', { version: row.version })}`
        : row.document),
    row.kfsNo && t('loans.consents.kfsNo', { no: row.kfsNo }),
    row.digest && t('loans.consents.digest', { digest: row.digest }),
    row.deviceId && t('loans.consents.device', { device: row.deviceId }),
  ].filter((line) => line !== '');
  return (
    <li className={list.row} data-testid="consent-row" data-kind={row.kind}>
      <span className={list.head}>
        <span className={list.name}>{t(`loans.consents.kinds.${row.kind}`)}</span>
        <time dateTime={row.at} className={list.muted}>
          {formatMoment(market, row.at, locale())}
        </time>
      </span>
      {lines.map((line) => (
        <span key={line} className={list.muted}>
          {line}
        </span>
      ))}
      {row.privacyVersion && (
        <PrivacyNoticeLink className={list.muted} version={row.privacyVersion} />
      )}
    </li>
  );
}

/** `/myConsents` — docs/screens.md "My consents": the borrower's consent ledger (decision 056). */
export function MyConsents() {
  return (
    <PageRoute query={pageQuery(myConsentsPage, 'consents')} title={t('loans.consents.title')}>
      {(_, rows) =>
        rows.length === 0 ? (
          <EmptyState title={t('loans.consents.empty')} />
        ) : (
          <Stack tight>
            <p className="muted">{t('loans.consents.intro')}</p>
            <PrivacyNoticeLink />
            <Card>
              <ol className={list.rows} data-testid="consent-rows">
                {[...rows].reverse().map((row) => (
                  <ConsentItem key={row.id} row={row} />
                ))}
              </ol>
            </Card>
          </Stack>
        )
      }
    </PageRoute>
  );
}
