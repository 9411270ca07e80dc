import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The port of the metrics' own listener, once open (METRICS_PORT; 0 picks one). */
    metricsPort: number | undefined;
  }
}
import { countAnswer } from '../http/metrics.ts';
import { registry } from '../kernel/metrics.ts';

/** A route's pattern as its label: pages and files the SPA fallback answers share one. */
const routeOf = (request: FastifyRequest, reply: FastifyReply) =>
  request.routeOptions.url ?? (reply.statusCode === 404 ? 'not found' : 'page');

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
};

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compared as hashes, in constant time: neither the token's length nor a prefix leaks, and a
 * token of any bytes (a non-ASCII one of the right length once threw here: a 500) is just wrong.
 */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

/**
 * Counts every answer (route, method, status, time) and serves `/metrics` behind a token
 * (docs/operations.md "Metrics"); without one the path does not exist.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: Config['metrics'] }) => {
    app.addHook('onResponse', (request, reply, done) => {
      countAnswer(
        routeOf(request, reply),
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    const { token } = opts.metrics;
    if (token === undefined) return;
    app.get('/metrics', async (request, reply) => {
      if (!sameSecret(bearer(request), token)) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);

/**
 * The metrics on a listener of their own (a private port Prometheus scrapes), opened when
 * the app is ready and closed with it. `app.metricsAddress` tells where it listens.
 */
export async function metricsListener(
  app: FastifyInstance,
  metrics: Config['metrics'],
): Promise<void> {
  if (metrics.port === undefined) return;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve) => server.listen(metrics.port, metrics.host, resolve));
    const address = server.address();
    if (address !== null && typeof address === 'object') app.metricsPort = address.port;
  });
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
