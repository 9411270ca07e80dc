import { Link } from '../../../lib/navigation.tsx';
import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { siteLink } from '../site-language.ts';
import { SiteLayout } from './site-layout.tsx';
import styles from './site.module.css';

/** `/User` — the web account does not exist yet: an honest empty page with a way home. */
export function SiteUser() {
  return (
    <SiteLayout page="siteUser">
      <article className={`${styles.article} ${styles.empty}`}>
        <h1>{t('site.site.user.heading')}</h1>
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="24" r="12" />
          <path d="M10 56c2-12 11-18 22-18s20 6 22 18" />
        </svg>
        <h2>{t('site.site.user.empty')}</h2>
        <p>{t('site.site.user.emptyText', { app: config.appName })}</p>
        <p>
          <Link className={styles.primaryLink} to={siteLink('siteHome')}>
            {t('site.site.user.backHome')}
          </Link>
        </p>
      </article>
    </SiteLayout>
  );
}
