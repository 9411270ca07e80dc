import { useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { pageUrl } from '@tenor/contract/paths';
import { siteLanguageQuery } from '@tenor/contract/site';
import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { safeFrameSrc } from '../../../shared/safe-url.ts';
import { siteLanguage, siteLink } from '../site-language.ts';
import { SiteLayout } from './site-layout.tsx';
import { SiteLinks } from './site-links.tsx';
import styles from './site.module.css';

/** The origin frames are judged against: the page's own in the browser, a stand-in on the server. */
const frameContext = () => ({
  origin: typeof window === 'undefined' ? 'https://page.invalid' : window.location.origin,
  allowedHosts: config.allowedHosts,
  bridgeSchemes: [],
  dev: false,
});

/**
 * `/Policy` — our policies, with the loan agreement framed (docs/screens.md "Official website").
 * The frame is sandboxed without scripts, forms or navigation (docs/markets.md "Server-supplied
 * URLs"); it keeps its origin
 * only so our own page's stylesheet loads. Its source passes the safe-URL rules like any
 * frame's, and a link opens the same agreement as a page of its own.
 */
export function SitePolicy() {
  const [loaded, setLoaded] = useState(false);
  const language = siteLanguage();
  const query = siteLanguageQuery(language);
  const agreement = `${pageUrl('siteLoan', { embed: 1 })}${query ? `&${query}` : ''}`;
  // A same-origin page is a path, the same on the server and in the browser.
  const src = safeFrameSrc(agreement, frameContext());
  return (
    <SiteLayout page="sitePolicy">
      <article className={styles.article}>
        <h1>{t('site.site.policy.heading')}</h1>
        <p>{t('site.site.policy.intro', { app: config.appName })}</p>
        {src && (
          <iframe
            className={styles.frame}
            src={src}
            title={t('site.site.policy.frameTitle')}
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            loading="lazy"
            aria-busy={!loaded}
            onLoad={() => setLoaded(true)}
          />
        )}
        <p>
          <Link to={siteLink('siteLoan')}>{t('site.site.policy.fallback')}</Link>
        </p>
        <SiteLinks
          className={styles.linkList}
          links={[
            ['privacyPolicy', t('site.site.policy.privacyPolicy')],
            ['loanTerms', t('site.site.policy.loanTerms')],
            ['aboutUs', t('site.site.policy.aboutApp')],
          ]}
        />
      </article>
    </SiteLayout>
  );
}
