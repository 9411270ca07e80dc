import { pageUrl } from '@tenor/contract/paths';
import type { EwalletCode } from '@tenor/contract/ewallets';

/**
 * The repayment pages' own query (read by the contract's page-params schemas), and the
 * links between them. Amounts travel in minor units (docs/api-conventions.md "Values"); `display=1` marks the
 * extension fee (docs/screens.md "Delay repayment").
 */
export interface PayRef {
  orderId: number;
  productId?: number | undefined;
}

export interface PayQuery extends PayRef {
  amount: number;
  /** 1: the amount is the extension fee. */
  display: 0 | 1;
}

/** The marker the chooser adds to /that (docs/screens.md "Repay method chooser": `aaa=nnn`): the saved choice was just made. */
export const CHOSEN_MARKER = { aaa: 'nnn' } as const;

/** /that for a payment, as the chooser replaces the location with it. */
export const vaUrlAfterChoice = (q: PayQuery): string =>
  pageUrl('repay', {
    ...CHOSEN_MARKER,
    amount: q.amount,
    display: q.display,
    orderId: q.orderId,
    productId: q.productId,
  });

/** /that from the instalment screen (no display flag) or the delay screen (display=1). */
export const vaUrl = (q: PayRef & { amount: number; display?: 1 }): string =>
  pageUrl('repay', {
    amount: q.amount,
    display: q.display,
    orderId: q.orderId,
    productId: q.productId,
  });

/** The change-method row of /that. */
export const chooserUrl = (q: PayQuery): string =>
  pageUrl('repayChoice', {
    amount: q.amount,
    display: q.display,
    orderId: q.orderId,
    productId: q.productId,
  });

/** QRIS's page for the same payment (Indonesia, decision 073). */
export const qrisUrl = (q: PayQuery): string =>
  pageUrl('repayQris', {
    amount: q.amount,
    display: q.display,
    orderId: q.orderId,
    productId: q.productId,
  });

/** An e-wallet's page for the same payment (Indonesia, decision 077). */
export const ewalletUrl = (q: PayQuery, wallet: EwalletCode): string =>
  pageUrl('repayEwallet', {
    amount: q.amount,
    display: q.display,
    orderId: q.orderId,
    productId: q.productId,
    wallet,
  });

export const loanDetailsUrl = (q: PayRef): string =>
  pageUrl('loanDetails', { productId: q.productId, orderId: q.orderId });

/** The receipt of a bill (`vcode`) or of a card or gateway repayment (`repaymentId`). */
export const receiptUrl = (
  q: PayRef & { vcode?: string | undefined; repaymentId?: number | undefined },
): string =>
  pageUrl('repayReceipt', {
    orderId: q.orderId,
    productId: q.productId,
    vcode: q.vcode,
    repaymentId: q.repaymentId,
  });

/** The saved-card page for this amount (India). */
export const cardRepayUrl = (q: PayRef & { amount: number }): string =>
  pageUrl('cardRepay', { orderId: q.orderId, productId: q.productId, amount: q.amount });
