/** Repayment's instruments (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { counter, histogram } from '../../kernel/metrics.ts';

export const payments = counter({
  name: 'tenor_payments_total',
  help: 'Payments by channel (va, market, upi, qris, ewallet, netbanking, debitCard, card) and outcome.',
  labelNames: ['channel', 'outcome'],
});

export const webhookDelay = histogram({
  name: 'tenor_payment_webhook_delay_seconds',
  help: "Time from the bank's payment to its notification reaching us.",
  buckets: [1, 5, 15, 30, 60, 120, 300, 900, 3600, 21600],
});

export const reconcilerFixes = counter({
  name: 'tenor_charge_reconciler_resolutions_total',
  help: 'Lost card charges settled by asking the provider, by resolution (done, failed, unknown).',
  labelNames: ['resolution'],
});
