/** The HTTP layer's instruments (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { Counter, Histogram } from 'prom-client';
import { registry } from '../kernel/metrics.ts';

export const httpRequests = new Counter({
  name: 'tenor_http_requests_total',
  help: 'Answered requests by route (the path pattern), method and HTTP status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'tenor_http_request_duration_seconds',
  help: 'Time from the request to the end of the answer, by route and method.',
  labelNames: ['route', 'method'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const envelopeFailures = new Counter({
  name: 'tenor_envelope_failures_total',
  help: 'Non-success envelopes answered, by envelope code (docs/api-conventions.md).',
  labelNames: ['code'] as const,
  registers: [registry],
});

/** Counted by the shared rate windows (http/shared-windows.ts, decision 036). */
export const rateWindowSyncFailures = new Counter({
  name: 'tenor_rate_window_sync_failures_total',
  help: 'Shared rate-window syncs the database refused: batch (its hits are sent again), key (a key refused on its own, counted by its instance only for its window).',
  labelNames: ['refused'] as const,
  registers: [registry],
});
