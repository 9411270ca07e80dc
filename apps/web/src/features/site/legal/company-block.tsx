import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';
import styles from './legal.module.css';

/** Who the reader deals with: the lender of their market and its support contacts. */
export function CompanyBlock() {
  const market = region();
  const company = config.company[market];
  const support = config.support[market];
  const tel = telHref(support.phone);
  const mail = mailtoHref(support.email);
  return (
    <address className={styles.contact} data-testid="legal-company">
      {company.name && <strong>{company.name}</strong>}
      {company.address && <span>{company.address}</span>}
      {company.registration.map((number) => (
        <span key={number}>{number}</span>
      ))}
      {tel && (
        <a href={tel}>
          {t('site.legal.phone')}: {support.phone.trim()}
        </a>
      )}
      {mail && (
        <a href={mail}>
          {t('site.legal.email')}: {support.email.trim()}
        </a>
      )}
    </address>
  );
}
