import { useId } from 'react';
import type { LenderSite } from '@tenor/contract/lender';
import { t } from '../i18n.ts';
import { classifyUrl, pageUrlContext } from '../safe-url.ts';
import { useHydrated } from '../use-hydrated.ts';

/**
 * One of the lender's pages: a link once the app runs and its host is allow-listed (docs/markets.md
 * "Server-supplied URLs"), otherwise its words and the address, to read and copy.
 */
function SiteLink({ label, url, hydrated }: { label: string; url: string; hydrated: boolean }) {
  if (url.trim() === '') return null;
  const action = hydrated ? classifyUrl(url, pageUrlContext()) : undefined;
  return (
    <li>
      {action?.kind === 'assign' ? (
        <a href={action.href} rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <>
          {label}: <span>{url.trim()}</span>
        </>
      )}
    </li>
  );
}

export interface LenderSitesProps {
  lenders: readonly LenderSite[];
  /** `links`: each lender's website pages (IN 5); `agents`: its recovery agents or none engaged. */
  show: 'links' | 'agents';
  /** Without it the list is headed "Our lenders". */
  heading?: boolean;
  /** The heading's look where the list sits in a card (customer service's card titles). */
  headingClass?: string | undefined;
}

/**
 * The market's lenders whose products are offered (decision 066): each one's legal name and
 * registration, then its website's pages the RBI's Directions 2025 para 8(iv) ask the app to
 * link to, or its recovery agents (para 8(v)).
 */
export function LenderSites({ lenders, show, heading = true, headingClass }: LenderSitesProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  if (lenders.length === 0) return null;
  return (
    <section aria-labelledby={heading ? headingId : undefined} data-testid={`lender-${show}`}>
      {heading && (
        <h2 id={headingId} className={headingClass}>
          {t('common.lender.sites')}
        </h2>
      )}
      {lenders.map((lender) => (
        <div key={lender.legalName} data-testid="lender-site">
          <p>
            <strong>{lender.legalName}</strong>
            {' · '}
            {t(lender.regulator === 'RBI' ? 'common.lender.rbi' : 'common.lender.ojk', {
              number: lender.registration,
            })}
          </p>
          {show === 'links' ? (
            <ul>
              <SiteLink
                label={t('common.lender.website')}
                url={lender.websiteUrl}
                hydrated={hydrated}
              />
              <SiteLink label={t('common.lender.care')} url={lender.careUrl} hydrated={hydrated} />
              <SiteLink
                label={t('common.lender.privacy')}
                url={lender.privacyUrl}
                hydrated={hydrated}
              />
            </ul>
          ) : (
            <p>
              {lender.recoveryAgents.length === 0
                ? t('common.lender.noAgents')
                : t('common.lender.agents', { names: lender.recoveryAgents.join(', ') })}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
