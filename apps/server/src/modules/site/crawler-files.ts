/**
 * `robots.txt` and `sitemap.xml` (docs/decisions/021-official-site.md): crawlers may read
 * the official site and the legal pages, never the borrower's in-app pages or the API; the
 * operators' desk, the metrics and the sandbox are not named at all. Both are built from the contract's page list, so a new
 * page is placed on one side or the other by the list it joins.
 */
import { apiSegments } from '@tenor/contract/api-prefixes';
import { type PageKey, pagePaths } from '@tenor/contract/paths';
import { siteHref, siteLanguages, sitemapPages } from '@tenor/contract/site';
import { html } from '../../kernel/html.ts';

/** Pages a crawler may read: the sitemap's, the promotion landing, and the agreements. */
const publicKeys = new Set<PageKey>([...sitemapPages, 'loanAgreement', 'promo']);

/**
 * The server's own tools, not listed: robots.txt is read by everyone, and naming the desk, the
 * metrics, the sandbox API or the sandbox's pay page would only tell a visitor where to look.
 * No page links to them; the desk's pages say `noindex` themselves (desk/desk-html.ts).
 */
const unlisted = new Set(['ops', 'metrics', 'dev', 'sandbox']);

/** Every path robots.txt closes: the in-app pages and the API. */
export function disallowedPaths(): string[] {
  const inApp = (Object.keys(pagePaths) as PageKey[])
    .filter((key) => !publicKeys.has(key))
    .map((key) => pagePaths[key]);
  const server = apiSegments
    .filter((segment) => !unlisted.has(segment))
    .map((segment) => `/${segment}`);
  return [...new Set([...server, ...inApp])];
}

export function robotsTxt(origin: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
  ];
  if (origin !== undefined) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** Every public page in every language, as absolute addresses. */
export function sitemapXml(origin: string): string {
  const urls = sitemapPages.flatMap((key) =>
    siteLanguages.map(
      (language) => html`  <url><loc>${origin}${siteHref(key, language)}</loc></url>\n`,
    ),
  );
  return html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}</urlset>
`.html;
}
