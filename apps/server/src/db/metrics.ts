/** The database pool's gauge (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { watchedGauge } from '../kernel/metrics.ts';
import { poolOf, type Db } from './database.ts';

/** The database the gauge reads when scraped. */
export const watchPool = watchedGauge<Db, 'state'>(
  {
    name: 'tenor_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
    labelNames: ['state'],
  },
  (gauge, db) => {
    const pool = poolOf(db);
    if (pool === undefined) return;
    gauge.set({ state: 'total' }, pool.totalCount);
    gauge.set({ state: 'idle' }, pool.idleCount);
    gauge.set({ state: 'waiting' }, pool.waitingCount);
  },
);
