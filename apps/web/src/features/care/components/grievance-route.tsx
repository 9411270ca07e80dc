import type * as z from 'zod/mini';
import type { grievanceRoute } from '@tenor/contract/endpoints/care';
import type { Region } from '@tenor/contract/launch';
import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { REPLY_WEEKDAYS } from '../complaint-rules.ts';
import styles from './care.module.css';

type Route = z.output<typeof grievanceRoute>;

/** A phone and an e-mail as links when they are what they claim to be, else nothing. */
export function Reach({ phone, email }: { phone: string; email: string }) {
  const tel = telHref(phone);
  const mail = mailtoHref(email);
  return (
    <>
      {tel && (
        <a className={styles.textLink} href={tel}>
          {t('care.service.call', { phone: phone.trim() })}
        </a>
      )}
      {mail && (
        <a className={styles.textLink} href={mail}>
          {t('care.service.write', { email: email.trim() })}
        </a>
      )}
    </>
  );
}

/**
 * The regulator's site, as text the borrower can read and copy: pages open outside links
 * only on allow-listed hosts (docs/markets.md "Server-supplied URLs"), and a regulator's
 * site is none of the lender's; its phone and e-mail above are the links.
 */
export function Website({ url }: { url: string }) {
  if (!url.trim()) return null;
  return (
    <p className={styles.plainUrl} data-testid="regulator-url">
      {t('care.service.website')}: {url.trim()}
    </p>
  );
}

/**
 * The market's grievance route (docs/markets.md "Grievance route"): the lender's grievance
 * officer, then where to escalate and when (India: the RBI Ombudsman after 30 days;
 * Indonesia: OJK, after our answer within 3 working days), from the server's configuration;
 * the sentence is the page's own, for the contacts' market, in any of its languages.
 */
export function GrievanceRoute({ route, region }: { route: Route; region: Region }) {
  return (
    <TitledCard title={t('care.service.grievance')} data-testid="grievance">
      {route.officerName && (
        <>
          <h3 className={styles.subheading}>{t('care.service.officer')}</h3>
          <p>{route.officerName}</p>
          <Reach phone={route.officerPhone} email={route.officerEmail} />
        </>
      )}
      <h3 className={styles.subheading}>{t('care.service.escalation')}</h3>
      <p data-testid="escalation">
        {t(region === 'IN' ? 'care.service.escalationIN' : 'care.service.escalationID', {
          days: REPLY_WEEKDAYS,
        })}
      </p>
      <p className={styles.strong}>{route.regulatorName}</p>
      <Reach phone={route.regulatorPhone} email={route.regulatorEmail} />
      <Website url={route.regulatorUrl} />
    </TitledCard>
  );
}
