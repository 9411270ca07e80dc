import { launchParamKeys, type LaunchParams } from '@tenor/contract/launch';
import { type PageKey, pagePaths } from '@tenor/contract/paths';

export interface PreviewPage {
  /** Label key under `dev.pages`. */
  label: PreviewLabel;
  key: PageKey;
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

export type PreviewLabel =
  | 'relevant'
  | 'relevantScene'
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
  { label: 'relevant', key: 'relevant' },
  { label: 'relevantScene', key: 'relevant', query: { scene: 'banner_jingzhun' } },
  { label: 'confirmLoan', key: 'confirmLoan', inJourney: true },
  { label: 'loanDetails', key: 'loanDetails', inJourney: true },
  { label: 'repay', key: 'repay', inJourney: true },
  { label: 'repayChoice', key: 'repayChoice', inJourney: true },
  { label: 'installmentRepay', key: 'installmentRepay', inJourney: true },
  { label: 'repayDelay', key: 'repayDelay', inJourney: true },
  { label: 'cardRepay', key: 'cardRepay', inJourney: true },
  { label: 'loginFail', key: 'loginFail' },
  { label: 'errorPage', key: 'errorPage' },
  { label: 'complainNew', key: 'complainNew' },
  { label: 'complaintList', key: 'complaintList' },
  { label: 'chatbot', key: 'chatbot' },
  { label: 'customerService', key: 'customerService' },
  { label: 'privacyPolicy', key: 'privacyPolicy' },
  { label: 'aboutUs', key: 'aboutUs' },
  { label: 'loanTerms', key: 'loanTerms' },
  { label: 'loanAgreement', key: 'loanAgreement', inJourney: true },
  { label: 'siteHome', key: 'siteHome', site: true },
  { label: 'promo', key: 'promo', inJourney: true },
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
