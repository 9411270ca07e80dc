/** The HTTP layer's instruments (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { counter, histogram } from '../kernel/metrics.ts';

/** One route, method and status: answers since the counter was last read. */
interface Tally {
  readonly labels: { route: string; method: string; status: number };
  count: number;
}

/** The tallies of one route and method, with the duration's labels made once. */
interface RouteTallies {
  readonly timed: { route: string; method: string };
  readonly byStatus: Map<number, Tally>;
}

/** By route, then method: each key a string Fastify or Node already holds, so no key is built per answer. */
const tallies = new Map<string, Map<string, RouteTallies>>();

export const httpRequests = counter({
  name: 'tenor_http_requests_total',
  help: 'Answered requests by route (the path pattern), method and HTTP status.',
  labelNames: ['route', 'method', 'status'],
  // Answers are tallied as they end and added here when the counter is read (a scrape):
  // labelling and hashing each answer into prom-client was a measurable part of a read (decision 052).
  collect() {
    for (const methods of tallies.values()) {
      for (const { byStatus } of methods.values()) {
        for (const tally of byStatus.values()) {
          if (tally.count === 0) continue;
          this.inc(tally.labels, tally.count);
          tally.count = 0;
        }
      }
    }
  },
});

export const httpDuration = histogram({
  name: 'tenor_http_request_duration_seconds',
  help: 'Time from the request to the end of the answer, by route and method.',
  labelNames: ['route', 'method'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const envelopeFailures = counter({
  name: 'tenor_envelope_failures_total',
  help: 'Non-success envelopes answered, by envelope code (docs/api-conventions.md).',
  labelNames: ['code'],
});

/** Counted by the shared rate windows (http/shared-windows.ts, decision 036). */
export const rateWindowSyncFailures = counter({
  name: 'tenor_rate_window_sync_failures_total',
  help: 'Shared rate-window syncs the database refused: batch (its hits are sent again), key (a key refused on its own, counted by its instance only for its window).',
  labelNames: ['refused'],
});

/** Counts one answer of a route (its pattern, or `page` / `not found`) and its time in seconds. */
export function countAnswer(route: string, method: string, status: number, seconds: number): void {
  let methods = tallies.get(route);
  if (methods === undefined) tallies.set(route, (methods = new Map()));
  let entry = methods.get(method);
  if (entry === undefined)
    methods.set(method, (entry = { timed: { route, method }, byStatus: new Map() }));
  let tally = entry.byStatus.get(status);
  if (tally === undefined)
    entry.byStatus.set(status, (tally = { labels: { route, method, status }, count: 0 }));
  tally.count += 1;
  httpDuration.observe(entry.timed, seconds);
}
