/**
 * What an operator watches (docs/operations.md "Metrics"), in Prometheus' text format through
 * prom-client. One registry per process: the instruments are module-level so any layer can
 * count without plumbing; what is read at scrape time (the SMS budget, the database pool)
 * comes from the app the process serves (`watchApp`).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
// Event-loop lag, heap, CPU, file descriptors, GC: prom-client's standard process metrics.
collectDefaultMetrics({ register: registry, prefix: 'tenor_' });

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

export const payments = new Counter({
  name: 'tenor_payments_total',
  help: 'Payments by channel (va, market, upi, netbanking, debitCard, card) and outcome.',
  labelNames: ['channel', 'outcome'] as const,
  registers: [registry],
});

export const webhookDelay = new Histogram({
  name: 'tenor_payment_webhook_delay_seconds',
  help: "Time from the bank's payment to its notification reaching us.",
  buckets: [1, 5, 15, 30, 60, 120, 300, 900, 3600, 21600],
  registers: [registry],
});

export const reconcilerFixes = new Counter({
  name: 'tenor_charge_reconciler_resolutions_total',
  help: 'Lost card charges settled by asking the provider, by resolution (done, failed, unknown).',
  labelNames: ['resolution'] as const,
  registers: [registry],
});

export const smsSent = new Counter({
  name: 'tenor_sms_sent_total',
  help: 'SMS handed to the provider, by purpose (promo registration, repayment code).',
  labelNames: ['purpose'] as const,
  registers: [registry],
});

/** Counted by the SMS gateway (providers/sms-gateway/observe.ts `smsCounters`). */
export const smsSendFailures = new Counter({
  name: 'tenor_sms_send_failures_total',
  help: 'SMS the gateway did not take, by market, kind (cardOtp, promoOtp) and reason (docs/providers/sms.md).',
  labelNames: ['region', 'kind', 'reason'] as const,
  registers: [registry],
});

export const smsDeliveries = new Counter({
  name: 'tenor_sms_deliveries_total',
  help: "The gateway's delivery receipts, by market, kind and status (delivered, failed, expired…).",
  labelNames: ['region', 'kind', 'status'] as const,
  registers: [registry],
});

export const otpRefusals = new Counter({
  name: 'tenor_otp_refusals_total',
  help: 'One-time-code sends or checks refused by a limit, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Counted by the landing's get-sms (modules/promo/sms-service.ts, decision 038). */
export const promoSmsRefusals = new Counter({
  name: 'tenor_promo_sms_refusals_total',
  help: 'Promotion SMS codes refused by a limit: session, client, prefix, budget; shedClient and shedPrefix when a heavy source was refused because the hourly budget is filling.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const renderRefusals = new Counter({
  name: 'tenor_render_budget_refusals_total',
  help: 'Pages sent as their shell because the render budget of the minute was spent.',
  registers: [registry],
});

/** Counted by the shared rate windows (http/shared-windows.ts, decision 036). */
export const rateWindowSyncFailures = new Counter({
  name: 'tenor_rate_window_sync_failures_total',
  help: 'Shared rate-window syncs the database refused: batch (its hits are sent again), key (a key refused on its own, counted by its instance only for its window).',
  labelNames: ['refused'] as const,
  registers: [registry],
});

/** What the gauges read when Prometheus scrapes: set by the app the process serves. */
export interface AppGauges {
  /** Promotion SMS sent in the last hour, and the hourly budget. */
  smsBudget(): Promise<{ used: number; budget: number }>;
  /** PostgreSQL pool connections by state; undefined on the embedded database. */
  pool(): { total: number; idle: number; waiting: number } | undefined;
}

let gauges: AppGauges | undefined;

export function watchApp(source: AppGauges): void {
  gauges = source;
}

new Gauge({
  name: 'tenor_promo_sms_budget_used_ratio',
  help: 'Share of the hourly promotion SMS budget used in the last hour (1: sending stops).',
  registers: [registry],
  async collect() {
    if (gauges === undefined) return;
    const { used, budget } = await gauges.smsBudget();
    this.set(budget > 0 ? used / budget : 0);
  },
});

new Gauge({
  name: 'tenor_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = gauges?.pool();
    if (pool === undefined) return;
    for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
  },
});
