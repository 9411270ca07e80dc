import { useLocation } from 'react-router';
import type { SiteLanguage } from '@tenor/contract/site';
import { t } from '../../../shared/i18n.ts';
import { chosenLanguageQuery, siteLanguage } from '../site-language.ts';
import styles from './site.module.css';

/**
 * The same page in another language. A whole new page load (the words of another language
 * are another pack), so these are plain links: they work before the app has started too.
 * Each names its language, Indonesian too (site-language.ts), so the choice outranks the
 * browser's.
 */
export function SiteLanguageSwitcher() {
  const { pathname, hash } = useLocation();
  const current = siteLanguage();
  const choices: { language: SiteLanguage; label: string; lang: string }[] = [
    { language: { region: 'IN', locale: 'en-IN' }, label: t('site.site.language.en'), lang: 'en' },
    { language: { region: 'ID', locale: 'id-ID' }, label: t('site.site.language.id'), lang: 'id' },
    // Chinese is for staff of either market: it keeps the market being looked at.
    {
      language: { region: current.region, locale: 'zh-CN' },
      label: t('site.site.language.zh'),
      lang: 'zh',
    },
  ];
  return (
    <nav className={styles.languages} aria-label={t('site.site.language.label')}>
      <ul role="list">
        {choices.map(({ language, label, lang }) => {
          const query = chosenLanguageQuery(language);
          const chosen = language.locale === current.locale;
          return (
            <li key={lang}>
              <a
                href={`${pathname}?${query}${hash}`}
                lang={lang}
                hrefLang={lang}
                aria-current={chosen ? 'true' : undefined}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
