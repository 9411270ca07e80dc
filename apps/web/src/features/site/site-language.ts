import type { PageKey } from '@tenor/contract/paths';
import {
  siteHref,
  siteLanguageOf,
  siteLanguageQuery,
  type SiteLanguage,
} from '@tenor/contract/site';
import { launchParams } from '../../lib/launch.ts';

/** The language the site page was opened in (its address's: decision 021). */
export const siteLanguage = (): SiteLanguage => siteLanguageOf(launchParams());

/**
 * Indonesian, the default, names no language in its canonical address, and an address that
 * names none follows the browser's `Accept-Language` (the server sends an English reader on
 * to English). A reader who chose Indonesian keeps it named, `languageType=2`, so a reload
 * or the next page does not take them back to English.
 */
const NAMED_INDONESIAN = 'languageType=2';

/** The language part of the address the language switcher leads to: always named. */
export const chosenLanguageQuery = (language: SiteLanguage): string =>
  siteLanguageQuery(language) || NAMED_INDONESIAN;

/** A link to a page in the visitor's language (named when their address names it), with an optional `#anchor`. */
export function siteLink(key: PageKey, anchor?: string): string {
  const language = siteLanguage();
  const href = siteHref(key, language, anchor);
  if (siteLanguageQuery(language) !== '' || launchParams().languageType === undefined) return href;
  const [path, hash] = href.split('#');
  return `${path}?${NAMED_INDONESIAN}${hash === undefined ? '' : `#${hash}`}`;
}
