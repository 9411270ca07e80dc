import { endpointArea } from './endpoint-areas.ts';

/**
 * The contract's areas as the app's modules name their endpoints (decision 091): e.g.
 * `const loanDetails = loansArea('loanDetails')` in the module that calls it. An area is loaded
 * on the first call of one of its endpoints, or once the page has started. The promotion
 * landing imports its endpoints as they are: it is built as one file with its start
 * (apps/web/scripts/code-splitting.ts), so there is nothing to load later.
 */
export const autopayArea = endpointArea(() => import('@tenor/contract/endpoints/autopay'));
export const careArea = endpointArea(() => import('@tenor/contract/endpoints/care'));
export const devArea = endpointArea(() => import('@tenor/contract/endpoints/dev'));
export const loansArea = endpointArea(() => import('@tenor/contract/endpoints/loans'));
/** The offer list's disclosure alone (the loans area names it too), for the official site. */
export const offerArea = endpointArea(() => import('@tenor/contract/offer'));
export const repayArea = endpointArea(() => import('@tenor/contract/endpoints/repay'));
export const rightsArea = endpointArea(() => import('@tenor/contract/endpoints/rights'));
export const siteArea = endpointArea(() => import('@tenor/contract/endpoints/site'));
