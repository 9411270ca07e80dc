/**
 * Vonage's delivery receipt (DLR), as the webhook receives it: query parameters (GET), a
 * form or a JSON body (POST), whichever the dashboard is set to. Pure, so its route
 * (modules/sms/routes.ts) only hands over what arrived and answers by the verdict: a receipt
 * 200, something that is no receipt 400, one that is not ours (another API key, a bad, missing
 * or stale signature) 401. Vonage retries only what was answered 429 or 5xx (for up to three
 * days), so a refusal is final: a genuine receipt refused because the secret or method differ
 * from the dashboard's is lost, and the route's "refused" log lines are the sign of it.
 */
import { LRUCache } from 'lru-cache';
import type { Region } from '@tenor/contract/launch';
import type { SmsGatewayConfig } from '../../config/sms.ts';
import { SMS_KINDS, type SmsKind } from '../sms.ts';
import { regionOfPhone } from './message.ts';
import type { Log } from '../../kernel/log.ts';
import type { DeliveryStatus, SmsMetrics } from './observe.ts';
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

export type ReceiptVerdict =
  | { ok: true; report: DeliveryReport }
  /** `malformed`: not a receipt at all; `foreign`: a receipt, but not one we can trust. */
  | { ok: false; problem: 'malformed' | 'foreign' };

/** What arrived, read and checked: the shape first, then whose receipt it is. */
export function readReceipt(
  input: ReceiptInput,
  config: Pick<SmsGatewayConfig, 'apiKey' | 'signature'>,
  now: Date = new Date(),
): ReceiptVerdict {
  const params = paramsOf(input);
  if (params === null) return { ok: false, problem: 'malformed' };
  const { messageId, msisdn, status } = params;
  const errorCode = params['err-code'];
  if (messageId === undefined || msisdn === undefined || errorCode === undefined) {
    return { ok: false, problem: 'malformed' };
  }
  if (!/^\d{6,15}$/.test(msisdn)) return { ok: false, problem: 'malformed' };
  if (!authentic(params, config, now)) return { ok: false, problem: 'foreign' };
  const ref = params['client-ref'];
  return {
    ok: true,
    report: {
      messageId,
      phone: `+${msisdn}`,
      region: regionOfPhone(`+${msisdn}`),
      kind: SMS_KINDS.find((k) => k === ref) ?? null,
      status: STATUSES.find((s) => s === status) ?? 'unknown',
      errorCode,
    },
  };
}

/** The receipt, or null for anything that is not a trustworthy receipt of ours. */
export function deliveryReport(
  input: ReceiptInput,
  config: Pick<SmsGatewayConfig, 'apiKey' | 'signature'>,
  now: Date = new Date(),
): DeliveryReport | null {
  const verdict = readReceipt(input, config, now);
  return verdict.ok ? verdict.report : null;
}

/**
 * The receipts already counted, by message id and status: Vonage retries a receipt it got no
 * 2xx for (for up to three days), and a captured one may be sent again, but each status of a
 * message is counted and logged once. Bounded (decision 032); per instance, so a replay that
 * reaches another instance behind the balancer is counted there once more.
 */
export const receiptsSeen = () =>
  new LRUCache<string, true>({ max: 100_000, ttl: 3 * 24 * 3600 * 1000 });

const counted = receiptsSeen();

/**
 * Counts a receipt and logs one that says the code did not arrive, once per message and
 * status; answers whether it was new.
 */
export function recordDelivery(
  report: DeliveryReport,
  deps: { metrics: SmsMetrics; log: Pick<Log, 'warn'>; seen?: LRUCache<string, true> },
): boolean {
  const { region, kind, status, errorCode } = report;
  const seen = deps.seen ?? counted;
  const key = `${report.messageId}\n${status}`;
  if (seen.has(key)) return false;
  seen.set(key, true);
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
  return true;
}
