import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codes } from '@tenor/contract/envelope';
import { documentLangOf, splitLaunchParams } from '@tenor/contract/launch';
import type { SessionStore } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { WindowCounter } from '../http/shared-windows.ts';
import { isApiRequest } from '../http/api-paths.ts';
import { failure } from '../http/envelope.ts';
import { withDemoBanner } from '../http/demo-banner.ts';
import { encodePage, pageEncoding, type PageEncoding } from './html-encoding.ts';
import { requestLang } from '../http/language.ts';
import { t } from '../i18n.ts';
import { withInlineHashes, type InlinedPage } from './inline-assets.ts';
import { APP_ENTRY, PROMO_ENTRY } from './manifest.ts';
import { borrowerLaunchAddress } from './borrower-launch.ts';
import { withLang } from './page-document.ts';
import { DOCUMENT_ONLY_HEADERS } from '../plugins/security-headers.ts';
import { pageRenderer } from './page-render.ts';
import { clientConfig, injectClientConfig, themeStyle } from './web-config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A built script or stylesheet, which carries no document's headers (DOCUMENT_ONLY_HEADERS). */
const CODE_FILE = /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/;

const NOT_BUILT =
  'The web app has not been built yet.\n\nRun `npm run build` in the repository root, then restart the server.\n';

/** A page navigation the SPA should answer: not the API, not a file, and the client takes HTML. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Judged as routed, not as spelled: `/%6Coans/…` is no page (decision 036).
  if (isApiRequest(request)) return false;
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** A page's compressed bytes in an encoding. */
type Encoded = (encoding: Exclude<PageEncoding, 'identity'>) => Promise<Buffer> | Buffer;

/**
 * A page, compressed when the client accepts it (render/html-encoding.ts); `encoded` answers
 * the bytes of a page that is the same for everyone, compressed once.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  cacheControl: 'no-store' | 'no-cache',
  encoded: Encoded = (encoding) => encodePage(html, encoding),
) {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (encoding === 'identity') return reply.send(html);
  return reply.header('content-encoding', encoding).send(await encoded(encoding));
}

/** A rendered page, its policy admitting the stylesheets and script written into it. */
function sendInlined(
  request: FastifyRequest,
  reply: FastifyReply,
  page: InlinedPage,
  cacheControl: 'no-store' | 'no-cache',
) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', withInlineHashes(policy, page));
  }
  return sendPage(request, reply, page.html, cacheControl);
}

/**
 * An unrendered app page's `<html lang>`, read from the launch parameters of its address, so
 * that the first paint's words are read in their own language before the script runs.
 */
function shellLang(url: string): string {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  return documentLangOf(splitLaunchParams(new URLSearchParams(query)).launch);
}

/** The promotion landing is its own entry (docs/budgets.md) when the build has one. */
const entryFor = (pathname: string) =>
  pathname === '/promo' || pathname.startsWith('/promo/') ? PROMO_ENTRY : APP_ENTRY;

/**
 * Serves the built SPA: hashed assets cached for a year (precompressed copies when the
 * client accepts them), HTML never cached and always with the config meta filled in.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { config: Config; sessions: SessionStore; windows: WindowCounter },
  ) => {
    const { webDist } = opts.config;
    const meta = clientConfig(opts.config);
    const theme = themeStyle(opts.config).css;
    // Rendered once per entry; misses are not cached so a build made while running is picked up.
    const pages = new Map<string, string>();

    async function page(entry: string): Promise<string | null> {
      const cached = pages.get(entry);
      if (cached !== undefined) return cached;
      const html = await fs.readFile(path.join(webDist, entry), 'utf8').catch(() => null);
      if (html === null) return entry === 'index.html' ? null : page('index.html');
      const injected = injectClientConfig(html, meta, theme);
      if (injected === null) app.log.warn({ entry }, 'index page has no tenor-config meta tag');
      // Pages are compressed before they leave: the demo banner goes in here, not on the way out.
      const ready = opts.config.demoPublic ? withDemoBanner(injected ?? html) : (injected ?? html);
      pages.set(entry, ready);
      return ready;
    }

    // The shells' compressed bytes, by entry, language and encoding: the same for every visitor
    // who opens that entry in that language (a handful of keys).
    const shells = new Map<string, Promise<Buffer> | Buffer>();
    const shellOf =
      (entry: string, lang: string, html: string): Encoded =>
      (encoding) => {
        const key = `${entry} ${lang} ${encoding}`;
        const kept = shells.get(key) ?? encodePage(html, encoding);
        shells.set(key, kept);
        return kept;
      };

    const renderer = opts.config.ssr
      ? await pageRenderer(app, {
          webDist,
          clientConfig: meta,
          publicHost: opts.config.publicHost,
          rendersPerMinute: opts.config.rateLimit.perMinute,
          sessions: opts.sessions,
          windows: opts.windows,
        })
      : null;
    if (existsSync(webDist)) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        // HTML and directories go through the fallback below, so pages always carry the
        // config meta (and a directory is never a 403).
        allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/'),
        setHeaders: (reply) => {
          const { url } = reply.request;
          reply.header('cache-control', url.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
          if (CODE_FILE.test(url))
            for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        },
      });
    }

    // A path the router does not match but that reads as the API's (`/%2561pi/…`, `/V3/…`,
    // a trailing slash) spends the API's budget like a routed call (decision 036).
    const unrouted =
      opts.config.rateLimit.perMinute > 0 && app.hasDecorator('rateLimit')
        ? { preHandler: app.rateLimit() }
        : {};
    app.setNotFoundHandler(unrouted, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) {
        return reply.code(404).send(failure(codes.notFound, t(requestLang(request), 'notFound')));
      }
      const entry = entryFor(request.url.split(/[?#]/)[0] ?? '/');
      // A launch that misses the borrower's market or kept language opens again with it.
      const accepted = request.headers['accept-language'];
      const relaunch =
        entry === APP_ENTRY
          ? await borrowerLaunchAddress(request.url, opts.sessions, accepted)
          : null;
      if (relaunch !== null) return reply.header('cache-control', 'no-store').redirect(relaunch);
      const html = await page(entry);
      if (html === null) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      // A page opened with a session is rendered with the borrower's data: never cached.
      const rendered =
        renderer !== null && entry === 'index.html' ? await renderer.render(request, html) : null;
      if (rendered !== null) return sendInlined(request, reply, rendered, 'no-store');
      // The promotion landing holds only its template, the same for every visitor.
      const landing =
        renderer !== null && entry === PROMO_ENTRY
          ? await renderer.renderPromo(request, html)
          : null;
      if (landing !== null) return sendInlined(request, reply, landing, 'no-cache');
      if (entry !== APP_ENTRY)
        return sendPage(request, reply, html, 'no-cache', shellOf(entry, '', html));
      const lang = shellLang(request.url);
      const shell = withLang(html, lang);
      return sendPage(request, reply, shell, 'no-cache', shellOf(entry, lang, shell));
    });
  },
  { name: 'web' },
);
