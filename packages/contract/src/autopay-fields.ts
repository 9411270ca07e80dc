/**
 * What the automatic-repayment forms take (decisions 076, 078, 081), apart from the autopay
 * endpoints' schemas: the forms check what the borrower types against them as they render.
 */

/** Indonesia's wallets linked for auto-debit through Xendit's payment tokens (decision 076). */
export const walletChannels = ['DANA', 'OVO', 'SHOPEEPAY'] as const;
export type WalletChannel = (typeof walletChannels)[number];
/** Indonesia's bank direct debit by debit card, linked with the bank's code (decision 081). */
export const cardChannels = ['DC_BRI'] as const;
export type CardChannel = (typeof cardChannels)[number];
/** The bank a card channel debits, as the page names it. */
export const CARD_BANK: Record<CardChannel, string> = { DC_BRI: 'BRI' };
/** A card's last four digits, its expiry as printed (MM/YY), the bank's one-time code. */
export const CARD_LAST_FOUR = /^\d{4}$/;
export const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const BANK_CODE = /^\d{6}$/;
/** An e-mail address as a bank takes it: something, an at sign, a domain with a dot. */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** How an e-NACH mandate is signed at the bank (Razorpay's `auth_type`). */
export const enachAuthTypes = ['netbanking', 'debitcard', 'aadhaar'] as const;
export type EnachAuthType = (typeof enachAuthTypes)[number];
export const bankAccountTypes = ['savings', 'current'] as const;
/** An IFSC: the bank's four letters, a zero, the branch's six letters or digits. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: digits only, 6 to 18 of them. */
export const ACCOUNT_NUMBER = /^\d{6,18}$/;
