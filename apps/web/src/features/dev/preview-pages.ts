import { launchParamKeys, type LaunchParams } from '@tenor/contract/launch';
import { type PageKey, pagePaths } from '@tenor/contract/paths';

export interface PreviewPage {
  /** Label key under `dev.pages`. */
  label: PreviewLabel;
  key: PageKey;
  /** The page's own query for the link. */
  query?: Record<string, string>;
  /** Built in this release; the others are listed as coming. Update when a page lands. */
  built: boolean;
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
  { label: 'relevant', key: 'relevant', built: true },
  { label: 'relevantScene', key: 'relevant', query: { scene: 'banner_jingzhun' }, built: true },
  { label: 'confirmLoan', key: 'confirmLoan', built: true, inJourney: true },
  { label: 'loanDetails', key: 'loanDetails', built: true, inJourney: true },
  { label: 'repay', key: 'repay', built: true, inJourney: true },
  { label: 'repayChoice', key: 'repayChoice', built: true, inJourney: true },
  { label: 'installmentRepay', key: 'installmentRepay', built: true, inJourney: true },
  { label: 'repayDelay', key: 'repayDelay', built: true, inJourney: true },
  { label: 'cardRepay', key: 'cardRepay', built: true, inJourney: true },
  { label: 'loginFail', key: 'loginFail', built: true },
  { label: 'errorPage', key: 'errorPage', built: true },
  { label: 'complainNew', key: 'complainNew', built: true },
  { label: 'complaintList', key: 'complaintList', built: true },
  { label: 'chatbot', key: 'chatbot', built: true },
  { label: 'customerService', key: 'customerService', built: true },
  { label: 'privacyPolicy', key: 'privacyPolicy', built: true },
  { label: 'aboutUs', key: 'aboutUs', built: true },
  { label: 'loanTerms', key: 'loanTerms', built: true },
  { label: 'loanAgreement', key: 'loanAgreement', built: true, inJourney: true },
  { label: 'siteHome', key: 'siteHome', built: false },
  { label: 'promo', key: 'promo', built: true, inJourney: true },
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

/** The promotion landing of a template, as an ad links it (no launch parameters: no session). */
export const landingLink = (templateId: number): string => `${pagePaths.promo}?id=${templateId}`;
