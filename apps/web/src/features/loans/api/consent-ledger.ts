import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const consentLedger = loansArea('consentLedger');
const orderKfs = loansArea('orderKfs');

/** The signed-in borrower's consent ledger, oldest first (decision 056). */
export const consentLedgerQuery = () => readQuery(['loans', 'consents'], consentLedger);

/** `/myConsents`. */
export const myConsentsPage = pageData('myConsents', () => ({
  consents: consentLedgerQuery(),
}));

/** The Key Fact Statement an order was confirmed with (null for none), for loan details. */
export const orderKfsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKey(orderId), 'loans', 'kfs'],
    queryFn: ({ signal }) => callOrThrow(orderKfs, { orderId }, { signal }),
    staleTime: Infinity,
  });

export const useOrderKfs = (orderId: number) => useQuery(orderKfsQuery(orderId));
