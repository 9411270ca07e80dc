/** `/About` — about the company. Public: rendered on the server without a session. */
export { SiteAbout as Component } from '../../../features/site/components/site-about.tsx';
import { siteHead } from '../../../features/site/site-head.ts';

export const publicPage = true;

export const head = () => siteHead('siteAbout');
