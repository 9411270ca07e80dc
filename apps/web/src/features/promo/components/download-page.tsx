import { t } from '../../../shared/i18n.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import type { LandingTemplate } from '../api/channel-template.ts';
import { type ClientType, storeLinksFor } from '../store-link.ts';
import styles from './landing.module.css';

const labels = {
  android: 'promo.downloadAndroid',
  ios: 'promo.downloadIos',
  download: 'promo.downloadWeb',
} as const;

/**
 * `#/downloadTemplate`: after registering (or when already registered), the store link for
 * the visitor's platform; the attribution stays in the address (docs/screens.md "Promotion
 * landing").
 */
export function DownloadPage({
  template,
  clientType,
}: {
  template: LandingTemplate;
  clientType: ClientType;
}) {
  const links = storeLinksFor(clientType, template);
  const appName = template.appName;
  return (
    <main className={styles.page} id="main">
      <img className={styles.banner} src={template.bannerUrl} width={750} height={360} alt="" />
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t('promo.downloadTitle')}
      </h1>
      <p>{t('promo.downloadBody', { appName })}</p>
      {links.length === 0 ? (
        <p className={styles.error}>{t('promo.noLink')}</p>
      ) : (
        <ul role="list" className={styles.links}>
          {links.map((link, i) => (
            <li key={link.kind}>
              <a
                className={buttonClass(i === 0 ? 'primary' : 'secondary', true)}
                href={link.url}
                rel="noopener noreferrer"
                data-testid={`store-${link.kind}`}
              >
                {t(labels[link.kind], { appName })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
