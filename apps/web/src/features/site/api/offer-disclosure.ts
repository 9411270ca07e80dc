import { offerArea } from '../../../shared/http/areas.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { grievanceQuery } from './get-whatsapp.ts';

const offerDisclosure = offerArea('offerDisclosure');

/** The operator's OJK licence and latest TKB90 (decision 057), as the offer list shows them. */
export const operatorFactsQuery = () =>
  readQuery(['site', 'offer-disclosure'], offerDisclosure, { staleTime: 60 * 60 * 1000 });

/**
 * `/`: the home shows Indonesia's licence statement and TKB90, the lenders' websites and the
 * platform's grievance officer (decision 066) in the server's HTML.
 */
export const siteHomePage = pageData('siteHome', () => ({
  facts: operatorFactsQuery(),
  contacts: grievanceQuery(),
}));
