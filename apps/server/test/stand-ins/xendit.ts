/**
 * A local stand-in for Xendit's API (decision 030), for the adapter's contract tests: a
 * node:http server on a free port with in-memory books, Basic auth checked like Xendit's
 * (401 INVALID_API_KEY), `X-IDEMPOTENCY-KEY` honoured on creates, and fault injection — a
 * 5xx, an answer slower than the adapter's timeout, a connection dropped before or after the
 * request took effect (`dropAfter`: the account is made and its answer lost). `pay` plays the payer
 * at the bank or cashier and returns the callback Xendit would post, token header included, for
 * the test to deliver.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  codePayments,
  createCode,
  createVa,
  expire,
  getAccount,
  vaPayment,
  type Answer,
} from './xendit-routes.ts';
import { type PayRefusal, xenditBooks, type XenditBooks } from './xendit-state.ts';
import {
  paymentRequestBooks,
  type PaymentRequestBooks,
  type RequestRefusal,
} from './xendit-payment-requests.ts';
import { paymentTokenBooks, type PaymentTokenBooks } from './xendit-payment-tokens.ts';
import {
  directDebitBooks,
  directDebitRoute,
  type DirectDebitBooks,
} from './xendit-direct-debit.ts';

export type XenditFault =
  | { kind: 'status'; status: number }
  | { kind: 'slow'; ms: number }
  /** The connection drops before the request is handled. */
  | { kind: 'drop' }
  /** The request takes effect, then the connection drops: the answer is lost. */
  | { kind: 'dropAfter' };

export interface DeliveredCallback {
  headers: Record<string, string>;
  body: string;
}

export type PayOutcome =
  { ok: true; paymentId: string; callback: DeliveredCallback } | { ok: false; refusal: PayRefusal };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface XenditStandIn {
  url: string;
  books: XenditBooks;
  requests: RecordedRequest[];
  /**
   * The next matching request (any, or those whose path starts with `pathPrefix`, and of
   * `method` when given) meets `fault`.
   */
  fault(fault: XenditFault, pathPrefix?: string, method?: string): void;
  pay(accountNo: string, amount: number): PayOutcome;
  /** The callback of an earlier payment again, as Xendit redelivers it. */
  redeliver(paymentId: string): DeliveredCallback;
  /** Payments API v3 requests (QRIS), and their payer: paid, expired or failed, with the callback. */
  v3: PaymentRequestBooks;
  payRequest(
    id: string,
  ): { ok: true; callback: DeliveredCallback } | { ok: false; refusal: RequestRefusal };
  expireRequest(id: string): DeliveredCallback;
  failRequest(id: string): DeliveredCallback;
  /** A request's `payment.capture` again, as Xendit redelivers it. */
  redeliverRequest(id: string): DeliveredCallback;
  /** Payment tokens (linked wallets) and their debits (decision 076). */
  tokens: PaymentTokenBooks;
  /** Direct debit by BRI card (decision 081), and its bank. */
  directDebit: DirectDebitBooks;
  /** A token's or a token debit's webhook, as Xendit posts it. */
  callback(json: unknown): DeliveredCallback;
  close(): Promise<void>;
}

export interface StandInOptions {
  secretKey: string;
  callbackToken: string;
  /** Banks enabled for the merchant; others answer BANK_NOT_SUPPORTED_ERROR. */
  banks?: readonly string[];
  now?: () => Date;
}

function route(
  books: XenditBooks,
  v3: PaymentRequestBooks,
  banks: readonly string[],
  method: string,
  path: string,
  body: unknown,
  apiVersion: unknown,
  tokens: PaymentTokenBooks,
  cards: DirectDebitBooks,
): Answer {
  const b = (body ?? {}) as Record<string, unknown>;
  let m: RegExpExecArray | null;
  const card = directDebitRoute(cards, method, path, b, apiVersion);
  if (card !== undefined) return card;
  if (method === 'POST' && path === '/v3/payment_tokens') return tokens.create(b, apiVersion);
  if ((m = /^\/v3\/payment_tokens\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
    return tokens.cancel(decodeURIComponent(m[1]!));
  }
  if (method === 'POST' && path === '/v3/payment_requests' && b.payment_token_id !== undefined) {
    return tokens.debit(b, apiVersion);
  }
  if ((m = /^\/v3\/payment_requests\?reference_id=([^&]+)$/.exec(path)) && method === 'GET') {
    return tokens.list(decodeURIComponent(m[1]!));
  }
  if (method === 'POST' && path === '/v3/payment_requests') return v3.create(b, apiVersion);
  if ((m = /^\/v3\/payment_requests\/([^/]+)(\/cancel)?$/.exec(path))) {
    const id = decodeURIComponent(m[1]!);
    if (method === 'POST' && m[2] !== undefined) return v3.cancel(id);
    if (method === 'GET' && m[2] === undefined) return v3.get(id);
  }
  if (method === 'POST' && path === '/callback_virtual_accounts') return createVa(books, b, banks);
  if (method === 'POST' && path === '/fixed_payment_code') return createCode(books, b);
  if (
    (m = /^\/callback_virtual_account_payments\/payment_id=([^/]+)$/.exec(path)) &&
    method === 'GET'
  ) {
    return vaPayment(books, decodeURIComponent(m[1]!));
  }
  if ((m = /^\/fixed_payment_code\/([^/]+)\/payments$/.exec(path)) && method === 'GET') {
    return codePayments(books, decodeURIComponent(m[1]!));
  }
  if ((m = /^\/(callback_virtual_accounts|fixed_payment_code)\/([^/]+)$/.exec(path))) {
    const rail = m[1] === 'callback_virtual_accounts' ? 'va' : 'code';
    const id = decodeURIComponent(m[2]!);
    if (method === 'PATCH') return expire(books, rail, id, b);
    if (method === 'GET') return getAccount(books, rail, id);
  }
  return { status: 404, json: { error_code: 'NOT_FOUND', message: 'No such endpoint' } };
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, answer: Answer) => {
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.json));
};

export async function startXenditStandIn(options: StandInOptions): Promise<XenditStandIn> {
  const now = options.now ?? (() => new Date());
  const banks = options.banks ?? ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA'];
  const books = xenditBooks(now);
  const v3 = paymentRequestBooks(now);
  const tokens = paymentTokenBooks(now);
  const cards = directDebitBooks(now);
  const requests: RecordedRequest[] = [];
  const faults: { fault: XenditFault; pathPrefix: string; method?: string }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  /**
   * `X-IDEMPOTENCY-KEY` on a create: the same key with the same body is answered the account
   * it first made, never a second one (decision 044: assumed, not confirmed in Xendit's docs for
   * these endpoints). Another body under a used key is handled as a new request, so its
   * `external_id` decides (DUPLICATE_…). Only a made account is remembered.
   */
  const answered = new Map<string, { raw: string; answer: Answer }>();
  const idempotent = (
    method: string,
    path: string,
    key: string | string[] | undefined,
    raw: string,
    handle: () => Answer,
  ): Answer => {
    if (method !== 'POST' || typeof key !== 'string') return handle();
    const seen = answered.get(`${path} ${key}`);
    if (seen !== undefined && seen.raw === raw) return seen.answer;
    const answer = handle();
    if (answer.status === 200 && seen === undefined)
      answered.set(`${path} ${key}`, { raw, answer });
    return answer;
  };

  const takeFault = (path: string, method: string) => {
    const at = faults.findIndex(
      (f) => path.startsWith(f.pathPrefix) && (f.method === undefined || f.method === method),
    );
    return at < 0 ? undefined : faults.splice(at, 1)[0]!.fault;
  };

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const raw = await readBody(request);
    let body: unknown;
    let badJson = false;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      badJson = true;
    }
    requests.push({ method, path, headers: request.headers, body });
    const fault = takeFault(path, method);
    if (fault?.kind === 'drop') return void request.socket.destroy();
    if (fault?.kind === 'status') {
      return send(response, {
        status: fault.status,
        json: { error_code: 'SERVER_ERROR', message: 'Stand-in fault' },
      });
    }
    if (request.headers.authorization !== expectedAuth) {
      return send(response, {
        status: 401,
        json: {
          error_code: 'INVALID_API_KEY',
          message: 'API key is not authorized for this API service',
        },
      });
    }
    const answer = badJson
      ? {
          status: 400,
          json: {
            error_code: 'INVALID_JSON_FORMAT',
            message: 'The request body is not a valid JSON format',
          },
        }
      : idempotent(
          method,
          path,
          request.headers['x-idempotency-key'] ?? request.headers['idempotency-key'],
          raw,
          () =>
            route(
              books,
              v3,
              banks,
              method,
              path,
              body,
              request.headers['api-version'],
              tokens,
              cards,
            ),
        );
    if (fault?.kind === 'dropAfter') return void request.socket.destroy();
    if (fault?.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, answer);
      }, fault.ms);
      timers.add(timer);
      return;
    }
    send(response, answer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const callbackOf = (json: unknown): DeliveredCallback => ({
    headers: { 'content-type': 'application/json', 'x-callback-token': options.callbackToken },
    body: JSON.stringify(json),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    books,
    requests,
    fault: (fault, pathPrefix = '', method) => void faults.push({ fault, pathPrefix, method }),
    pay(accountNo, amount) {
      const outcome = books.pay(accountNo, amount);
      return typeof outcome === 'string'
        ? { ok: false, refusal: outcome }
        : { ok: true, paymentId: outcome.payment_id, callback: callbackOf(outcome.callback) };
    },
    v3,
    payRequest(id) {
      const outcome = v3.pay(id);
      return typeof outcome === 'string'
        ? { ok: false, refusal: outcome }
        : { ok: true, callback: callbackOf(outcome.callback) };
    },
    expireRequest: (id) => callbackOf(v3.expire(id)),
    failRequest: (id) => callbackOf(v3.fail(id)),
    redeliverRequest(id) {
      const r = v3.requests.find((q) => q.payment_request_id === id);
      if (r?.payment_id === undefined) throw new Error(`no paid payment request ${id}`);
      return callbackOf(v3.captureOf(r));
    },
    tokens,
    directDebit: cards,
    callback: callbackOf,
    redeliver(paymentId) {
      const payment = books.payments.find((p) => p.payment_id === paymentId);
      if (payment === undefined) throw new Error(`no payment ${paymentId}`);
      return callbackOf(payment.callback);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
