/** `/` — the official home. Public: rendered on the server without a session. */
export { SiteHome as Component } from '../../../features/site/components/site-home.tsx';
import { siteHead } from '../../../features/site/site-head.ts';

export const publicPage = true;

export const head = () => siteHead('siteHome');

/** Its data (the page's one declaration): Indonesia's licence statement and TKB90 (decision 057). */
export { siteHomePage as data } from '../../../features/site/api/offer-disclosure.ts';
