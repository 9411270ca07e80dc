// The static-HTML floor of a page for `npm run bench`: the same server-rendered HTML and CSS,
// with every script and preload removed, served by a bare Fastify from the built assets, sent
// as the server sends them (the page brotli-compressed, the stylesheets' precompressed copies).
// What no JavaScript can beat on this machine in this run.
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

/**
 * Starts the floor server; `add(name, html)` serves a page at `/floor/<name>`,
 * `addPromoFile(name, type, body)` a file at `/assets/promo/<name>`.
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
    const html = pages.get(request.params.name);
    if (html === undefined) return reply.code(404).send();
    return reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(html);
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: (name) => `http://127.0.0.1:${port}/floor/${name}`,
    // Compressed once, as the server's quality: Lighthouse opens each floor three times.
    add: (name, html) =>
      pages.set(
        name,
        brotliCompressSync(withoutScripts(html), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
      ),
    addPromoFile: (name, type, body) => files.set(name, { type, body }),
    close: () => app.close(),
  };
}
