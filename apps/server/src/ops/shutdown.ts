import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM and SIGINT drain the server before it exits (docs/operations.md "Shutdown"):
 *
 * 1. `/readyz` answers 503 at once, so the load balancer stops sending borrowers here;
 * 2. after `delayMs` (time for the balancer to notice), the listener closes: no new
 *    connections, keep-alive connections closed as soon as they are idle, new requests on
 *    busy ones answered 503;
 * 3. requests in flight — a card charge among them — finish; past `graceMs` the connections
 *    still open are cut, and a charge they carried stays `charging` for the reconciler
 *    (logged by app.ts when it closes);
 * 4. timers and the reconciler stop, the database closes, and the process exits 0.
 */
export function drainOnSignals(app: FastifyInstance, shutdown: Config['shutdown']): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.phase = 'draining';
    app.log.info({ signal, ...shutdown }, 'shutting down: not ready any more, draining requests');
    if (shutdown.delayMs > 0) await sleep(shutdown.delayMs);
    const cut = setTimeout(() => {
      app.log.warn(
        { graceMs: shutdown.graceMs },
        'shutdown grace period over: cutting connections',
      );
      app.server.closeAllConnections();
    }, shutdown.graceMs);
    cut.unref();
    // A keep-alive connection whose request finishes after the listener closed would stay
    // open until the client lets go: close each one as soon as it is idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    idle.unref();
    try {
      await app.close();
      clearTimeout(cut);
      clearInterval(idle);
      app.log.info('shut down: every request answered, database closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (s) => void stop(s));
}
