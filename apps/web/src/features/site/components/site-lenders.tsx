import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { LenderSites } from '../../../shared/ui/lender-sites.tsx';
import { siteHomePage } from '../api/offer-disclosure.ts';

/**
 * The home's lenders and grievance officer (decision 066): each lender whose products are
 * offered, with the links to its own website the RBI's Directions 2025 para 8(iv) ask for, and
 * the platform's own nodal grievance officer (para 11), from the customer-service answer.
 */
export function SiteLenders() {
  const { data } = usePageQuery(siteHomePage, 'contacts');
  if (data === undefined) return null;
  const route = data.grievance;
  const tel = telHref(route.officerPhone);
  const mail = mailtoHref(route.officerEmail);
  return (
    <>
      <LenderSites lenders={data.lenders} show="links" />
      {route.officerName !== '' && (
        <section aria-labelledby="site-officer" data-testid="site-officer">
          <h2 id="site-officer">{t('site.site.home.officerHeading')}</h2>
          <p>{route.officerName}</p>
          {mail && (
            <p>
              <a href={mail}>
                {t('site.legal.email')}: {route.officerEmail.trim()}
              </a>
            </p>
          )}
          {tel && (
            <p>
              <a href={tel}>
                {t('site.legal.phone')}: {route.officerPhone.trim()}
              </a>
            </p>
          )}
        </section>
      )}
    </>
  );
}
