import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { bridge } from '../../lib/bridge.ts';
import { BORROWER_DATA_PREFIX } from '../../lib/session.ts';
import { readDraft, writeDraft } from '../../shared/draft.ts';

/**
 * An issued payment code kept on the phone for the counter (decision 049): shown offline
 * on `/that` under "Offline · last checked HH:MM". Only what the counter needs — never the
 * token, the phone number or the borrower's name.
 */
export interface CounterCode {
  orderId: number;
  productId?: number | undefined;
  /** The bill number: what the page checks the payment by, and what the store may ask. */
  vcode: string;
  /**
   * 1 virtual account, 2 mini-market code, 3 UPI, 4 QRIS (only its QR pays it); 5 e-wallet is
   * never kept (it is paid in the wallet's app, not at a counter).
   */
  payType: 1 | 2 | 3 | 4 | 5;
  /** The account number or payment code; UPI: the payee's UPI ID ('' when only the QR pays). */
  code: string;
  /** Minor units. */
  amount: number;
  /** Who is paid: the bank and channel, the mini market, or (UPI) the UPI ID. */
  payee: string;
  expiresAt: string;
  /** The market's steps: per bank method, or one list for the mini market. */
  steps: { name: string; steps: string[] }[];
  /** UPI and QRIS: the QR code the server drew. */
  qr?: { size: number; path: string } | undefined;
  /** Epoch ms the server last answered for this code. */
  checkedAt: number;
  /** Also handed to the native app (`saveCode`), which is told when it is gone. */
  inApp?: true | undefined;
}

/** A code past its deadline for this long is no use even as "expired": it is dropped. */
export const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

// The borrower's own data: removed with the session (lib/session.ts).
const keyOf = (orderId: number) => `${BORROWER_DATA_PREFIX}counter.${orderId}`;

/** What the counter needs of a payment the server just answered. */
export function counterCode(
  payment: VirtualAccountPayment,
  order: { orderId: number; productId?: number | undefined },
  payee: string,
  now: number,
): CounterCode {
  const upi = payment.upi;
  return {
    orderId: order.orderId,
    productId: order.productId,
    vcode: payment.vcode,
    payType: payment.payType,
    code: upi?.payByAddress === false || payment.qris !== undefined ? '' : payment.cardNo,
    amount: payment.amount,
    payee,
    expiresAt: payment.expiresAt,
    steps:
      payment.payType === 2
        ? [{ name: payee, steps: payment.payStep.market }]
        : payment.payStep.bank.map((b) => ({ name: b.name, steps: b.steps })),
    qr: upi?.qr ?? payment.qris?.qr,
    checkedAt: now,
  };
}

export type KeptState =
  | { kind: 'payable'; code: CounterCode }
  | { kind: 'expired'; code: CounterCode }
  | { kind: 'gone' };

/** A kept code as it reads at `now`: payable until its deadline, then expired, then gone. */
export function keptState(code: CounterCode | undefined, now: number): KeptState {
  if (code === undefined) return { kind: 'gone' };
  const deadline = Date.parse(code.expiresAt);
  // A deadline that does not read as one is never shown as payable.
  if (Number.isNaN(deadline) || now >= deadline + KEEP_EXPIRED_MS) return { kind: 'gone' };
  return { kind: now < deadline ? 'payable' : 'expired', code };
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isSteps = (v: unknown): v is CounterCode['steps'] =>
  Array.isArray(v) &&
  v.every(
    (s: { name?: unknown; steps?: unknown }) =>
      isText(s.name) && Array.isArray(s.steps) && s.steps.every(isText),
  );

/** A stored value, if it still reads as a kept code (an old or foreign one is ignored). */
export function parseCounterCode(value: unknown): CounterCode | undefined {
  const v = value as Partial<CounterCode> | null;
  if (
    typeof v?.orderId !== 'number' ||
    !isText(v.vcode) ||
    (v.payType !== 1 && v.payType !== 2 && v.payType !== 3 && v.payType !== 4) ||
    !isText(v.code) ||
    typeof v.amount !== 'number' ||
    !isText(v.payee) ||
    !isText(v.expiresAt) ||
    !isSteps(v.steps) ||
    typeof v.checkedAt !== 'number'
  ) {
    return undefined;
  }
  const qr =
    typeof v.qr?.size === 'number' && isText(v.qr.path)
      ? { size: v.qr.size, path: v.qr.path }
      : undefined;
  return {
    orderId: v.orderId,
    productId: typeof v.productId === 'number' ? v.productId : undefined,
    vcode: v.vcode,
    payType: v.payType,
    code: v.code,
    amount: v.amount,
    payee: v.payee,
    expiresAt: v.expiresAt,
    steps: v.steps,
    qr,
    checkedAt: v.checkedAt,
    inApp: v.inApp === true ? true : undefined,
  };
}

/** The order's kept code as it reads now; one gone for good is dropped on the way. */
export function readKept(orderId: number, now = Date.now()): KeptState {
  const state = keptState(readDraft(keyOf(orderId), parseCounterCode, 'local'), now);
  if (state.kind === 'gone') writeDraft(keyOf(orderId), undefined, 'local');
  return state;
}

/** Keeps (or refreshes) the order's code; `undefined` drops it. */
export function writeKept(orderId: number, code: CounterCode | undefined): void {
  writeDraft(keyOf(orderId), code, 'local');
}

/**
 * The order's kept code is no longer payable (paid, or closed): dropped, and the app told if
 * it was saved there too. With `vcode`, only when the kept code is that bill.
 */
export function dropKept(orderId: number, vcode?: string): void {
  const kept = readDraft(keyOf(orderId), parseCounterCode, 'local');
  if (kept === undefined || (vcode !== undefined && kept.vcode !== vcode)) return;
  writeKept(orderId, undefined);
  if (kept.inApp) bridge.forgetCode(orderId);
}
