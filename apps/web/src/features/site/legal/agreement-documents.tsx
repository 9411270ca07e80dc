import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanAgreement } from '@tenor/contract/endpoints/loans';
import { t } from '../../../shared/i18n.ts';
import { pageUrlContext, safeFrameSrc } from '../../../shared/safe-url.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import styles from './legal.module.css';

type Agreement = ResponseOf<typeof loanAgreement>['agreements'][number];

/**
 * One agreement of the product, in a sandboxed frame (docs/markets.md "Server-supplied
 * URLs"), with a link to read it full screen. The frame's address is checked in the browser
 * (it needs the page's origin), so the server renders the title alone.
 */
function AgreementFrame({ agreement, open }: { agreement: Agreement; open: boolean }) {
  const hydrated = useHydrated();
  const src = hydrated ? safeFrameSrc(agreement.url, pageUrlContext()) : undefined;
  return (
    <details className={styles.agreement} open={open} data-testid="agreement">
      <summary className={styles.summary}>{agreement.title}</summary>
      {src ? (
        <>
          <iframe
            className={styles.frame}
            title={agreement.title}
            src={src}
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            loading="lazy"
          />
          <a className={styles.inlineLink} href={src} target="_blank" rel="noopener noreferrer">
            {t('site.legal.openFull', { title: agreement.title })}
          </a>
        </>
      ) : (
        hydrated && <p className="muted">{t('site.legal.agreementUnavailable')}</p>
      )}
    </details>
  );
}

/** The product's agreements, the first one open. */
export function AgreementDocuments({ agreements }: { agreements: readonly Agreement[] }) {
  if (agreements.length === 0) return <p className="muted">{t('site.legal.noAgreements')}</p>;
  return (
    <>
      {agreements.map((a, i) => (
        <AgreementFrame key={a.position} agreement={a} open={i === 0} />
      ))}
    </>
  );
}
