/**
 * The Razorpay stand-in's memory: QR codes, payment links with their orders, payments and
 * refunds, held and checked the way Razorpay's v1 API documents them (amounts integer paise,
 * `close_by`/`expire_by` at least 15 minutes ahead, one link per `reference_id`, refunds once
 * per `X-Refund-Idempotency` key). Each operation answers `{ status, body }` or throws an
 * ApiError carrying Razorpay's error body; razorpay.ts puts them on the wire.
 */
import { randomBytes } from 'node:crypto';

type Json = Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String((body.error as Json | undefined)?.description ?? status));
  }
}

const errorBody = (code: string, description: string, field: string | null = null): Json => ({
  error: {
    code,
    description,
    field,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

export const badRequest = (description: string, field?: string): ApiError =>
  new ApiError(400, errorBody('BAD_REQUEST_ERROR', description, field ?? null));

const noSuchId = () => badRequest('The id provided does not exist');

const MIN_AHEAD_S = 15 * 60;
const QR_MAX_AHEAD_S = 45 * 24 * 3600;
const LINK_MAX_AHEAD_S = 183 * 24 * 3600;

export const newId = (prefix: string): string =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

const isPaise = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 100;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkNotes(notes: unknown): Json {
  if (notes === undefined) return {};
  if (!isObject(notes) || Object.keys(notes).length > 15)
    throw badRequest('notes: at most 15 pairs', 'notes');
  for (const v of Object.values(notes)) {
    if (typeof v !== 'string' || v.length > 256)
      throw badRequest('notes: values are strings of at most 256 characters', 'notes');
  }
  return notes;
}

export interface Stored {
  qrCodes: Map<string, Json>;
  links: Map<string, Json>;
  orders: Map<string, Json>;
  payments: Map<string, Json>;
  refunds: Map<string, Json>;
  /** Idempotency key → the body it was first sent with and the refund it made. */
  refundKeys: Map<string, { body: string; refundId: string }>;
}

export function razorpayStore(nowS: () => number) {
  const s: Stored = {
    qrCodes: new Map(),
    links: new Map(),
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundKeys: new Map(),
  };

  /** Razorpay closes and expires by the clock, whenever anyone looks. */
  function fresh<T extends Json>(entity: T): T {
    const now = nowS();
    if (
      entity.entity === 'qr_code' &&
      entity.status === 'active' &&
      typeof entity.close_by === 'number' &&
      entity.close_by <= now
    ) {
      Object.assign(entity, { status: 'closed', closed_at: now, close_reason: 'auto' });
    }
    if (
      entity.short_url !== undefined &&
      entity.status === 'created' &&
      typeof entity.expire_by === 'number' &&
      entity.expire_by <= now
    ) {
      Object.assign(entity, { status: 'expired', expired_at: now });
    }
    return entity;
  }
  const get = (map: Map<string, Json>, id: string): Json => {
    const found = map.get(id);
    if (found === undefined) throw noSuchId();
    return fresh(found);
  };

  function createQr(b: Json): Json {
    if (b.type !== 'upi_qr') throw badRequest('type: only upi_qr is supported', 'type');
    if (b.usage !== 'single_use' && b.usage !== 'multiple_use')
      throw badRequest('usage is invalid', 'usage');
    if (typeof b.fixed_amount !== 'boolean')
      throw badRequest('fixed_amount must be a boolean', 'fixed_amount');
    if (b.fixed_amount && !isPaise(b.payment_amount))
      throw badRequest('payment_amount must be an integer of at least 100', 'payment_amount');
    const now = nowS();
    if (b.close_by !== undefined) {
      if (b.usage !== 'single_use')
        throw badRequest('close_by is allowed for single_use QR codes only', 'close_by');
      if (!Number.isInteger(b.close_by) || (b.close_by as number) < now + MIN_AHEAD_S)
        throw badRequest('close_by should be at least 15 minutes after current time', 'close_by');
      if ((b.close_by as number) > now + QR_MAX_AHEAD_S)
        throw badRequest('close_by cannot be more than 45 days ahead', 'close_by');
    }
    const id = newId('qr');
    const qr: Json = {
      id,
      entity: 'qr_code',
      created_at: now,
      name: typeof b.name === 'string' ? b.name : null,
      usage: b.usage,
      type: 'upi_qr',
      image_url: `https://rzp.io/i/${id.slice(3)}`,
      image_content: `upi://pay?pa=rzr.standin@icic&pn=Tenor&tr=${id}&am=${((b.payment_amount as number) / 100).toFixed(2)}&cu=INR`,
      payment_amount: b.fixed_amount ? b.payment_amount : null,
      status: 'active',
      description: typeof b.description === 'string' ? b.description : null,
      fixed_amount: b.fixed_amount,
      payments_amount_received: 0,
      payments_count_received: 0,
      notes: checkNotes(b.notes),
      close_by: b.close_by ?? now + QR_MAX_AHEAD_S,
      closed_at: null,
      close_reason: null,
    };
    s.qrCodes.set(id, qr);
    return qr;
  }

  /**
   * `GET /payments/qr_codes` (QR Codes API, fetch multiple): filtered only by creation time
   * (`from`, `to`, Unix seconds, both inclusive), newest first, `count` (default 10, at most
   * 100) from `skip`. Nothing of the merchant's (notes, description) can be searched.
   */
  function listQrs(q: URLSearchParams): Json {
    const int = (name: string, fallback: number) => {
      const text = q.get(name);
      if (text === null) return fallback;
      if (!/^\d+$/.test(text)) throw badRequest(`${name} must be an integer`, name);
      return Number(text);
    };
    const from = int('from', 0);
    const to = int('to', Number.MAX_SAFE_INTEGER);
    const count = int('count', 10);
    if (count < 1 || count > 100) throw badRequest('count must be between 1 and 100', 'count');
    const items = [...s.qrCodes.values()]
      .map(fresh)
      .filter((qr) => (qr.created_at as number) >= from && (qr.created_at as number) <= to)
      .reverse()
      .slice(int('skip', 0), int('skip', 0) + count);
    return list(items);
  }

  function closeQr(id: string): Json {
    const qr = get(s.qrCodes, id);
    if (qr.status === 'closed') throw badRequest('QR code is already closed');
    return Object.assign(qr, { status: 'closed', closed_at: nowS(), close_reason: 'on_demand' });
  }

  function createLink(b: Json): Json {
    if (!isPaise(b.amount))
      throw badRequest('The amount must be an integer of at least 100', 'amount');
    if ((b.currency ?? 'INR') !== 'INR')
      throw badRequest('currency: only INR is supported', 'currency');
    const ref = b.reference_id;
    if (ref !== undefined && (typeof ref !== 'string' || ref.length > 40))
      throw badRequest('reference_id must be at most 40 characters', 'reference_id');
    if (typeof ref === 'string' && [...s.links.values()].some((l) => l.reference_id === ref)) {
      throw badRequest(`Payment Link with reference id ${ref} already exists`, 'reference_id');
    }
    const now = nowS();
    if (
      b.expire_by !== undefined &&
      (!Number.isInteger(b.expire_by) || (b.expire_by as number) < now + MIN_AHEAD_S)
    ) {
      throw badRequest('expire_by: timestamp must be at least 15 minutes in future', 'expire_by');
    }
    if (
      (b.expire_by as number | undefined) !== undefined &&
      (b.expire_by as number) > now + LINK_MAX_AHEAD_S
    )
      throw badRequest('expire_by cannot be more than six months ahead', 'expire_by');
    if (b.callback_url !== undefined && b.callback_method !== 'get')
      throw badRequest('callback_method must be get', 'callback_method');
    const order: Json = {
      id: newId('order'),
      entity: 'order',
      amount: b.amount,
      amount_paid: 0,
      currency: 'INR',
      receipt: null,
      status: 'created',
      created_at: now,
    };
    s.orders.set(order.id as string, order);
    const id = newId('plink');
    const link: Json = {
      id,
      amount: b.amount,
      amount_paid: 0,
      currency: 'INR',
      accept_partial: b.accept_partial === true,
      reference_id: ref ?? '',
      description: b.description ?? '',
      status: 'created',
      short_url: `https://rzp.io/i/${id.slice(6)}`,
      order_id: order.id,
      expire_by: b.expire_by ?? 0,
      expired_at: 0,
      cancelled_at: 0,
      created_at: now,
      notes: checkNotes(b.notes),
      payments: null,
    };
    s.links.set(id, link);
    return link;
  }

  function cancelLink(id: string): Json {
    const link = get(s.links, id);
    if (link.status !== 'created')
      throw badRequest(`Payment Link cannot be cancelled in ${String(link.status)} state`);
    return Object.assign(link, { status: 'cancelled', cancelled_at: nowS() });
  }

  const newPayment = (amount: number, fields: Json): Json => {
    const p: Json = {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: null,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      notes: {},
      created_at: nowS(),
      ...fields,
    };
    s.payments.set(p.id as string, p);
    return p;
  };

  function refund(
    paymentId: string,
    b: Json,
    key: string | undefined,
  ): { status: number; body: Json } {
    const bodyText = JSON.stringify(b);
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key))
        throw badRequest('X-Refund-Idempotency: at least 10 letters, digits, - or _');
      const seen = s.refundKeys.get(key);
      if (seen !== undefined) {
        if (seen.body !== bodyText)
          throw badRequest(
            'Different request with the same idempotency key has already been processed.',
          );
        return { status: 200, body: get(s.refunds, seen.refundId) };
      }
    }
    const p = get(s.payments, paymentId);
    if (p.status !== 'captured')
      throw badRequest(
        p.status === 'refunded'
          ? 'The payment has been fully refunded already'
          : 'Only captured payments can be refunded',
      );
    const left = (p.amount as number) - (p.amount_refunded as number);
    const amount = b.amount ?? left;
    if (!isPaise(amount)) throw badRequest('The amount must be at least INR 1.00', 'amount');
    if (amount > left)
      throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    if (b.speed !== undefined && b.speed !== 'normal' && b.speed !== 'optimum')
      throw badRequest('speed is invalid', 'speed');
    const r: Json = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      receipt: b.receipt ?? null,
      notes: checkNotes(b.notes),
      status: 'processed',
      speed_requested: b.speed ?? 'normal',
      created_at: nowS(),
    };
    s.refunds.set(r.id as string, r);
    if (key !== undefined) s.refundKeys.set(key, { body: bodyText, refundId: r.id as string });
    const refunded = (p.amount_refunded as number) + amount;
    Object.assign(p, {
      amount_refunded: refunded,
      refund_status: refunded === p.amount ? 'full' : 'partial',
      status: refunded === p.amount ? 'refunded' : 'captured',
    });
    return { status: 200, body: r };
  }

  const list = (items: Json[]): Json => ({ entity: 'collection', count: items.length, items });

  return {
    s,
    fresh,
    get,
    createQr,
    listQrs,
    closeQr,
    createLink,
    cancelLink,
    newPayment,
    refund,
    list,
    noSuchId,
  };
}

export type RazorpayStore = ReturnType<typeof razorpayStore>;
