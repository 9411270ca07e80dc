import type { LenderInfo } from '@tenor/contract/lender';
import { pagePaths } from '@tenor/contract/paths';
import { Link } from '../../lib/navigation.tsx';
import { mailtoHref, telHref } from '../contact-links.ts';
import { t } from '../i18n.ts';
import { classifyUrl, pageUrlContext } from '../safe-url.ts';
import { useHydrated } from '../use-hydrated.ts';

export interface LenderLineProps {
  /** The loan's lender as the server names it; nothing is shown without one. */
  lender: LenderInfo | undefined;
  /** `payee` on a payment page: the money goes to the lender, never a pool (decision 055). */
  role?: 'lender' | 'payee';
  /** Loan details: the lender's grievance officer with a phone and an e-mail link, and its recovery agents. */
  grievance?: boolean;
}

/**
 * Who lends (or is paid): the lender's legal name and its RBI registration or OJK licence,
 * India's listing in the RBI's directory of lending apps worded as no approval (decision 054,
 * IN 13), and on loan details its grievance officer (decision 055).
 */
export function LenderLine({ lender, role = 'lender', grievance = false }: LenderLineProps) {
  const hydrated = useHydrated();
  if (lender === undefined) return null;
  const officer = lender.grievanceOfficer;
  const tel = telHref(officer.phone);
  const mail = mailtoHref(officer.email);
  // An allow-listed https page is a plain link once the app runs; otherwise the words alone.
  const directory =
    hydrated && lender.directoryUrl !== ''
      ? classifyUrl(lender.directoryUrl, pageUrlContext())
      : undefined;
  return (
    <div className="muted" data-testid="lender-line">
      <p>
        {t(role === 'payee' ? 'common.lender.payee' : 'common.lender.lender', {
          name: lender.legalName,
        })}
        {' · '}
        {t(lender.regulator === 'RBI' ? 'common.lender.rbi' : 'common.lender.ojk', {
          number: lender.registration,
        })}
      </p>
      {lender.directoryUrl !== '' && (
        <p>
          {directory?.kind === 'assign' ? (
            <a href={directory.href} rel="noopener noreferrer">
              {t('common.lender.directory')}
            </a>
          ) : (
            t('common.lender.directory')
          )}
        </p>
      )}
      {grievance && (
        <p data-testid="lender-grievance">
          {t('common.lender.grievance', { name: officer.name })}{' '}
          {tel === undefined ? officer.phone : <a href={tel}>{officer.phone}</a>}{' '}
          {mail === undefined ? officer.email : <a href={mail}>{officer.email}</a>}
        </p>
      )}
      {grievance && (
        // Its recovery agents, or none engaged, and every lender's on their page (decision 066).
        <p data-testid="lender-agents">
          {lender.recoveryAgents.length === 0
            ? t('common.lender.noAgents')
            : t('common.lender.agents', { names: lender.recoveryAgents.join(', ') })}{' '}
          <Link to={pagePaths.recoveryAgents}>{t('common.lender.agentsLink')}</Link>
        </p>
      )}
    </div>
  );
}
