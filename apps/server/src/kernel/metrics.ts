/**
 * What an operator watches (docs/operations.md "Metrics"), in Prometheus' text format through
 * prom-client: the process's one registry and prom-client's standard process metrics. Each
 * floor declares its own instruments beside its code, made here (`counter`, `histogram`,
 * `watchedGauge`) so each is in the registry (decision 048):
 * the HTTP layer (http/metrics.ts), providers (providers/metrics.ts), the database pool
 * (db/metrics.ts), the renderer (render/metrics.ts) and the areas (repay/metrics.ts,
 * promo/metrics.ts). Instruments are module-level so their floor counts without plumbing.
 */
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

export const registry = new Registry();
// Event-loop lag, heap, CPU, file descriptors, GC: prom-client's standard process metrics.
collectDefaultMetrics({ register: registry, prefix: 'tenor_' });

/**
 * A counter in the process's registry: one made without it goes to prom-client's global
 * registry, which nothing scrapes. Its labels' names type its `inc`.
 */
export const counter = <L extends string = never>(
  config: Omit<CounterConfiguration<L>, 'registers'>,
): Counter<L> => new Counter<L>({ ...config, registers: [registry] });

/** A histogram in the process's registry (as `counter`). */
export const histogram = <L extends string = never>(
  config: Omit<HistogramConfiguration<L>, 'registers'>,
): Histogram<L> => new Histogram<L>({ ...config, registers: [registry] });

/**
 * A gauge set when scraped from what the app the process serves handed it (the last one
 * built; unset before): the returned function hands it over, e.g. `watchPool(db)`.
 */
export function watchedGauge<T, L extends string = string>(
  config: { name: string; help: string; labelNames?: readonly L[] },
  set: (gauge: Gauge<L>, watched: T) => void | Promise<void>,
): (watched: T) => void {
  let current: T | undefined;
  new Gauge<L>({
    ...config,
    registers: [registry],
    async collect() {
      if (current !== undefined) await set(this, current);
    },
  });
  return (watched) => {
    current = watched;
  };
}
