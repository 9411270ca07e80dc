import { launchParamKeys, type LaunchParams } from '@tenor/contract/launch';
import { type PageKey, pagePaths } from '@tenor/contract/paths';

export interface PreviewPage {
  /** The page, which also names its link (`dev.pages.<key>`). */
  key: PreviewKey;
  /** A second link to a page is named on its own (`dev.pages.<label>`). */
  label?: 'relevantScene';
  /** The page's own query for the link. */
  query?: Record<string, string>;
  /**
   * A page of the public website: linked with the chosen language only (siteLink), never
   * with a session token — the site is public and its addresses are shared and indexed.
   */
  site?: true;
  /** Needs a demo product or order: its links are listed under "Loan journey". */
  inJourney?: boolean;
}

/** The pages the preview links, each a page key. */
export type PreviewKey =
  | 'relevant'
  | 'confirmLoan'
  | 'loanDetails'
  | 'repay'
  | 'repayChoice'
  | 'installmentRepay'
  | 'repayDelay'
  | 'cardRepay'
  | 'loginFail'
  | 'errorPage'
  | 'complainNew'
  | 'complaintList'
  | 'chatbot'
  | 'customerService'
  | 'privacyPolicy'
  | 'aboutUs'
  | 'loanTerms'
  | 'loanAgreement'
  | 'siteHome'
  | 'promo';

export const previewPages: readonly PreviewPage[] = [
  { key: 'relevant' },
  { key: 'relevant', label: 'relevantScene', query: { scene: 'banner_jingzhun' } },
  { key: 'confirmLoan', inJourney: true },
  { key: 'loanDetails', inJourney: true },
  { key: 'repay', inJourney: true },
  { key: 'repayChoice', inJourney: true },
  { key: 'installmentRepay', inJourney: true },
  { key: 'repayDelay', inJourney: true },
  { key: 'cardRepay', inJourney: true },
  { key: 'loginFail' },
  { key: 'errorPage' },
  { key: 'complainNew' },
  { key: 'complaintList' },
  { key: 'chatbot' },
  { key: 'customerService' },
  { key: 'privacyPolicy' },
  { key: 'aboutUs' },
  { key: 'loanTerms' },
  { key: 'loanAgreement', inJourney: true },
  { key: 'siteHome', site: true },
  { key: 'promo', inJourney: true },
];

/**
 * A page link as the native app would open it: the page's own query plus the launch
 * parameters (empty ones left out), so the page starts exactly as it would in the app.
 */
export function launchLink(
  key: PageKey,
  query: Record<string, string> = {},
  launch: LaunchParams = {},
): string {
  const search = new URLSearchParams(query);
  for (const name of launchParamKeys) {
    const value = launch[name]?.trim();
    if (value) search.set(name, value);
  }
  const qs = search.toString();
  return `${pagePaths[key]}${qs ? `?${qs}` : ''}`;
}

/** A site page in the launch's language: `languageType` and `locale` only, no token or device. */
export const siteLink = (key: PageKey, launch: LaunchParams = {}): string =>
  launchLink(key, {}, { languageType: launch.languageType, locale: launch.locale });

/** The promotion landing of a template, as an ad links it (no launch parameters: no session). */
export const landingLink = (templateId: number): string => `${pagePaths.promo}?id=${templateId}`;
