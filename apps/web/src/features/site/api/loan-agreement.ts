import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { hasSession } from '../../../lib/session.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const loanAgreement = loansArea('loanAgreement');

/** The product's agreements and, with a session, the borrower's figures (`/loanAgreement`). */
export const agreementQuery = ({ productId }: { productId: number }) =>
  queryOptions({
    queryKey: ['site', 'agreement', productId, hasSession()],
    queryFn: ({ signal }) => callOrThrow(loanAgreement, { productId }, { signal }),
  });

/** `/loanAgreement`: public, with the borrower's figures when there is a session. */
export const loanAgreementPage = pageData('loanAgreement', (params) => ({
  agreement: agreementQuery(params),
}));
