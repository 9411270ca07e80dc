/**
 * Where a loan statement's files are downloaded by their signed links (decision 060), apart
 * from the repay endpoints' schemas: the statement page writes both links as it renders.
 */
export const statementDownloads = {
  /** The repayment schedule as `text/calendar`. */
  calendar: '/v3/loan-details/statement-calendar',
  /** The statement as a printable HTML page. */
  file: '/v3/loan-details/statement-file',
} as const;

/** How a signed download travels: a plain GET, its link's query the order, expiry and signature. */
export const signedDownloadRequest = { method: 'GET', encoding: 'query' } as const;
