import { html, raw, type Html } from '../kernel/html.ts';
import { startFailureTag } from './page-head.ts';

/**
 * The one way a rendered page becomes its document (decision 045): the web build's template
 * (the app's `index.html` or the landing's `apps/web/promo/index.html`) with the page written
 * into it. Both renders, the app's pages and the promotion landing, go through `pageDocument`.
 */

const OUTLET = /\s*<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->\s*/;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/;
const PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;
const LANG = /<html lang="[^"]*"/;

/** JSON safe inside a `<script type="application/json">` block. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A view sent as HTML alone (made to be framed in a sandbox that runs no script): the app's
 * entry and its preloads are left out, so the frame neither fetches nor refuses them.
 */
export const withoutScripts = (template: string): string =>
  template.replace(ENTRY, '').replace(PRELOADS, '');

/**
 * A rendered page starts its app after the first paint (`/boot.js`): the entry's address
 * moves to a meta tag, so the scripts do not compete with the content on a slow network.
 */
export const bootAfterPaint = (template: string): string =>
  template
    // The entry's own imports too: preloaded from the head they compete with the first paint
    // as much as the entry would (a split entry chunk cost /relevant 300 ms of LCP).
    .replace(PRELOADS, '')
    .replace(
      ENTRY,
      (_, entry: string) =>
        html`<meta name="tenor-entry" content="${entry}"><script type="module" src="/boot.js"></script>`
          .html,
    );

export interface PageParts {
  /** The page's language, for `<html lang>`. */
  lang: string;
  /** The page's title; without one the template's stays. */
  title: string | undefined;
  /** The rendered markup, in place of the template's shell. */
  markup: string;
  /** A public page's own head (page-head.ts `headTags`). */
  meta?: Html | undefined;
  /** The page's stylesheets (manifest.ts `styleTags`). */
  styles: Html;
  /**
   * How the app starts after the first paint: what `/boot.js` reads (the clean address, the
   * scripts to fetch) and the data the app starts from. None for a view sent as HTML alone,
   * which runs no script.
   */
  start?: { address?: Html | undefined; modules: Html; state: unknown } | undefined;
}

/** The template with its `<html lang>` set. */
export const withLang = (template: string, lang: string): string =>
  template.replace(LANG, () => html`<html lang="${lang}"`.html);

/** The page's document from its template: head tags, title, language, markup and data. */
export function pageDocument(template: string, page: PageParts): string {
  const { start } = page;
  const head = html`${page.meta}${start?.address}${start?.modules}${
    start !== undefined && startFailureTag(page.lang)
  }${page.styles}</head>`.html;
  const data =
    start !== undefined &&
    html`<script type="application/json" id="tenor-data">${raw(jsonForHtml(start.state))}</script>`;
  const title = page.title !== undefined && html`<title>${page.title}</title>`.html;
  const scripted = start === undefined ? withoutScripts(template) : bootAfterPaint(template);
  const titled = title === false ? scripted : scripted.replace(TITLE, () => title);
  return (
    withLang(titled, page.lang)
      .replace('</head>', () => head)
      .replace('</body>', () => html`${data}</body>`.html)
      // Last, so that nothing the page's markup holds is taken for the template's own tags.
      .replace(OUTLET, () => page.markup)
  );
}
