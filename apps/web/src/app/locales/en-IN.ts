/** English (India): the texts of the shell (texts every page may use). The reference: the other packs have exactly these keys. */
const texts = {
  retry: 'Retry',
  reload: 'Reload',
  loading: 'Loading…',
  backHome: 'Back to Home',
  goBack: 'Go back',
  networkError: 'Network problem, please try again',
  decodeError: 'We could not read the answer from the server. Please try again.',
  errorTitle: 'Something went wrong',
  errorBody: 'The page could not be shown. Please try again.',
  linkBlocked: 'This link cannot be opened',
  noSessionTitle: 'Please open this page from the app',
  noSessionBody: 'This page needs your {{appName}} session. Open it again from the app.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'This page does not exist or is not available yet.',
  privacyNotice: 'Privacy notice',
  privacyNoticeOf: 'Privacy notice {{version}}',
  lender: {
    lender: 'Lender: {{name}}',
    payee: 'This payment is for the lender: {{name}}',
    rbi: 'RBI registration (CoR) {{number}}',
    ojk: 'OJK licence {{number}}',
    directory:
      "Listed in the RBI's directory of digital lending apps (a listing, not an RBI approval)",
    grievance: 'Grievance officer: {{name}},',
    sites: 'Our lenders',
    website: 'Its digital lending products, apps and service providers',
    care: 'Its customer care and complaints',
    privacy: 'Its privacy policy',
    agents: 'Recovery agents: {{names}}',
    noAgents: 'Recovery agents: none engaged',
    agentsLink: 'Recovery agents of our lenders',
  },
};

export type ShellTexts = typeof texts;
export default texts;
