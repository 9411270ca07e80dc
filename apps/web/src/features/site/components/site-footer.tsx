import { Link } from 'react-router';
import { config } from '../../../lib/config.ts';
import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';
import { siteLanguage, siteLink } from '../site-language.ts';
import styles from './site.module.css';

/** A configured phone or address as a link when it is a valid one, else as text (never a broken link). */
function MaybeLink({ href, children }: { href: string | undefined; children: string }) {
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

/** Customer service, the lender's details and the other pages, from the market's configuration. */
export function SiteFooter() {
  const { region } = siteLanguage();
  const support = config.support[region];
  const company = config.company[region];
  const links = [
    { to: siteLink('siteContact'), label: t('site.site.footer.contact') },
    { to: siteLink('siteLoan'), label: t('site.site.footer.loan') },
    { to: siteLink('sitePolicy'), label: t('site.site.home.agreementMore') },
    { to: siteLink('siteUser'), label: t('site.site.footer.user') },
    { to: siteLink('privacyPolicy'), label: t('site.site.footer.privacyPolicy') },
    { to: siteLink('loanTerms'), label: t('site.site.footer.loanTerms') },
    { to: siteLink('aboutUs'), label: t('site.site.footer.aboutApp') },
  ];
  return (
    <footer className={styles.footer}>
      <section aria-labelledby="site-footer-contact">
        <h2 id="site-footer-contact">{t('site.site.footer.contactHeading')}</h2>
        <dl>
          {support.phone && (
            <div>
              <dt>{t('site.site.footer.phone')}</dt>
              <dd>
                <MaybeLink href={telHref(support.phone)}>{support.phone}</MaybeLink>
              </dd>
            </div>
          )}
          {support.email && (
            <div>
              <dt>{t('site.site.footer.email')}</dt>
              <dd>
                <MaybeLink href={mailtoHref(support.email)}>{support.email}</MaybeLink>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section aria-labelledby="site-footer-company">
        <h2 id="site-footer-company">{t('site.site.footer.companyHeading')}</h2>
        <p>{company.name}</p>
        {company.address && <address>{company.address}</address>}
        {company.registration.length > 0 && (
          <ul role="list" aria-label={t('site.site.footer.registration')}>
            {company.registration.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
        )}
      </section>
      <nav aria-labelledby="site-footer-links">
        <h2 id="site-footer-links">{t('site.site.footer.linksHeading')}</h2>
        <ul role="list" className={styles.footerLinks}>
          {links.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
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
