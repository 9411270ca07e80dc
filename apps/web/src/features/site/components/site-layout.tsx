import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import type { SitePage } from '@tenor/contract/site';
import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { siteTitle } from '../site-head.ts';
import { siteLink } from '../site-language.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteLanguageSwitcher } from './site-language-switcher.tsx';
import { SiteNav } from './site-nav.tsx';
import styles from './site.module.css';

const motion = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Every move within the site lands where it points: a link with `#anchor` scrolls to that
 * section (smoothly, unless the visitor asked for less motion) and moves the focus there, so
 * keyboard and screen-reader users continue from it; another page starts at its top.
 */
function useSiteScroll() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: motion(), block: 'start' });
      target.focus({ preventScroll: true });
    } else if (key !== 'default') {
      window.scrollTo({ top: 0, behavior: 'auto' });
    }
  }, [pathname, hash, key]);
}

/**
 * The official site's frame (decision 021): language switcher, top navigation, the page,
 * and the footer with the market's contacts and company. Public: no session is needed.
 */
export function SiteLayout({ page, children }: { page: SitePage; children: ReactNode }) {
  const title = siteTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useSiteScroll();
  return (
    <div className={styles.site}>
      <a className={styles.skip} href="#main">
        {t('site.site.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link
            className={styles.brand}
            to={siteLink('siteHome')}
            aria-label={t('site.site.homeLink', { app: config.appName })}
          >
            <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" />
              <path d="M9 11h14M16 11v13" />
            </svg>
            <span>{config.appName}</span>
          </Link>
          <SiteLanguageSwitcher />
        </div>
        <SiteNav />
      </header>
      <main className={styles.main} id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
