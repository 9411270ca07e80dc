/**
 * What an operator watches (docs/operations.md "Metrics"), in Prometheus' text format through
 * prom-client: the process's one registry and prom-client's standard process metrics. Each
 * floor declares its own instruments beside its code and registers them here (decision 048):
 * the HTTP layer (http/metrics.ts), providers (providers/metrics.ts), the database pool
 * (db/metrics.ts), the renderer (render/metrics.ts) and the areas (repay/metrics.ts,
 * promo/metrics.ts). Instruments are module-level so their floor counts without plumbing.
 */
import { Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
// Event-loop lag, heap, CPU, file descriptors, GC: prom-client's standard process metrics.
collectDefaultMetrics({ register: registry, prefix: 'tenor_' });
