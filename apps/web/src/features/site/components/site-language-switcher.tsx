import { useLocation } from '../../../lib/navigation.tsx';
import type { Locale, Region } from '@tenor/contract/launch';
import { marketLanguages, type SiteLanguage } from '@tenor/contract/site';
import { t } from '../../../shared/i18n.ts';
import { chosenLanguageQuery, siteLanguage } from '../site-language.ts';
import styles from './site.module.css';

const languageNames: Record<Locale, { key: 'en' | 'id' | 'zh' | 'hi'; lang: string }> = {
  'en-IN': { key: 'en', lang: 'en' },
  'hi-IN': { key: 'hi', lang: 'hi' },
  'id-ID': { key: 'id', lang: 'id' },
  'zh-CN': { key: 'zh', lang: 'zh' },
};

const markets: Region[] = ['ID', 'IN'];

/** The same page in another market: the visitor's language when that market offers it, else its own. */
function inMarket(region: Region, current: SiteLanguage): SiteLanguage {
  const offered = marketLanguages(region);
  return offered.find((l) => l.locale === current.locale) ?? offered[0] ?? current;
}

/**
 * The market (the company, its money, its texts) and, apart from it, the language of the
 * page (decision 041). Each is another page load (another pack, another company), so these
 * are plain links: they work before the app has started too. Each names its language,
 * Indonesian too (site-language.ts), so the choice outranks the browser's.
 */
export function SiteLanguageSwitcher() {
  const { pathname, hash } = useLocation();
  const current = siteLanguage();
  const href = (language: SiteLanguage) => `${pathname}?${chosenLanguageQuery(language)}${hash}`;
  return (
    <div className={styles.switches}>
      <nav className={styles.languages} aria-label={t('site.site.market.label')}>
        <ul role="list">
          {markets.map((region) => (
            <li key={region}>
              <a
                href={href(inMarket(region, current))}
                aria-current={region === current.region ? 'true' : undefined}
                data-testid={`market-${region}`}
              >
                {t(region === 'IN' ? 'site.site.market.IN' : 'site.site.market.ID')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.languages} aria-label={t('site.site.language.label')}>
        <ul role="list">
          {marketLanguages(current.region).map((language) => {
            const { key, lang } = languageNames[language.locale];
            return (
              <li key={language.locale}>
                <a
                  href={href(language)}
                  lang={lang}
                  hrefLang={lang}
                  aria-current={language.locale === current.locale ? 'true' : undefined}
                >
                  {t(`site.site.language.${key}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
