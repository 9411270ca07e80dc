import { type PageKey, pagePaths } from '@tenor/contract/paths';
import {
  type PageHead,
  siteHref,
  siteHreflang,
  siteLanguages,
  type SitePage,
} from '@tenor/contract/site';
import { config } from '../../lib/config.ts';
import { t } from '../../shared/i18n.ts';
import { banners } from './components/site-images.ts';
import { siteClaims } from './site-claims.ts';
import { siteLanguage } from './site-language.ts';

type MetaKey = 'home' | 'about' | 'policy' | 'loan' | 'user' | 'contact';

const metaKeys: Record<SitePage, MetaKey> = {
  siteHome: 'home',
  siteAbout: 'about',
  sitePolicy: 'policy',
  siteLoan: 'loan',
  siteUser: 'user',
  siteContact: 'contact',
};

/** The words that fill the site's texts: the app's name and the market's claims. */
export function siteVars(): Record<string, string> {
  const { region } = siteLanguage();
  const claims = siteClaims(region);
  const income = t(
    claims.incomePer === 'month' ? 'site.site.home.incomeMonthly' : 'site.site.home.incomeYearly',
    { income: claims.income },
  );
  return { app: config.appName, min: claims.min, max: claims.max, income };
}

/** A site page's title. */
export const siteTitle = (page: SitePage): string =>
  t(`site.site.meta.${metaKeys[page]}.title`, siteVars());

/**
 * A public page's head in the visitor's language (the server renderer writes it): its
 * address in each published language, and the site's first banner as the preview picture.
 */
export function publicHead(key: PageKey, title: string, description: string): PageHead {
  const language = siteLanguage();
  return {
    title,
    description,
    canonical: siteHref(key, language),
    alternates: [
      ...siteLanguages.map((l) => ({ lang: siteHreflang(l), href: siteHref(key, l) })),
      { lang: 'x-default', href: pagePaths[key] },
    ],
    ogLocale: `${language.locale === 'zh-CN' ? 'zh' : language.locale.slice(0, 2)}_${language.region}`,
    image: banners[0]?.src,
  };
}

/** A site page's head in the visitor's language. */
export const siteHead = (page: SitePage): PageHead =>
  publicHead(page, siteTitle(page), t(`site.site.meta.${metaKeys[page]}.description`, siteVars()));
