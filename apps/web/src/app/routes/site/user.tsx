/** `/User` — the web account's empty page. Public: rendered on the server without a session. */
export { SiteUser as Component } from '../../../features/site/components/site-user.tsx';
import { siteHead } from '../../../features/site/site-head.ts';

export const publicPage = true;

export const head = () => siteHead('siteUser');
