import { signedDownloadRequest, statementDownloads } from '@tenor/contract/statement-downloads';
import { apiBase } from '../../../lib/config.ts';
import { commonParams } from '../../../lib/launch.ts';
import { buildRequest } from '../../../shared/http/build-request.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayRef } from '../repay-links.ts';
import { orderReadQuery } from './order-read.ts';
import { repayArea } from '../../../shared/http/areas.ts';

const loanStatement = repayArea('loanStatement');

export const loanStatementQuery = (ref: PayRef) => orderReadQuery('statement', loanStatement, ref);

/** `/loanStatement`. */
export const loanStatementPage = pageData('loanStatement', (ref) => ({
  statement: loanStatementQuery(ref),
}));

/**
 * A download's address: a plain GET the WebView hands to the system (decision 060), signed by
 * the statement's answer, with the launch's language and never the session token.
 */
const downloadUrl = (path: string, orderId: number, link: { e: string; s: string }) =>
  buildRequest(
    { ...signedDownloadRequest, path },
    { orderId, ...link },
    { apiBase, token: undefined, common: commonParams() },
  ).url;

export const calendarUrl = (orderId: number, link: { e: string; s: string }) =>
  downloadUrl(statementDownloads.calendar, orderId, link);

export const statementFileUrl = (orderId: number, link: { e: string; s: string }) =>
  downloadUrl(statementDownloads.file, orderId, link);
