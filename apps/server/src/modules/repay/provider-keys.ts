/**
 * The keys Tenor gives a payment provider to make a call idempotent (a refund, a card charge)
 * and to find it again: random, stored with their row when it is made, and sent again on every
 * retry of that row. A provider keeps them account-wide, so a key made from a row's sequence
 * id would collide between two deployments on one account, or with a restored database, and
 * the provider would take the second refund as a repeat of the first (decision 037).
 */
import { randomBytes } from 'node:crypto';

export type ProviderKeyKind = 'refund' | 'gateway-refund' | 'repayment';

/**
 * `<kind>-` and 96 random bits in base64url: 23 to 31 characters of letters, digits, `-` and
 * `_`, inside what Razorpay takes as a receipt (40) and an idempotency key (10 to 64).
 */
export const newProviderKey = (kind: ProviderKeyKind): string =>
  `${kind}-${randomBytes(12).toString('base64url')}`;
