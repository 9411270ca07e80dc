/**
 * The export's download addresses: the documents' signed grant (domain/documents/download-url.ts)
 * over the request's id and its borrower, under a key of their own, so a grant of one never
 * opens the other.
 */
import { createHmac } from 'node:crypto';
import { DOCUMENTS_PREFIX } from '../../domain/documents/download-url.ts';

export const EXPORT_ROUTE = `${DOCUMENTS_PREFIX}my-data/:requestId/:fileName`;

export const exportPath = (requestId: number, reference: string, ext: 'json' | 'html') =>
  `${DOCUMENTS_PREFIX}my-data/${requestId}/tenor-data-${reference}.${ext}`;

export const exportSecret = (webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update('tenor data exports').digest('base64url');
