import { orderKey } from '../../../shared/http/order-keys.ts';

/**
 * The cache keys of the repay area's reads of one order, in one place: a page that drops
 * what is kept of an order (order-payments.ts) need not load every read's schema. Each
 * starts with the order's key, so a change to the order reaches them all (decision 040).
 */
const of = (orderId: number, read: string) => [...orderKey(orderId), 'repay', read] as const;

export const repayKeys = {
  payOptions: (orderId: number) => of(orderId, 'payOptions'),
  vcode: (orderId: number) => of(orderId, 'vcode'),
  delay: (orderId: number) => of(orderId, 'delay'),
  instalments: (orderId: number) => of(orderId, 'instalments'),
  way: (orderId: number) => of(orderId, 'way'),
  statement: (orderId: number) => of(orderId, 'statement'),
};

/** A bill's state and a payment's receipt: kept apart from what `repayKeys` reloads. */
export const billKey = (orderId: number, vcode: string) => [...of(orderId, 'bill'), vcode] as const;
export const receiptKey = (
  orderId: number,
  vcode: string | undefined,
  repaymentId: number | undefined,
) => [...of(orderId, 'receipt'), vcode ?? null, repaymentId ?? null] as const;
