import { Link, useLocation } from '../../../lib/navigation.tsx';
import { pagePaths } from '@tenor/contract/paths';
import { t } from '../../../shared/i18n.ts';
import { siteLink } from '../site-language.ts';
import styles from './site.module.css';

/** The anchors of the home page the navigation scrolls to. */
export const HOME_ANCHORS = { about: 'about', privacy: 'privacy' } as const;

/** Home / About Us / Privacy Policy: sections of the home page, reached from any site page. */
export function SiteNav() {
  const { pathname, hash } = useLocation();
  const onHome = pathname === pagePaths.siteHome;
  const items = [
    { label: t('site.site.nav.home'), anchor: undefined },
    { label: t('site.site.nav.about'), anchor: HOME_ANCHORS.about },
    { label: t('site.site.nav.privacy'), anchor: HOME_ANCHORS.privacy },
  ];
  return (
    <nav className={styles.nav} aria-label={t('site.site.nav.label')}>
      <ul role="list">
        {items.map(({ label, anchor }) => {
          const current = onHome && (anchor ? hash === `#${anchor}` : hash === '');
          return (
            <li key={label}>
              <Link
                to={siteLink('siteHome', anchor)}
                aria-current={current ? 'location' : undefined}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
