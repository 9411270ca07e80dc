/**
 * Card numbers leave the server only masked to their last four digits (`•••• 1234`), and
 * only those four are stored: the payment provider holds the card itself.
 */
const MASK = '••••';

/** The last four digits of a card number in any format ("4111 1111 1111 1234" → "1234"). */
export function lastFour(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  if (digits.length < 4) throw new RangeError('a card number has at least four digits');
  return digits.slice(-4);
}

/** `•••• 1234` from a full number or from its last four digits. */
export const maskCardNo = (cardNo: string): string => `${MASK} ${lastFour(cardNo)}`;
