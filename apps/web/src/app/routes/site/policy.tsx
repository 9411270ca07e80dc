/** `/Policy` — policies, with the loan agreement framed. Public: rendered on the server without a session. */
export { SitePolicy as Component } from '../../../features/site/components/site-policy.tsx';
import { siteHead } from '../../../features/site/site-head.ts';

export const publicPage = true;

export const head = () => siteHead('sitePolicy');
