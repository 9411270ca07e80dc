/**
 * The official website (docs/decisions/021-official-site.md): its pages, the languages
 * they are published in and their addresses. A site page is public: it is rendered on the
 * server without a session, and its language stays in its address (`languageType`,
 * `locale`), so a reload, a shared link and a search engine all get the language the
 * address names. The web app builds its links from here, the server its sitemap.
 */
import { type Locale, localeOf, type Region } from './launch.ts';
import { type PageKey, pagePaths } from './paths.ts';

export const sitePages = [
  'siteHome',
  'siteAbout',
  'sitePolicy',
  'siteLoan',
  'siteUser',
  'siteContact',
] as const satisfies readonly PageKey[];
export type SitePage = (typeof sitePages)[number];

/** Pages listed in sitemap.xml: the site and the legal pages that take no parameter. */
export const sitemapPages = [
  ...sitePages,
  'privacyPolicy',
  'aboutUs',
  'loanTerms',
] as const satisfies readonly PageKey[];

/** A published language of the site: the market (claims, contacts, company) and the words. */
export interface SiteLanguage {
  region: Region;
  locale: Locale;
}

/**
 * Every language a site page exists in: each market's own, English in both (the English pack
 * with the market's company, claims and texts: decision 041), Hindi in India (decision 068),
 * Chinese (staff) in both.
 */
export const siteLanguages: readonly SiteLanguage[] = [
  { region: 'IN', locale: 'en-IN' },
  { region: 'ID', locale: 'id-ID' },
  { region: 'ID', locale: 'en-IN' },
  { region: 'IN', locale: 'hi-IN' },
  { region: 'IN', locale: 'zh-CN' },
  { region: 'ID', locale: 'zh-CN' },
];

/** The languages the site offers in a market, its own first. */
export const marketLanguages = (region: Region): SiteLanguage[] =>
  siteLanguages.filter((l) => l.region === region);

/** The `hreflang` of a published language: `en-IN`, `en-ID`, `id-ID`, `zh-Hans-IN`… */
export const siteHreflang = ({ region, locale }: SiteLanguage): string =>
  locale === 'zh-CN' ? `zh-Hans-${region}` : `${locale.slice(0, 2)}-${region}`;

const sitePathSet = new Set<string>(sitePages.map((key) => pagePaths[key]));

/** Whether a path is a page of the official site. */
export const isSitePath = (pathname: string): boolean => sitePathSet.has(pathname);

/**
 * The language part of a site address: India `languageType=1` (Hindi adds `locale=hi`), Chinese `locale=zh-CN`,
 * Indonesia in English `locale=en`; Indonesian, the default, needs none. One spelling per
 * language, so each page has one canonical address in each (the addresses of decision 021 are
 * unchanged; decision 041 added `locale=en`).
 */
export function siteLanguageQuery({ region, locale }: SiteLanguage): string {
  const query = new URLSearchParams();
  if (region === 'IN') query.set('languageType', '1');
  if (locale === 'zh-CN') query.set('locale', 'zh-CN');
  if (locale === 'hi-IN') query.set('locale', 'hi');
  if (locale === 'en-IN' && region === 'ID') query.set('locale', 'en');
  return query.toString();
}

/** The language a site address asks for (launch parameters as the app reads them). */
export function siteLanguageOf(params: { languageType?: string; locale?: string }): SiteLanguage {
  return { region: params.languageType === '1' ? 'IN' : 'ID', locale: localeOf(params) };
}

/** A site page's address in a language, with an optional `#anchor`. */
export function siteHref(key: PageKey, language: SiteLanguage, anchor?: string): string {
  const query = siteLanguageQuery(language);
  return `${pagePaths[key]}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * What a public page's head says about it (title, description, its address in each
 * language, a preview picture): the web's renderer fills it from the page's texts, the
 * server writes it into the HTML (apps/server/src/render/page-head.ts).
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address in its language (path and query). */
  canonical: string;
  /** The same page in each language (`hreflang` → path and query), `x-default` included. */
  alternates: { lang: string; href: string }[];
  /** Open Graph's locale, such as `en_IN`. */
  ogLocale: string;
  /** A picture for link previews (a path on this origin). */
  image?: string;
}
