/**
 * Vonage's delivery receipt (DLR), as the webhook receives it: query parameters (GET), a
 * form or a JSON body (POST), whichever the dashboard is set to. Pure, so its route
 * only hands over what arrived; null means "not a receipt of ours" and is answered 204
 * like any other (a 4xx would only make Vonage retry a forgery).
 */
import type { Region } from '@tenor/contract/launch';
import type { SmsGatewayConfig } from '../../config/sms.ts';
import { SMS_KINDS, type SmsKind } from './message.ts';
import type { DeliveryStatus, SmsLog, SmsMetrics } from './observe.ts';
import { maskPhone } from './observe.ts';
import { hasValidSignature } from './signature.ts';

export interface DeliveryReport {
  messageId: string;
  /** E.164. */
  phone: string;
  region: Region | null;
  /** From the `client-ref` we sent; null for messages sent some other way. */
  kind: SmsKind | null;
  status: DeliveryStatus;
  /** Vonage's `err-code`: '0' delivered, anything else the reason it was not. */
  errorCode: string;
}

export interface ReceiptInput {
  query?: URLSearchParams | Record<string, unknown>;
  rawBody?: string | Buffer;
  contentType?: string;
}

/** Receipts signed longer ago than this are refused, so a captured one cannot be replayed later. */
const SIGNATURE_MAX_AGE_S = 10 * 60;

const STATUSES: readonly DeliveryStatus[] = [
  'delivered',
  'expired',
  'failed',
  'rejected',
  'accepted',
  'buffered',
  'unknown',
];

/** Flat string parameters; null when a value is repeated or nested (not something Vonage sends). */
function flatten(source: URLSearchParams | Record<string, unknown>): Record<string, string> | null {
  const entries = source instanceof URLSearchParams ? [...source] : Object.entries(source);
  const out: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (Object.hasOwn(out, name)) return null;
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number') out[name] = String(value);
    else if (value !== undefined) return null;
  }
  return out;
}

function paramsOf(input: ReceiptInput): Record<string, string> | null {
  const body = input.rawBody?.toString() ?? '';
  if (body.trim() === '') return flatten(input.query ?? {});
  if ((input.contentType ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? flatten(parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return flatten(new URLSearchParams(body));
}

function authentic(
  params: Record<string, string>,
  config: Pick<SmsGatewayConfig, 'apiKey' | 'signature'>,
  now: Date,
): boolean {
  // Receipts for another account sharing the URL are not ours to count.
  if (params['api-key'] !== config.apiKey) return false;
  if (config.signature === null) return true;
  const signedAt = Number(params.timestamp);
  if (!Number.isInteger(signedAt)) return false;
  if (Math.abs(now.getTime() / 1000 - signedAt) > SIGNATURE_MAX_AGE_S) return false;
  return hasValidSignature(params, config.signature.secret.reveal(), config.signature.method);
}

export function deliveryReport(
  input: ReceiptInput,
  config: Pick<SmsGatewayConfig, 'apiKey' | 'signature'>,
  now: Date = new Date(),
): DeliveryReport | null {
  const params = paramsOf(input);
  if (params === null || !authentic(params, config, now)) return null;
  const { messageId, msisdn, status } = params;
  const errorCode = params['err-code'];
  if (messageId === undefined || msisdn === undefined || errorCode === undefined) return null;
  if (!/^\d{6,15}$/.test(msisdn)) return null;
  const ref = params['client-ref'];
  return {
    messageId,
    phone: `+${msisdn}`,
    region: msisdn.startsWith('91') ? 'IN' : msisdn.startsWith('62') ? 'ID' : null,
    kind: SMS_KINDS.find((k) => k === ref) ?? null,
    status: STATUSES.find((s) => s === status) ?? 'unknown',
    errorCode,
  };
}

/** Counts a receipt and logs one that says the code did not arrive. */
export function recordDelivery(report: DeliveryReport, deps: { metrics: SmsMetrics; log: SmsLog }) {
  const { region, kind, status, errorCode } = report;
  deps.metrics.delivery({ region: region ?? 'other', kind: kind ?? 'unknown', status });
  if (['expired', 'failed', 'rejected'].includes(status)) {
    deps.log.warn(
      {
        kind,
        region,
        status,
        errorCode,
        messageId: report.messageId,
        phone: maskPhone(report.phone),
      },
      'SMS not delivered',
    );
  }
}
