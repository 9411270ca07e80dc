import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fallbackTexts } from '@tenor/contract/fallback-texts';
import { splitLaunchParams, type LaunchParamKey } from '@tenor/contract/launch';
import type { ClientConfig, PageRendererModule } from '@tenor/contract/render';
import { isSitePath, type PageHead } from '@tenor/contract/site';
import { inProcessTransport } from './in-process-calls.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { requestClientKey } from '../http/client-key.ts';
import { renderBudget } from './render-budget.ts';
import { renderRefusals } from './metrics.ts';
import type { WindowCounter } from '../http/shared-windows.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { escapeHtml as htmlText } from '../kernel/html.ts';
import { assetInliner, type InlinedPage } from './inline-assets.ts';

/**
 * Server rendering of the pages (decision 013): the web build's renderer
 * (`apps/web/dist-server/entry-server.js`) and its manifest, turned into the page's HTML.
 * Everything here degrades to the shell: no renderer, no session, or a render that fails
 * all send index.html as before, and the page starts in the browser.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const OUTLET = /\s*<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->\s*/;

/** JSON safe inside a `<script type="application/json">` block. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/;
const PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A view sent as HTML alone (made to be framed in a sandbox that runs no script): the app's
 * entry and its preloads are left out, so the frame neither fetches nor refuses them.
 */
export const withoutScripts = (html: string): string =>
  html.replace(ENTRY, '').replace(PRELOADS, '');

/**
 * A rendered page starts its app after the first paint (`/boot.js`): the entry's address
 * moves to a meta tag, so the scripts do not compete with the content on a slow network.
 */
export const bootAfterPaint = (html: string): string =>
  html
    // The entry's own imports too: preloaded from the head they compete with the first paint
    // as much as the entry would (a split entry chunk cost /relevant 300 ms of LCP).
    .replace(PRELOADS, '')
    .replace(
      ENTRY,
      (_, entry: string) =>
        `<meta name="tenor-entry" content="${entry}"><script type="module" src="/boot.js"></script>`,
    );

/** The app's HTML entry in its manifest, and the promotion landing's in its own. */
const APP_ENTRY = 'index.html';
const PROMO_ENTRY = 'promo/index.html';

/**
 * What the entry imports dynamically starts with every page: the libraries and the app's
 * start (or the landing's), each evaluated in a task of its own (apps/web/src/app/main.tsx,
 * apps/web/src/app/promo/main.tsx). The routes and language packs are imported by the app's
 * start, as pages need them.
 */
const startUp = (manifest: Manifest, entry: string) => manifest[entry]?.dynamicImports ?? [];

/**
 * The styles of the app's start (the shell's own: first, as the entry's are) and of the
 * modules, with those of the chunks they import (the entry's are in the page already).
 * Their scripts are not preloaded: the app starts after the first paint.
 */
export function styleTags(
  manifest: Manifest,
  modules: readonly string[],
  entry = APP_ENTRY,
): string {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || key === entry || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [...startUp(manifest, entry), ...modules].forEach(visit);
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
}

/**
 * The scripts the page will run, for `/boot.js` to fetch all at once when it starts the app
 * (after the first paint): the entry and what it imports, what it starts with (its dynamic
 * imports), the page's chunk and what it imports, and its language packs. Without the list the browser finds them one level at a
 * time (entry, then the page's chunk, then that chunk's imports), and the entry's own code
 * adds the page's preloads while it runs, in the task that blocks the page the longest.
 *
 * Each file comes after the files it imports (the order they are run in): the app's start
 * runs the files listed after its own one per task, so that no task runs a page's chunk
 * together with everything it imports (apps/web/src/app/page-modules.ts).
 */
export function moduleTag(
  manifest: Manifest,
  modules: readonly string[],
  entry = APP_ENTRY,
): string {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) files.push(`/${chunk.file}`);
  };
  [entry, ...startUp(manifest, entry), ...modules].forEach(visit);
  return `<meta name="tenor-modules" content="${htmlText(files.join(' '))}">`;
}

/**
 * The page's address without its launch parameters, for `/boot.js` to put in the address bar
 * as soon as it runs: a rendered page shows its content long before the app starts, and the
 * token must not sit in the address meanwhile. The app then reads the launch parameters that
 * boot.js kept for it (apps/web/src/lib/launch.ts).
 */
export function addressTag(url: string): string {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const { launch, rest } = splitLaunchParams(new URLSearchParams(q === -1 ? '' : url.slice(q + 1)));
  // A site page's language is part of its address (decision 021): only the rest leaves.
  if (isSitePath(pathname)) {
    if (launch.languageType !== undefined) rest.set('languageType', launch.languageType);
    if (launch.locale !== undefined) rest.set('locale', launch.locale);
  }
  const query = rest.toString();
  const clean = `${pathname}${query ? `?${query}` : ''}`;
  return `<meta name="tenor-address" content="${htmlText(clean)}">`;
}

/**
 * The words `/boot.js` shows, in the page's language, when the app's entry itself cannot load
 * (offline midway, a deploy that replaced it): without the entry the page would stay as
 * rendered, its buttons doing nothing. Past the entry, the app says so itself
 * (apps/web/src/app/start-failure.ts), with the same words.
 */
export const startFailureTag = (lang: string): string =>
  failureTags.get(lang) ?? failureTags.get('en-IN')!;

/** One tag per language, written once: the words never change while the server runs. */
const failureTags = new Map(
  Object.entries(fallbackTexts).map(([lang, texts]) => [
    lang,
    `<meta name="tenor-start-failure" content="${htmlText(JSON.stringify(texts))}">`,
  ]),
);

export interface PageRenderer {
  /**
   * The rendered page from the shell's template, or null to send the shell. Its stylesheets
   * are written into it (inline-assets.ts), except in a view sent as HTML alone (scriptless),
   * which is shown in a frame under its parent's policy and keeps its links.
   */
  render(request: FastifyRequest, template: string): Promise<InlinedPage | null>;
  /** The promotion landing from its own template (`apps/web/promo/index.html`), or null. */
  renderPromo(request: FastifyRequest, template: string): Promise<InlinedPage | null>;
}

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The head of a public page: title, description, and — with an origin to make them
 * absolute — the canonical address, the other languages and the Open Graph card.
 */
export function headTags(head: PageHead, origin: string | undefined): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${htmlText(value)}">`;
  const tags = [
    meta('name', 'description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', head.ogLocale),
  ];
  if (origin !== undefined) {
    tags.push(
      `<link rel="canonical" href="${htmlText(origin + head.canonical)}">`,
      ...head.alternates.map(
        (a) =>
          `<link rel="alternate" hreflang="${htmlText(a.lang)}" href="${htmlText(origin + a.href)}">`,
      ),
      meta('property', 'og:url', origin + head.canonical),
    );
    if (head.image !== undefined) tags.push(meta('property', 'og:image', origin + head.image));
  }
  return tags.join('');
}

/** The launch parameter that carries the session (docs/native-integration.md). */
const TOKEN: LaunchParamKey = 'token';

export interface RendererOptions {
  webDist: string;
  clientConfig: ClientConfig;
  /** `PUBLIC_HOST`: the origin of canonical links (else, in a demo, the request's host). */
  publicHost: string | undefined;
  /** Renders per borrower (else address) and minute: the API's rate limit (0: none). */
  rendersPerMinute: number;
  /** Whose budget a page spends: the borrower of a valid launch token. */
  sessions: SessionStore;
  /** Where renders are counted (shared by every instance on PostgreSQL). */
  windows: WindowCounter;
}

/**
 * Whose render budget a page spends: the borrower of a valid launch token, the client address
 * for a page opened without one, and nobody's for an invalid token — that page is sent as its
 * shell at once (its data calls would fail anyway), so random tokens buy no renders.
 */
async function budgetKey(request: FastifyRequest, sessions: SessionStore): Promise<string | null> {
  const token = (request.query as Record<string, unknown> | undefined)?.[TOKEN];
  if (typeof token !== 'string' || token === '') return `address:${requestClientKey(request)}`;
  // Tokens are 43 base64url characters; anything far off is not worth a query.
  const borrower = token.length <= 256 ? await sessions.borrowerOf(token) : null;
  return borrower === null ? null : `borrower:${borrower.id}`;
}

export async function pageRenderer(
  app: FastifyInstance,
  options: RendererOptions,
): Promise<PageRenderer | null> {
  const { webDist, clientConfig, publicHost, rendersPerMinute, sessions, windows } = options;
  const entry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) return null;
  // The seam's one type (@tenor/contract/render), which the web's entry-server is held to.
  const renderer = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The landing is its own build with its own manifest (apps/web/vite.promo.config.ts).
  const promoManifestPath = path.join(webDist, '.vite', 'promo-manifest.json');
  const promoManifest: Manifest = existsSync(promoManifestPath)
    ? (JSON.parse(readFileSync(promoManifestPath, 'utf8')) as Manifest)
    : {};
  // The landing's start styles and scripts are the same for every visit: written once.
  const promoHead = `${styleTags(promoManifest, [], PROMO_ENTRY)}${moduleTag(promoManifest, [], PROMO_ENTRY)}</head>`;
  renderer.configure(clientConfig);
  const budget = renderBudget(rendersPerMinute, windows);
  const inlineAssets = assetInliner(webDist);
  const withinBudget = async (request: FastifyRequest) => {
    const key = await budgetKey(request, sessions);
    if (key === null) return false;
    const answer = await budget.take(key);
    if (answer === 'justSpent') request.log.warn('render budget spent this minute; sending shells');
    if (answer !== 'granted') renderRefusals.inc();
    return answer === 'granted';
  };

  return {
    async render(request, template) {
      try {
        if (!(await withinBudget(request))) return null;
        const page = await renderer.render({
          url: request.url,
          transport: inProcessTransport(app, request),
        });
        if (page === null) return null;
        const data = `<script type="application/json" id="tenor-data">${jsonForHtml(page.state)}</script>`;
        const { head } = page;
        const titled =
          head === undefined
            ? template
            : template
                .replace(TITLE, () => `<title>${htmlText(head.title)}</title>`)
                .replace(
                  '</head>',
                  () => `${headTags(head, publicOrigin(publicHost, request))}</head>`,
                );
        const styled = (html: string) =>
          html
            .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
            .replace('</head>', `${styleTags(manifest, page.modules)}</head>`)
            .replace(OUTLET, () => page.html);
        if (page.scriptless === true) {
          return { html: styled(withoutScripts(titled)), styleHashes: [], scriptHashes: [] };
        }
        return inlineAssets(
          styled(
            bootAfterPaint(titled).replace(
              '</head>',
              `${addressTag(request.url)}${moduleTag(manifest, page.modules)}${startFailureTag(page.lang)}</head>`,
            ),
          ).replace('</body>', `${data}</body>`),
        );
      } catch (err) {
        request.log.error({ err }, 'page render failed; sending the shell');
        return null;
      }
    },

    // The landing has no session and no launch parameters to take out of the address; its
    // template id is in the query (the hash never reaches a server).
    async renderPromo(request, template) {
      if (renderer.renderPromo === undefined) return null;
      try {
        if (!(await withinBudget(request))) return null;
        const page = await renderer.renderPromo({
          url: request.url,
          transport: inProcessTransport(app, request),
        });
        if (page === null) return null;
        const data = `<script type="application/json" id="tenor-data">${jsonForHtml(page.state)}</script>`;
        return inlineAssets(
          bootAfterPaint(template)
            // Its start's styles and every script it runs, as an app page's (render, above).
            .replace('</head>', `${startFailureTag(page.lang)}${promoHead}`)
            .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
            .replace(TITLE, () => `<title>${htmlText(page.title)}</title>`)
            .replace(OUTLET, () => page.html)
            .replace('</body>', `${data}</body>`),
        );
      } catch (err) {
        request.log.error({ err }, 'landing render failed; sending the shell');
        return null;
      }
    },
  };
}
