import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import { ContactLink } from './contact-link.tsx';
import styles from './legal.module.css';

/**
 * Whether the operator has named the lender of the reader's market or its contacts: outside
 * the demo nothing is invented (decision 095), and a section that would only hold an empty
 * block is left out.
 */
export function companyKnown(): boolean {
  const market = region();
  const { name, address, registration } = config.company[market];
  const { phone, email } = config.support[market];
  return [name, address, phone, email].some(Boolean) || registration.length > 0;
}

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
