/**
 * What the gateway reports to operators: failed sends and delivery receipts, as counts
 * (`smsCounters`, the counters of providers/metrics.ts; tests pass their own) and as log lines.
 * Phones appear only masked and no credential is ever passed here.
 */
import type { Region } from '@tenor/contract/launch';
import { smsDeliveries, smsSendFailures } from '../metrics.ts';
import type { SmsKind } from '../sms.ts';
import type { SmsFailureReason } from './errors.ts';

export type DeliveryStatus =
  'delivered' | 'expired' | 'failed' | 'rejected' | 'accepted' | 'buffered' | 'unknown';

export interface SmsMetrics {
  sendFailed(labels: { region: Region; kind: SmsKind; reason: SmsFailureReason }): void;
  delivery(labels: {
    region: Region | 'other';
    kind: SmsKind | 'unknown';
    status: DeliveryStatus;
  }): void;
}

export const noMetrics: SmsMetrics = { sendFailed: () => {}, delivery: () => {} };

/** `tenor_sms_send_failures_total` and `tenor_sms_deliveries_total`. */
export const smsCounters: SmsMetrics = {
  sendFailed: (labels) => smsSendFailures.inc(labels),
  delivery: (labels) => smsDeliveries.inc(labels),
};

/** Enough of a phone to tell two apart in a log, not enough to call it. */
export const maskPhone = (phone: string): string =>
  phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
