/**
 * Liveness and readiness (docs/operations.md "Health"): `/healthz` only says the
 * process lives; `/readyz` sends borrowers here only when the app is ready, not draining,
 * and its database answers in time.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { buildTestApp, useTestApp } from './helpers/test-app.ts';

const probe = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], url: string) =>
  app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  describe('a started app', () => {
    const t = useTestApp();
    it('is starting until the app is ready, then ready while the database answers', async () => {
      const fresh = await buildApp(t.config, {});
      expect(fresh.lifecycle.phase).toBe('starting');
      await fresh.close();
      const ready = await probe(t.app, '/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect((await probe(t.app, '/healthz')).statusCode).toBe(200);
    });
  });

  describe('an app draining', () => {
    const t = useTestApp();
    it('stops being ready at once while draining, and stays alive', async () => {
      await t.app.ready();
      t.app.lifecycle.phase = 'draining';
      const res = await probe(t.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      expect((await probe(t.app, '/healthz')).statusCode).toBe(200);
    });
  });

  describe('an app whose database is slow or gone', () => {
    const t = useTestApp({ env: { READY_DB_TIMEOUT_MS: '100' } });
    it('is not ready when the database does not answer within its time, but stays alive', async () => {
      await t.app.ready();
      if (t.config.dialect === 'postgres') {
        // Every pooled connection busy for longer than the probe may wait (10 in the pool).
        const busy = Array.from({ length: 10 }, () => sql`select pg_sleep(0.6)`.execute(t.db));
        await new Promise((resolve) => setTimeout(resolve, 50));
        const res = await probe(t.app, '/readyz');
        expect(res.statusCode).toBe(503);
        await Promise.all(busy);
        expect((await probe(t.app, '/readyz')).statusCode).toBe(200);
      }
      const broken = await buildTestApp({ env: { READY_DB_TIMEOUT_MS: '100' } });
      await broken.app.ready();
      await broken.db.destroy();
      const res = await probe(broken.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unavailable' });
      expect((await probe(broken.app, '/healthz')).statusCode).toBe(200);
      await broken.close().catch(() => undefined);
    });
  });
});
