/**
 * The pay types and pay codes the repayment pages link and send (docs/screens.md "Repayment"),
 * apart from the repay endpoints' schemas: a page names them as it renders, before any call.
 */

/** QRIS's pay type and payCode (Indonesia, decision 073). */
export const QRIS_PAY_TYPE = 4;
export const QRIS_PAY_CODE = 'QRIS';

/**
 * E-wallets' pay type (Indonesia, decision 077): a one-off payment the borrower approves in the
 * wallet's app; the payCode is the wallet (`ewallets`).
 */
export const EWALLET_PAY_TYPE = 5;

/** The payCode of a UPI payment (payType 3). */
export const UPI_PAY_CODE = 'UPI';
