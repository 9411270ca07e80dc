import type { Region } from '@tenor/contract/launch';
import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import { ContactLink } from './contact-link.tsx';
import styles from './legal.module.css';

/** Whether the operator has set the market's customer-service phone or e-mail. */
export function supportKnown(market: Region): boolean {
  const { phone, email } = config.support[market];
  return Boolean(phone || email);
}

/** Whether the operator has named the market's lender: its name, address or registration. */
export function lenderKnown(market: Region): boolean {
  const { name, address, registration } = config.company[market];
  return Boolean(name || address) || registration.length > 0;
}

/**
 * Whether the operator has named the lender of the reader's market or its contacts: outside
 * the demo nothing is invented (decision 095), and a section that would only hold an empty
 * block is left out.
 */
export function companyKnown(): boolean {
  const market = region();
  return lenderKnown(market) || supportKnown(market);
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
