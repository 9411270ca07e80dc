import { pagePaths } from '@tenor/contract/paths';
import { Link } from '../../../lib/navigation.tsx';
import { t } from '../../../shared/i18n.ts';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { privacyPolicyPage } from '../api/get-whatsapp.ts';
import { ContactLink } from './contact-link.tsx';
import styles from './legal.module.css';

/**
 * The grievance officer, from the same answer as the customer-service page. Until it is in
 * (or if it cannot be had) the reader is pointed at customer service, where it is shown too.
 * Only the privacy policies name the officer: it is a read the privacy page declares.
 */
export function OfficerBlock() {
  const { data } = usePageQuery(privacyPolicyPage, 'officer');
  const route = data?.grievance;
  const servicePage = (
    <Link className={styles.inlineLink} to={pagePaths.customerService}>
      {t('site.legal.customerService')}
    </Link>
  );
  if (!route?.officerName) return <p>{servicePage}</p>;
  return (
    <address className={styles.contact} data-testid="legal-officer">
      <strong>{route.officerName}</strong>
      <span>{t('site.legal.officerRole')}</span>
      <ContactLink kind="email" value={route.officerEmail} />
      <ContactLink kind="phone" value={route.officerPhone} />
      {servicePage}
    </address>
  );
}
