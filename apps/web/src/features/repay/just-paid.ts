import { useSyncExternalStore } from 'react';
import { readDraft, writeDraft } from '../../shared/draft.ts';

/**
 * A payment of an order this tab saw arrive (its receipt said paid), kept a while in
 * sessionStorage so that a payment page reopened after it (Back, a stale link) thanks the
 * borrower and links the receipt instead of a bare "nothing left to pay" (decision 040).
 */
export const JUST_PAID_MS = 30 * 60_000;

interface Paid {
  receipt: string;
  at: number;
}

const keyOf = (orderId: number) => `tenor.paid.${orderId}`;

const parse = (value: unknown): Paid | undefined => {
  const v = value as Partial<Paid> | null;
  return typeof v?.receipt === 'string' && v.receipt.startsWith('/') && typeof v.at === 'number'
    ? { receipt: v.receipt, at: v.at }
    : undefined;
};

/** The receipt at `receipt` (a path of this site) says this order's payment arrived. */
export function rememberPaid(orderId: number, receipt: string, now = Date.now()): void {
  writeDraft<Paid>(keyOf(orderId), { receipt, at: now });
}

/** The receipt's path of a payment of the order that arrived in the last half hour, if any. */
export function justPaidReceipt(orderId: number, now = Date.now()): string | undefined {
  const paid = readDraft(keyOf(orderId), parse);
  return paid !== undefined && now - paid.at >= 0 && now - paid.at < JUST_PAID_MS
    ? paid.receipt
    : undefined;
}

const never = () => () => {};

/**
 * `justPaidReceipt` in a component: undefined on the server and while hydrating (the
 * server cannot read the phone's storage; both sides then render the same first view).
 */
export const useJustPaid = (orderId: number): string | undefined =>
  useSyncExternalStore(
    never,
    () => justPaidReceipt(orderId),
    () => undefined,
  );
