import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import { ContactLink } from './contact-link.tsx';
import styles from './legal.module.css';

/** Who the reader deals with: the lender of their market and its support contacts. */
export function CompanyBlock() {
  const market = region();
  const company = config.company[market];
  const support = config.support[market];
  return (
    <address className={styles.contact} data-testid="legal-company">
      {company.name && <strong>{company.name}</strong>}
      {company.address && <span>{company.address}</span>}
      {company.registration.map((number) => (
        <span key={number}>{number}</span>
      ))}
      <ContactLink kind="phone" value={support.phone} />
      <ContactLink kind="email" value={support.email} />
    </address>
  );
}
