import { useEffect } from 'react';
import { t } from '../../../shared/i18n.ts';
import { usePageParams } from '../../../shared/page/use-page-params.ts';
import { siteTitle } from '../site-head.ts';
import { SiteAgreementText } from './site-agreement-text.tsx';
import { SiteBanner } from './site-banner.tsx';
import { banners } from './site-images.ts';
import { SiteLayout } from './site-layout.tsx';
import styles from './site.module.css';

/**
 * `/Loan` — a banner and the loan agreement. With `embed=1` it is the agreement alone: the
 * page /Policy frames (server-rendered, so it reads in a frame that runs no script).
 */
export function SiteLoan() {
  const embed = usePageParams('siteLoan')?.embed === '1';
  if (embed) return <EmbeddedAgreement />;
  const banner = banners[0];
  return (
    <SiteLayout page="siteLoan">
      <article className={styles.article}>
        {banner && <SiteBanner banner={banner} alt={t('site.site.loan.bannerAlt')} hero />}
        <h1>{t('site.site.loan.heading')}</h1>
        <SiteAgreementText />
      </article>
    </SiteLayout>
  );
}

function EmbeddedAgreement() {
  const title = siteTitle('siteLoan');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={`${styles.article} ${styles.embedded}`}>
      <h1>{t('site.site.loan.heading')}</h1>
      <SiteAgreementText />
    </main>
  );
}
