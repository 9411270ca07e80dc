import { formatDate } from '@tenor/contract/format';
import { OFFER_ORDER_SINCE } from '@tenor/contract/offer-order';
import { locale } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { siteHomePage } from '../api/offer-disclosure.ts';

/**
 * "How offers are ordered" on the public home (decision 069; RBI Digital Lending Directions
 * 2025 para 6(ii) and 6(iv)): the matching rule and the metric the server orders offers by
 * (`orderedBy`, from `compareOffers` in the contract), published before anyone applies, with
 * the day it took effect.
 */
export function SiteOfferOrder() {
  const { data } = usePageQuery(siteHomePage, 'facts');
  if (data === undefined) return null;
  return (
    <section aria-labelledby="site-offer-order" data-testid="site-offer-order">
      <h2 id="site-offer-order">{t('site.site.home.orderHeading')}</h2>
      <p>
        {t(data.orderedBy === 'apr' ? 'site.site.home.orderApr' : 'site.site.home.orderCostPerDay')}
      </p>
      <p className="muted">
        {t('site.site.home.orderSince', {
          date: formatDate(data.region, OFFER_ORDER_SINCE, locale()),
        })}
      </p>
    </section>
  );
}
