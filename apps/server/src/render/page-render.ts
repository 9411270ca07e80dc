import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LaunchParamKey } from '@tenor/contract/launch';
import type { ClientConfig, PageRendererModule } from '@tenor/contract/render';
import { inProcessTransport } from './in-process-calls.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { requestClientKey } from '../http/client-key.ts';
import { renderBudget } from './render-budget.ts';
import { renderRefusals } from './metrics.ts';
import type { WindowCounter } from '../http/shared-windows.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { assetInliner, type InlinedPage } from './inline-assets.ts';
import { PROMO_ENTRY, moduleTag, styleTags, type Manifest } from './manifest.ts';
import { addressTag, headTags } from './page-head.ts';
import { pageDocument } from './page-document.ts';

/**
 * Server rendering of the pages (decision 013): the web build's renderer
 * (`apps/web/dist-server/entry-server.js`) and its manifest, turned into the page's HTML
 * (page-document.ts). Everything here degrades to the shell: no renderer, no session, or a
 * render that fails all send index.html as before, and the page starts in the browser.
 */

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
  const missing = [entry, manifestPath].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    // With no web build at all the fallback page says how to build; with one that lacks its
    // renderer, pages still work as shells the browser renders: seconds later on a slow phone.
    if (existsSync(webDist)) {
      app.log.warn(
        { missing },
        'server rendering is on but this web build has no server renderer: pages are sent as shells; build both with npm run build',
      );
    }
    return null;
  }
  // The seam's one type (@tenor/contract/render), which the web's entry-server is held to.
  const renderer = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The landing is its own build with its own manifest (apps/web/vite.promo.config.ts).
  const promoManifestPath = path.join(webDist, '.vite', 'promo-manifest.json');
  const promoManifest: Manifest = existsSync(promoManifestPath)
    ? (JSON.parse(readFileSync(promoManifestPath, 'utf8')) as Manifest)
    : {};
  // The landing's start styles and scripts are the same for every visit: written once.
  const promoStyles = styleTags(promoManifest, [], PROMO_ENTRY);
  const promoModules = moduleTag(promoManifest, [], PROMO_ENTRY);
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
        const accepted = request.headers['accept-language'];
        const page = await renderer.render({
          url: request.url,
          transport: inProcessTransport(app, request),
          ...(typeof accepted === 'string' ? { acceptLanguage: accepted } : {}),
        });
        if (page === null) return null;
        const document = pageDocument(template, {
          lang: page.lang,
          title: page.head?.title,
          markup: page.html,
          meta: page.head && headTags(page.head, publicOrigin(publicHost, request)),
          styles: styleTags(manifest, page.modules),
          start:
            page.scriptless === true
              ? undefined
              : {
                  address: addressTag(request.url),
                  modules: moduleTag(manifest, page.modules),
                  state: page.state,
                },
        });
        if (page.scriptless === true) return { html: document, styleHashes: [], scriptHashes: [] };
        return inlineAssets(document);
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
        return inlineAssets(
          pageDocument(template, {
            lang: page.lang,
            title: page.title,
            markup: page.html,
            styles: promoStyles,
            start: { modules: promoModules, state: page.state },
          }),
        );
      } catch (err) {
        request.log.error({ err }, 'landing render failed; sending the shell');
        return null;
      }
    },
  };
}
