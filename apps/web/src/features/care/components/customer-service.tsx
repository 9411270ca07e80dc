import { Link } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { getWhatsapp } from '@tenor/contract/endpoints/care';
import { pagePaths } from '@tenor/contract/paths';
import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { LenderSites } from '../../../shared/ui/lender-sites.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { customerServicePage } from '../api/get-whatsapp.ts';
import { GrievanceRoute } from './grievance-route.tsx';
import styles from './care.module.css';

type Contacts = ResponseOf<typeof getWhatsapp>;

function ContactCard({ contacts }: { contacts: Contacts }) {
  const fallback = config.support[region()];
  const phone = contacts.phone.trim() || fallback.phone.trim();
  const email = contacts.email.trim() || fallback.email.trim();
  const tel = telHref(phone);
  const mail = mailtoHref(email);
  return (
    <TitledCard title={t('care.service.contact')} data-testid="support-contacts">
      <p className="muted">{t('care.service.intro')}</p>
      {tel && (
        <a className={styles.textLink} href={tel} data-testid="support-phone">
          {t('care.service.call', { phone })}
        </a>
      )}
      {mail && (
        <a className={styles.textLink} href={mail} data-testid="support-email">
          {t('care.service.write', { email })}
        </a>
      )}
    </TitledCard>
  );
}

function ServiceView({ contacts }: { contacts: Contacts }) {
  return (
    <Stack>
      <ContactCard contacts={contacts} />
      <GrievanceRoute route={contacts.grievance} region={contacts.region} />
      <Card as="div">
        <LenderSites lenders={contacts.lenders} show="links" headingClass={styles.heading} />
      </Card>
      <Card as="div">
        <Link className={styles.linkRow} to={pagePaths.recoveryAgents}>
          {t('common.lender.agentsLink')}
        </Link>
        <Link className={styles.linkRow} to={pagePaths.chatbot}>
          {t('care.service.assistant')}
        </Link>
        <Link className={styles.linkRow} to={pagePaths.complainNew}>
          {t('care.service.complain')}
        </Link>
      </Card>
    </Stack>
  );
}

/** `/customerService` — docs/screens.md "Customer service". */
export function CustomerService() {
  return (
    // The contacts need no session: a borrower who cannot log in must still reach support.
    <PageRoute
      needsSession={false}
      query={pageQuery(customerServicePage, 'contacts')}
      title={t('care.service.title')}
    >
      {(_, contacts) => <ServiceView contacts={contacts} />}
    </PageRoute>
  );
}
