import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { pingDatabase } from '../../db/database.ts';
import type { Lifecycle } from '../../kernel/lifecycle.ts';

/** A promise that rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The orchestrator's probes (docs/operations.md "Health"): `/healthz` says the process is
 * alive and asks nothing else (a liveness probe that touched the database would restart every
 * instance when the database blinks); `/readyz` says whether to send borrowers here: 503 while
 * starting, while draining after SIGTERM, and when the database does not answer in time.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Db; lifecycle: Lifecycle; dbTimeoutMs: number },
): Promise<void> {
  const { db, lifecycle, dbTimeoutMs } = opts;
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.phase !== 'ready') {
      return reply.code(503).send({ status: lifecycle.phase });
    }
    try {
      await within(pingDatabase(db), dbTimeoutMs);
      return { status: 'ready' };
    } catch (err) {
      request.log.error({ err }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
