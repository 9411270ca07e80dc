/**
 * Indonesia's e-wallets (decision 077), in a module of their own: only the repayment pages and
 * the server read them, never every page's first load (as `rules.ts` is).
 */

/**
 * The e-wallets Indonesia pays by (decision 077), by Xendit channel code, with their display
 * names (brand names, the same in every language) and the largest one payment each takes in
 * minor units: DANA and OVO IDR 20,000,000 (their Xendit channel pages); ShopeePay Indonesia
 * IDR 10,000,000 (an assumption: its Indonesian channel page was not found, decision 077).
 */
export const EWALLETS = {
  DANA: { name: 'DANA', max: 20_000_000 * 100 },
  OVO: { name: 'OVO', max: 20_000_000 * 100 },
  SHOPEEPAY: { name: 'ShopeePay', max: 10_000_000 * 100 },
} as const;
export type EwalletCode = keyof typeof EWALLETS;
export const ewalletCodes = Object.keys(EWALLETS) as EwalletCode[];

export const isEwalletCode = (code: string): code is EwalletCode =>
  Object.prototype.hasOwnProperty.call(EWALLETS, code);

/** Whether one payment by this wallet can take this amount (minor units; Xendit's minimum is IDR 100). */
export const walletTakes = (code: EwalletCode, amount: number): boolean =>
  amount >= 100 * 100 && amount <= EWALLETS[code].max;
