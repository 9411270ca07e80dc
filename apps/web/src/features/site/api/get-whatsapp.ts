import { careArea } from '../../../shared/http/areas.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const getWhatsapp = careArea('getWhatsapp');

/**
 * The market's contacts and grievance route, as customer service shows them: the privacy
 * policy names the same grievance officer (docs/markets.md "Grievance route").
 */
export const grievanceQuery = () =>
  readQuery(['site', 'grievance'], getWhatsapp, { staleTime: 60 * 60 * 1000 });

/** `/privacyPolicy`: the grievance officer the policy names, in the server's HTML. */
export const privacyPolicyPage = pageData('privacyPolicy', () => ({ officer: grievanceQuery() }));

/** `/aboutUs`: the lenders whose products are offered, with their websites (decision 066). */
export const aboutUsPage = pageData('aboutUs', () => ({ contacts: grievanceQuery() }));
