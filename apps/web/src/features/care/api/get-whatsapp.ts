import { careArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const getWhatsapp = careArea('getWhatsapp');

/** The `overall` parameter of get-whatsapp (docs/screens.md "Customer service"). */
const OVERALL = 30;

/** Customer-service contacts of the borrower's market (docs/screens.md "Customer service"). */
export const contactsQuery = () =>
  queryOptions({
    queryKey: ['care', 'contacts'],
    queryFn: ({ signal }) => callOrThrow(getWhatsapp, { overall: OVERALL }, { signal }),
  });

/** `/customerService`. */
export const customerServicePage = pageData('customerService', () => ({
  contacts: contactsQuery(),
}));

/** `/recoveryAgents`: the lenders and their recovery agents, from the same answer (decision 066). */
export const recoveryAgentsPage = pageData('recoveryAgents', () => ({
  contacts: contactsQuery(),
}));
