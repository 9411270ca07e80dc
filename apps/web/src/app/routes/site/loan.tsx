/** `/Loan` — a banner and the loan agreement. Public: rendered on the server without a session. */
export { SiteLoan as Component } from '../../../features/site/components/site-loan.tsx';
import type { PageParams } from '@tenor/contract/page-params';
import { siteHead } from '../../../features/site/site-head.ts';

export const publicPage = true;

export const head = () => siteHead('siteLoan');

/** The agreement alone (`embed=1`), framed by /Policy in a sandbox that runs no script. */
export const scriptless = (params: PageParams<'siteLoan'>) => params.embed === '1';
