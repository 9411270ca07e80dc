/** The database pool's gauge (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { Gauge } from 'prom-client';
import { registry } from '../kernel/metrics.ts';
import { poolOf, type Db } from './database.ts';

let watched: Db | undefined;

/** The database the gauge reads when scraped: the app the process serves (the last one built). */
export function watchPool(db: Db): void {
  watched = db;
}

new Gauge({
  name: 'tenor_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = watched === undefined ? undefined : poolOf(watched);
    if (pool === undefined) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});
