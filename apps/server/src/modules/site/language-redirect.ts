import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedSiteLanguage } from '@tenor/contract/accept-language';
import { pagePaths } from '@tenor/contract/paths';
import { siteLanguageQuery, sitePages } from '@tenor/contract/site';

/** The parameters that name a site page's language (decision 021). */
const LANGUAGE_PARAMS = ['languageType', 'locale'];

/**
 * A site address that names no language is the browser's to choose (docs/markets.md): a
 * reader of another market or language (`en-IN` → India, `en-ID`, `en-US` → Indonesia in
 * English: `acceptedSiteLanguage`) is sent on to that page, whose address names it, so a reload, a shared link and the language switcher all keep what the page
 * shows. Indonesian, the default, is rendered where it is. Only a page opened as a page:
 * a frame of ours (`/Loan?embed=1` in `/Policy`) shows what its address says.
 */
function languageRedirect(request: FastifyRequest, reply: FastifyReply, path: string) {
  const q = request.url.indexOf('?');
  const query = new URLSearchParams(q === -1 ? '' : request.url.slice(q + 1));
  const dest = request.headers['sec-fetch-dest'];
  const named = LANGUAGE_PARAMS.some((name) => query.has(name));
  if (named || (dest !== undefined && dest !== 'document')) return reply.callNotFound();
  const chosen = siteLanguageQuery(acceptedSiteLanguage(request.headers['accept-language']));
  if (chosen === '') return reply.callNotFound();
  for (const [name, value] of new URLSearchParams(chosen)) query.set(name, value);
  return reply
    .header('vary', 'Accept-Language')
    .header('cache-control', 'no-store')
    .redirect(`${path}?${query.toString()}`, 302);
}

/** Registers the language choice in front of each page of the official site. */
export async function siteLanguageRoutes(app: FastifyInstance): Promise<void> {
  for (const key of sitePages) {
    const path = pagePaths[key];
    app.get(path, (request, reply) => languageRedirect(request, reply, path));
  }
}
