/** `/contact` — the contact form. Public: rendered on the server without a session. */
export { SiteContact as Component } from '../../../features/site/components/site-contact.tsx';
import { siteHead } from '../../../features/site/site-head.ts';

export const publicPage = true;

export const head = () => siteHead('siteContact');
