import { withBrowserLanguage } from '@tenor/contract/accept-language';
import { type LaunchParams, localeOf, regionOf, splitLaunchParams } from '@tenor/contract/launch';
import { pagePaths } from '@tenor/contract/paths';
import { isSitePath } from '@tenor/contract/site';
import type { SessionStore } from '../auth/sessions.ts';
import type { Borrower } from '../db/schema.ts';

/**
 * A launch as its borrower's pages must read it (decision 074), or null when it already does.
 * The market is the borrower's region, whatever `languageType` says or leaves out: an Indian
 * borrower launched without `languageType=1` would read Indonesian words beside rupees, and an
 * Indonesian one launched with it rupees for rupiah (the English it asked for is kept, as
 * `locale=en`: Indonesia's market in English, decision 041). The
 * language of an Indian borrower's launch that names none is the one their pages last spoke
 * (`borrowers.language`: the switch's choice, kept across launches), where the phone's would
 * read otherwise; a launch that names a `locale` keeps it.
 */
export function borrowerLaunch(
  launch: LaunchParams,
  borrower: Pick<Borrower, 'region' | 'language'>,
  acceptLanguage: string | undefined,
): LaunchParams | null {
  const fixed: LaunchParams = { ...launch };
  if (regionOf(launch.languageType) !== borrower.region) {
    if (borrower.region === 'IN') fixed.languageType = '1';
    else {
      // `languageType=1` asked for English: Indonesia's borrower reads it, in Indonesia's market.
      delete fixed.languageType;
      fixed.locale ??= 'en';
    }
  }
  if (borrower.region === 'IN' && launch.locale === undefined && borrower.language !== null) {
    const phones = localeOf(withBrowserLanguage(fixed, acceptLanguage)) === 'hi-IN' ? 'hi' : 'en';
    if (phones !== borrower.language) fixed.locale = borrower.language;
  }
  const same = fixed.languageType === launch.languageType && fixed.locale === launch.locale;
  return same ? null : fixed;
}

/**
 * Where a page request with a launch token goes instead, or null to serve it as it came: the
 * same address with the borrower's `languageType` and `locale` (borrowerLaunch). An unknown
 * token, a site page (its language is its address's) and an address without a token stay.
 * An Indian borrower's bank chooser (`/individual`) is the payment page (`/that`), where
 * India's ways to pay all are: the page's own redirect, made here so that the page arrives
 * rendered instead of blank until the app has started.
 */
export async function borrowerLaunchAddress(
  url: string,
  sessions: Pick<SessionStore, 'borrowerOf'>,
  acceptLanguage: string | undefined,
): Promise<string | null> {
  const q = url.indexOf('?');
  if (q === -1) return null;
  const pathname = url.slice(0, q);
  if (isSitePath(pathname)) return null;
  const query = new URLSearchParams(url.slice(q + 1));
  const token = query.get('token');
  // Tokens are 43 base64url characters; anything far off is not worth a query.
  if (token === null || token === '' || token.length > 256) return null;
  const borrower = await sessions.borrowerOf(token);
  if (borrower === null) return null;
  const { launch } = splitLaunchParams(query);
  const fixed = borrowerLaunch(launch, borrower, acceptLanguage);
  const page =
    borrower.region === 'IN' && pathname === pagePaths.repayChoice ? pagePaths.repay : pathname;
  if (fixed === null && page === pathname) return null;
  if (fixed !== null) {
    for (const key of ['languageType', 'locale'] as const) {
      const value = fixed[key];
      if (value === undefined) query.delete(key);
      else query.set(key, value);
    }
  }
  return `${page}?${query.toString()}`;
}
