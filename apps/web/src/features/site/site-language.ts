import type { PageKey } from '@tenor/contract/paths';
import { siteHref, siteLanguageOf, type SiteLanguage } from '@tenor/contract/site';
import { launchParams } from '../../lib/launch.ts';

/** The language the site page was opened in (its address's: decision 021). */
export const siteLanguage = (): SiteLanguage => siteLanguageOf(launchParams());

/** A link to a page in the visitor's language, with an optional `#anchor`. */
export const siteLink = (key: PageKey, anchor?: string): string =>
  siteHref(key, siteLanguage(), anchor);
