import { t } from '../../../shared/i18n.ts';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { LenderSites } from '../../../shared/ui/lender-sites.tsx';
import { siteHomePage } from '../api/offer-disclosure.ts';
import { ContactLink } from '../legal/contact-link.tsx';

/**
 * The home's lenders and grievance officer (decision 066): each lender whose products are
 * offered, with the links to its own website the RBI's Directions 2025 para 8(iv) ask for, and
 * the platform's own nodal grievance officer (para 11), from the customer-service answer.
 */
export function SiteLenders() {
  const { data } = usePageQuery(siteHomePage, 'contacts');
  if (data === undefined) return null;
  const route = data.grievance;
  return (
    <>
      <LenderSites lenders={data.lenders} show="links" />
      {route.officerName !== '' && (
        <section aria-labelledby="site-officer" data-testid="site-officer">
          <h2 id="site-officer">{t('site.site.home.officerHeading')}</h2>
          <p>{route.officerName}</p>
          <ContactLink kind="email" value={route.officerEmail} paragraph />
          <ContactLink kind="phone" value={route.officerPhone} paragraph />
        </section>
      )}
    </>
  );
}
