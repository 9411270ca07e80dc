import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection's requests not answered yet (HTTP/1.1 may bring several at once). */
const OPEN = Symbol('requests open on this connection');
type Watched = EventEmitter & { [OPEN]?: number };

/**
 * Counts the requests in flight and, once draining, how each ended; every answer sent while
 * draining says `Connection: close`, so a client's keep-alive connection carries no request
 * after it and the client opens a new one (to another instance once the balancer knows).
 *
 * A request is done when its answer has been sent or failed (`onResponse`), or cut when its
 * connection closes first: one `close` listener per connection, not one per request, which
 * was a measurable part of an authenticated read (decision 052).
 */
export function countRequests(app: FastifyInstance): void {
  const life = app.lifecycle;
  const watch = (socket: Watched) => {
    socket[OPEN] = 0;
    socket.once('close', () => {
      const left = socket[OPEN] ?? 0;
      socket[OPEN] = 0;
      life.inFlight -= left;
      if (life.phase === 'draining') life.drained.cut += left;
    });
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket as Watched;
    if (socket[OPEN] === undefined) watch(socket);
    socket[OPEN]! += 1;
    life.inFlight += 1;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const socket = request.raw.socket as Watched;
    // Zero: its connection closed first and counted it as cut.
    if ((socket[OPEN] ?? 0) > 0) {
      socket[OPEN]! -= 1;
      life.inFlight -= 1;
      if (life.phase === 'draining') {
        if (reply.raw.writableFinished) life.drained.answered += 1;
        else life.drained.cut += 1;
      }
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (life.phase === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
}

/** How long past twice the grace period the database and timers may take to close. */
const CLOSE_MARGIN_MS = 5_000;
/** How long the last lines may take to be written before the process exits anyway. */
const FLUSH_MS = 1_000;

/**
 * SIGTERM and SIGINT drain the server before it exits (docs/operations.md "Shutdown"):
 *
 * 1. `/readyz` answers 503 at once, so the load balancer stops sending borrowers here; every
 *    other request is still answered normally, with `Connection: close`;
 * 2. after `delayMs` (time for the balancer to notice), the listener closes: no new
 *    connections, idle keep-alive connections closed; a request already on a busy one is
 *    answered normally too (Fastify's `return503OnClosing` is off in app.ts);
 * 3. requests in flight — a card charge among them — finish; past `graceMs` the connections
 *    still open are cut, and a charge they carried stays `charging` for the reconciler
 *    (logged by app.ts when it closes);
 * 4. timers and the reconciler stop, the database closes, the last line counts the requests
 *    answered and cut while draining, and once the log is written out the process exits 0; a
 *    close still unfinished at twice the grace period and 5 s more is given up on: the same
 *    last line, exit 1.
 */
export function drainOnSignals(app: FastifyInstance, shutdown: Config['shutdown']): void {
  let stopping = false;
  let finished = false;
  /** The last line: requests answered and cut while draining, then the exit; written once. */
  const finish = (code: 0 | 1) => {
    if (finished) return;
    finished = true;
    const life = app.lifecycle;
    // A connection cut at the end may close its request only after the server has closed.
    const { answered } = life.drained;
    const lost = life.drained.cut + life.inFlight;
    app.log.info(
      { answered, cut: lost },
      lost === 0
        ? 'shut down: every request answered, database closed'
        : `shut down: ${lost} request(s) cut before their answer, database closed`,
    );
    // The log is written asynchronously, a line at a time: process.exit() here would write the
    // lines still queued at once, ahead of the one being written, so this one could come out
    // before an earlier one. The process ends by itself once they are all out; whatever still
    // holds it a second later is cut by the exit.
    process.exitCode = code;
    setTimeout(() => process.exit(code), FLUSH_MS).unref();
  };
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const life = app.lifecycle;
    life.phase = 'draining';
    app.log.info({ signal, ...shutdown }, 'shutting down: not ready any more, draining requests');
    if (shutdown.delayMs > 0) await sleep(shutdown.delayMs);
    const cut = setTimeout(() => {
      app.log.warn(
        { graceMs: shutdown.graceMs, inFlight: life.inFlight },
        'shutdown grace period over: cutting connections',
      );
      app.server.closeAllConnections();
    }, shutdown.graceMs);
    cut.unref();
    // A keep-alive connection whose request finishes after the listener closed would stay
    // open until the client lets go: close each one as soon as it is idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    idle.unref();
    // Held (not unref'd) until the last line is written: were every socket gone while a close
    // hook still waits on an unref'd timer (a job's provider call, its timeout), Node would
    // exit 0 without that line. A close still unfinished at twice the grace period and 5 s
    // more is given up on, and the count written all the same.
    const deadline = setTimeout(
      () => {
        app.log.error({ graceMs: shutdown.graceMs }, 'shutdown did not finish: exiting');
        finish(1);
      },
      2 * shutdown.graceMs + CLOSE_MARGIN_MS,
    );
    try {
      await app.close();
      clearTimeout(cut);
      clearInterval(idle);
      clearTimeout(deadline);
      finish(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (s) => void stop(s));
}
