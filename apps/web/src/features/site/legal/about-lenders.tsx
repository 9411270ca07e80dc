import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { LenderSites } from '../../../shared/ui/lender-sites.tsx';
import { aboutUsPage } from '../api/get-whatsapp.ts';

/** About us, under its text: the lenders offered and their websites' pages (decision 066). */
export function AboutLenders() {
  const { data } = usePageQuery(aboutUsPage, 'contacts');
  return data === undefined ? null : <LenderSites lenders={data.lenders} show="links" />;
}
