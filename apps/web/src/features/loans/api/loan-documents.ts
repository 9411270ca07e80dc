import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderReadQuery, readAfresh } from './order-read.ts';

const loanDocuments = loansArea('loanDocuments');

/**
 * The documents the borrower was given at signing (decision 059), read after the order
 * itself: their download addresses are capabilities that last an hour, so they are read
 * afresh on each visit and never kept.
 */
export const loanDocumentsQuery = (orderId: number | undefined) =>
  queryOptions({ ...orderReadQuery('documents', loanDocuments, orderId), ...readAfresh });

export const useLoanDocuments = (orderId: number | undefined) =>
  useQuery(loanDocumentsQuery(orderId));
