import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { pingDatabase } from '../../db/database.ts';

/** Load-balancer probe: ok only when the database answers. */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await pingDatabase(opts.db);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
