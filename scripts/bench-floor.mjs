// The static-HTML floor of a page for `npm run bench`: the same server-rendered HTML and CSS,
// with every script and preload removed, served by a bare Fastify from the built assets, sent
// as the server sends them (the page brotli-compressed with the page's own response headers,
// its security headers among them; the stylesheets' precompressed copies). What no JavaScript
// can beat on this machine in this run.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

// The server's own static-file plugin, as its workspace resolves it (npm may keep it there
// rather than at the root): the floor serves files the way the server does.
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { default: fastifyStatic } = await import(serverRequire.resolve('@fastify/static'));

/** The page without its scripts: markup and styles only. */
export const withoutScripts = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

/** Headers that describe one response's bytes or connection, not how the browser treats the page. */
const perResponse = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/** A page response's headers the floor sends too (its security headers, its caching). */
export const pageHeaders = (headers) =>
  Object.fromEntries([...headers].filter(([name]) => !perResponse.has(name.toLowerCase())));

/**
 * Starts the floor server; `add(name, html, headers)` serves a page at `/floor/<name>` with
 * those headers, `url(name, { without })` addresses it with one of them left out (what that
 * header costs), `addPromoFile(name, type, body)` serves a file at `/assets/promo/<name>`.
 */
export async function startFloor(webDist, port) {
  const pages = new Map();
  /** Files the API server draws rather than the build holds (the landing's demo banners). */
  const files = new Map();
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
  });
  app.get('/assets/promo/:file', async (request, reply) => {
    const file = files.get(request.params.file);
    return file === undefined ? reply.code(404).send() : reply.type(file.type).send(file.body);
  });
  app.get('/floor/:name', async (request, reply) => {
    const page = pages.get(request.params.name);
    if (page === undefined) return reply.code(404).send();
    const { without } = request.query;
    for (const [name, value] of Object.entries(page.headers)) {
      if (name !== without) reply.header(name, value);
    }
    return reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(page.body);
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: (name, { without } = {}) =>
      `http://127.0.0.1:${port}/floor/${name}${without ? `?without=${without}` : ''}`,
    // Compressed once, as the server's quality: Lighthouse opens each floor three times.
    add: (name, html, headers = {}) =>
      pages.set(name, {
        body: brotliCompressSync(withoutScripts(html), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
        headers,
      }),
    addPromoFile: (name, type, body) => files.set(name, { type, body }),
    close: () => app.close(),
  };
}
