import { config } from '../../../lib/config.ts';
import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';
import { lenderKnown, supportKnown } from '../legal/company-block.tsx';
import { siteLanguage } from '../site-language.ts';
import { SiteLinks } from './site-links.tsx';
import styles from './site.module.css';

/**
 * A configured phone or address under its term: a link when it is a valid one, else text
 * (never a broken link); nothing when none is configured.
 */
function ContactRow({
  term,
  value,
  href,
}: {
  term: string;
  value: string;
  href: string | undefined;
}) {
  if (!value) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{href ? <a href={href}>{value}</a> : value}</dd>
    </div>
  );
}

/** Customer service, the lender's details and the other pages, from the market's configuration. */
export function SiteFooter() {
  const { region } = siteLanguage();
  const support = config.support[region];
  const company = config.company[region];
  const links = [
    ['siteContact', t('site.site.footer.contact')],
    ['siteLoan', t('site.site.footer.loan')],
    ['sitePolicy', t('site.site.home.agreementMore')],
    ['siteUser', t('site.site.footer.user')],
    ['privacyPolicy', t('site.site.footer.privacyPolicy')],
    ['loanTerms', t('site.site.footer.loanTerms')],
    ['aboutUs', t('site.site.footer.aboutApp')],
  ] as const;
  return (
    <footer className={styles.footer}>
      {supportKnown(region) && (
        <section aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact">{t('site.site.footer.contactHeading')}</h2>
          <dl>
            <ContactRow
              term={t('site.site.footer.phone')}
              value={support.phone}
              href={telHref(support.phone)}
            />
            <ContactRow
              term={t('site.site.footer.email')}
              value={support.email}
              href={mailtoHref(support.email)}
            />
          </dl>
        </section>
      )}
      {lenderKnown(region) && (
        <section aria-labelledby="site-footer-company">
          <h2 id="site-footer-company">{t('site.site.footer.companyHeading')}</h2>
          {company.name && <p>{company.name}</p>}
          {company.address && <address>{company.address}</address>}
          {company.registration.length > 0 && (
            <ul role="list" aria-label={t('site.site.footer.registration')}>
              {company.registration.map((number) => (
                <li key={number}>{number}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <nav aria-labelledby="site-footer-links">
        <h2 id="site-footer-links">{t('site.site.footer.linksHeading')}</h2>
        <SiteLinks links={links} className={styles.footerLinks} />
      </nav>
      <p className={styles.copyright}>
        {t('site.site.footer.copyright', {
          year: new Date().getFullYear(),
          company: company.name || config.appName,
        })}
      </p>
    </footer>
  );
}
