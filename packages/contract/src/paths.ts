/** Page paths (docs/native-integration.md "Page paths"). The web router is built from these; servers and links use them too. */
export const pagePaths = {
  siteHome: '/',
  sitePolicy: '/Policy',
  siteLoan: '/Loan',
  siteAbout: '/About',
  siteUser: '/User',
  siteContact: '/contact',
  relevant: '/relevant',
  confirmLoan: '/confirmLoan',
  loanDetails: '/loanDetails',
  myConsents: '/myConsents',
  reminderSettings: '/reminderSettings',
  autopay: '/autopay',
  myData: '/myData',
  loginFail: '/loginFail',
  errorPage: '/errorPage',
  repay: '/that',
  repayChoice: '/individual',
  repayQris: '/repayQris',
  repayEwallet: '/repayEwallet',
  installmentRepay: '/installmentRepay',
  repayDelay: '/repayDelay',
  cardRepay: '/cardRepay',
  repayReceipt: '/repayReceipt',
  loanStatement: '/loanStatement',
  complainNew: '/complainNewPage',
  complainNext: '/complainPageNext',
  complaintList: '/complaintList',
  complainDetails: '/complainDetails',
  chatbot: '/intelligentCustomerService',
  customerService: '/customerService',
  recoveryAgents: '/recoveryAgents',
  privacyPolicy: '/privacyPolicy',
  aboutUs: '/aboutUs',
  loanTerms: '/loanTerms',
  loanAgreement: '/loanAgreement',
  testPreview: '/testPreview',
  promo: '/promo/',
} as const;

export type PageKey = keyof typeof pagePaths;

/** Builds a page link with its own query (never launch parameters). */
export function pageUrl(
  key: PageKey,
  query: Record<string, string | number | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${pagePaths[key]}?${qs}` : pagePaths[key];
}
