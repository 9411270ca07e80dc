import { t } from '../../../shared/i18n.ts';
import { pagePaths } from '@tenor/contract/paths';
import { launchLink, previewPages, siteLink } from '../preview-pages.ts';
import type { LaunchFieldValues } from './launch-fields.tsx';
import styles from './test-preview.module.css';

/**
 * Every page, opened the way the app opens it (the public site in the chosen language only).
 * Plain links (a full page load), because launch parameters are read once at start.
 */
export function PageLinks({ launch }: { launch: LaunchFieldValues }) {
  return (
    <ul className={styles.links} role="list">
      {previewPages.map((page) => {
        const label = `${t(`dev.pages.${page.label ?? page.key}`)} (${pagePaths[page.key]})`;
        return (
          <li key={page.label ?? page.key} className={styles.linkRow}>
            {page.inJourney ? (
              <a className={styles.link} href="#dev-journey">
                {label} <span className={styles.badge}>{t('dev.seeJourney')}</span>
              </a>
            ) : (
              <a
                className={styles.link}
                href={
                  page.site ? siteLink(page.key, launch) : launchLink(page.key, page.query, launch)
                }
              >
                {label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
