import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { siteLanguage } from '../site-language.ts';
import { SiteLayout } from './site-layout.tsx';
import styles from './site.module.css';

/** `/About` — who we are, and the market's company details. */
export function SiteAbout() {
  const app = { app: config.appName };
  const company = config.company[siteLanguage().region];
  return (
    <SiteLayout page="siteAbout">
      <article className={styles.article}>
        <h1>{t('site.site.about.heading')}</h1>
        <p>{t('site.site.about.p1', app)}</p>
        <p>{t('site.site.about.p2')}</p>
        <p>{t('site.site.about.p3')}</p>
        <p>{t('site.site.about.p4')}</p>
        {company.name && (
          // Not a labelled region: the footer's company block already is one, by the same name.
          <section>
            <h2>{t('site.site.about.company')}</h2>
            <p>{company.name}</p>
            {company.address && <address>{company.address}</address>}
          </section>
        )}
      </article>
    </SiteLayout>
  );
}
