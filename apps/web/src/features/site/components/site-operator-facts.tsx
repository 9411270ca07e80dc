import { formatDate, formatPercent } from '@tenor/contract/format';
import { locale } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { siteHomePage } from '../api/offer-disclosure.ts';

/**
 * Indonesia's home: "{operator} berizin dan diawasi oleh OJK ({licence})" and the latest TKB90
 * with the day it was measured (decision 057; decision 054 Indonesia 5 and 12). The figure is
 * the server's (the `funding_performance` table); nothing shows in India or without it.
 */
export function SiteOperatorFacts() {
  const { data } = usePageQuery(siteHomePage, 'facts');
  if (data === undefined || data.region !== 'ID') return null;
  const { operator, performance } = data;
  if (operator.licence === '' && performance === null) return null;
  return (
    <section aria-label={t('site.site.home.ojkLabel')} data-testid="site-ojk">
      {operator.licence !== '' && (
        <p data-testid="site-ojk-licence">
          <strong>
            {t('site.site.home.ojkLicensed', { name: operator.name, licence: operator.licence })}
          </strong>
        </p>
      )}
      {performance !== null && (
        <p data-testid="site-tkb90">
          {t('site.site.home.tkb90', {
            rate: formatPercent('ID', performance.tkb90Bps),
            date: formatDate('ID', performance.asOf, locale()),
          })}{' '}
          {t('site.site.home.tkb90Hint')}
        </p>
      )}
    </section>
  );
}
