/**
 * A local stand-in of Razorpay's v1 REST API, for the adapter's contract tests: exactly the
 * endpoints providers/razorpay calls, HTTP Basic auth checked (401 with Razorpay's error body),
 * state in memory (razorpay-store.ts). It plays the payer too — paying a QR or a link yields
 * the signed webhook Razorpay would send — and injects faults: 5xx answers, answers slower
 * than the adapter's timeout, dropped connections, before or after the work is done.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, badRequest, razorpayStore } from './razorpay-store.ts';
import { razorpayMandates } from './razorpay-mandates.ts';

type Json = Record<string, unknown>;

export interface Fault {
  /** The calls it hits, as `METHOD /path` below /v1 (a prefix); every call when absent. */
  on?: string;
  kind: 'status' | 'slow' | 'drop';
  /** For `status`; 500 when absent. */
  status?: number;
  /** For `slow`: the work is done and answered this much later. */
  delayMs?: number;
  /** `after`: the work is done, then the answer is lost — what makes a retry dangerous. */
  when?: 'before' | 'after';
  times?: number;
}

/** A webhook as Razorpay would POST it: deliver it, or again to replay it. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
  eventId: string;
}

export const STAND_IN_KEY_ID = 'rzp_test_StandIn0001';
export const STAND_IN_KEY_SECRET = 'stand-in-key-secret';
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret';

const serverError = new ApiError(500, {
  error: {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});
const badKey = new ApiError(401, {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The api key provided is invalid',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startRazorpayStandIn() {
  let offsetS = 0;
  const nowS = () => Math.floor(Date.now() / 1000) + offsetS;
  const store = razorpayStore(nowS);
  const { s } = store;
  const faults: Fault[] = [];
  const calls: { method: string; path: string; headers: IncomingMessage['headers']; body: Json }[] =
    [];
  const inFlight = new Set<Promise<void>>();
  const mandates = razorpayMandates(store, nowS, (event, payload) => signed(event, payload));
  const auth = `Basic ${Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')}`;

  const routes: [
    string,
    RegExp,
    (
      m: string[],
      body: Json,
      q: URLSearchParams,
      req: IncomingMessage,
    ) => Json | { status: number; body: Json },
  ][] = [
    ['POST', /^\/payments\/qr_codes$/, (_m, b) => store.createQr(b)],
    ['GET', /^\/payments\/qr_codes\/?$/, (_m, _b, q) => store.listQrs(q)],
    ['GET', /^\/payments\/qr_codes\/([^/]+)$/, (m) => store.get(s.qrCodes, m[1]!)],
    ['POST', /^\/payments\/qr_codes\/([^/]+)\/close$/, (m) => store.closeQr(m[1]!)],
    ['POST', /^\/payment_links\/?$/, (_m, b) => store.createLink(b)],
    [
      'GET',
      /^\/payment_links\/?$/,
      (_m, _b, q) => ({
        payment_links: [...s.links.values()]
          .map(store.fresh)
          .filter((l) => !q.has('reference_id') || l.reference_id === q.get('reference_id')),
      }),
    ],
    ['GET', /^\/payment_links\/([^/]+)$/, (m) => store.get(s.links, m[1]!)],
    ['POST', /^\/payment_links\/([^/]+)\/cancel$/, (m) => store.cancelLink(m[1]!)],
    [
      'GET',
      /^\/orders\/([^/]+)\/payments$/,
      (m) => {
        store.get(s.orders, m[1]!);
        return store.list([...s.payments.values()].filter((p) => p.order_id === m[1]));
      },
    ],
    // Recurring payments (UPI Autopay): razorpay-mandates.ts.
    ...mandates.routes,
    ['GET', /^\/payments\/([^/]+)$/, (m) => store.get(s.payments, m[1]!)],
    [
      'POST',
      /^\/payments\/([^/]+)\/refund$/,
      (m, b, _q, req) => {
        const key = req.headers['x-refund-idempotency'];
        return store.refund(m[1]!, b, typeof key === 'string' ? key : undefined);
      },
    ],
    [
      'GET',
      /^\/payments\/([^/]+)\/refunds$/,
      (m) => {
        store.get(s.payments, m[1]!);
        return store.list([...s.refunds.values()].filter((r) => r.payment_id === m[1]));
      },
    ],
  ];

  function answer(
    method: string,
    path: string,
    q: URLSearchParams,
    body: Json,
    req: IncomingMessage,
  ) {
    for (const [verb, pattern, handle] of routes) {
      const m = verb === method ? pattern.exec(path) : null;
      if (m === null) continue;
      const out = handle([...m], body, q, req);
      return 'status' in out && typeof out.status === 'number' && 'body' in out
        ? (out as { status: number; body: Json })
        : { status: 200, body: out as Json };
    }
    throw new ApiError(404, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
  }

  const send = (res: ServerResponse, status: number, body: Json) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/v1/, '');
    const method = req.method ?? 'GET';
    const fault = faults.find((f) => f.on === undefined || `${method} ${path}`.startsWith(f.on));
    if (fault !== undefined && (fault.times = (fault.times ?? 1) - 1) <= 0)
      faults.splice(faults.indexOf(fault), 1);
    const lose = (f: Fault) => {
      if (f.kind === 'drop') req.socket.destroy();
      else
        send(
          res,
          f.status ?? 500,
          f.status === undefined || f.status >= 500
            ? serverError.body
            : badRequest('stand-in fault').body,
        );
    };
    if (fault !== undefined && fault.kind !== 'slow' && fault.when !== 'after') return lose(fault);
    if (fault?.kind === 'slow') await sleep(fault.delayMs ?? 0);
    if (req.headers.authorization !== auth) return send(res, badKey.status, badKey.body);
    let body: Json = {};
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      body = text === '' ? {} : (JSON.parse(text) as Json);
    } catch {
      return send(res, 400, badRequest('The request body is not valid JSON').body);
    }
    calls.push({ method, path, headers: req.headers, body });
    let out: { status: number; body: Json };
    try {
      out = answer(method, path, url.searchParams, body, req);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      out = { status: err.status, body: err.body };
    }
    if (fault !== undefined && fault.kind !== 'slow') return lose(fault);
    send(res, out.status, out.body);
  }

  const server = createServer((req, res) => {
    const done = handle(req, res).catch(() => send(res, serverError.status, serverError.body));
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function signed(event: string, payload: Json): SignedWebhook {
    const contains = Object.keys(payload);
    const wrapped = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }]));
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn00000001',
      event,
      contains,
      payload: wrapped,
      created_at: nowS(),
    });
    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    const signature = createHmac('sha256', STAND_IN_WEBHOOK_SECRET).update(body).digest('hex');
    return {
      body,
      eventId,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
    };
  }

  return {
    url: `http://127.0.0.1:${port}/v1`,
    state: s,
    calls,
    fault: (f: Fault) => void faults.push(f),
    /** Moves the stand-in's clock (expiry of QR codes and links). */
    advance: (seconds: number) => void (offsetS += seconds),
    /** Waits for requests still being worked on (a slow fault's late work). */
    settled: async () => void (await Promise.all([...inFlight])),

    /** A payer scans the QR and pays `amount` by UPI: the `qr_code.credited` webhook. */
    payQr(qrId: string, amount?: number): SignedWebhook {
      const qr = store.get(s.qrCodes, qrId);
      if (qr.status !== 'active') throw badRequest('QR code is closed');
      const paid = amount ?? (qr.payment_amount as number);
      if (qr.fixed_amount === true && paid !== qr.payment_amount)
        throw badRequest('amount does not match the QR code');
      const payment = store.newPayment(paid, {
        method: 'upi',
        vpa: 'payer@okstandin',
        description: 'QRv2 Payment',
      });
      Object.assign(qr, {
        payments_amount_received: (qr.payments_amount_received as number) + paid,
        payments_count_received: (qr.payments_count_received as number) + 1,
        ...(qr.usage === 'single_use' && {
          status: 'closed',
          closed_at: nowS(),
          close_reason: 'paid',
        }),
      });
      return signed('qr_code.credited', { payment, qr_code: qr });
    },

    /** A payer pays a link on Razorpay's page: `payment_link.paid`, or null when the bank declines. */
    payLink(ref: string, outcome: 'paid' | 'declined' = 'paid'): SignedWebhook | null {
      const link = [...s.links.values()].map(store.fresh).find((l) => l.reference_id === ref);
      if (link === undefined || link.status !== 'created')
        throw badRequest('Payment Link is not payable');
      const order = store.get(s.orders, link.order_id as string);
      const payment = store.newPayment(link.amount as number, {
        method: 'netbanking',
        order_id: order.id,
        ...(outcome === 'declined' && {
          status: 'failed',
          captured: false,
          error_code: 'BAD_REQUEST_ERROR',
        }),
      });
      if (outcome === 'declined') return null;
      Object.assign(order, { amount_paid: link.amount, status: 'paid' });
      Object.assign(link, {
        status: 'paid',
        amount_paid: link.amount,
        payments: [{ payment_id: payment.id, amount: payment.amount, status: 'captured' }],
      });
      return signed('payment_link.paid', { payment_link: link, order, payment });
    },

    /** UPI Autopay's payer side and tokens (razorpay-mandates.ts). */
    mandates,

    /** Other events of the same payment or QR, to test order and duplicates. */
    capturedEvent: (paymentId: string) =>
      signed('payment.captured', { payment: store.get(s.payments, paymentId) }),
    closedEvent: (qrId: string) =>
      signed('qr_code.closed', { qr_code: store.get(s.qrCodes, qrId) }),

    /** POSTs a webhook as Razorpay does (raw body, its headers); answers the HTTP status. */
    async deliver(webhook: SignedWebhook, url: string): Promise<number> {
      const res = await fetch(url, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      });
      return res.status;
    },

    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
