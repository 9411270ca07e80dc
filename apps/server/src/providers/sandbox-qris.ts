/**
 * The sandbox's QRIS: a dynamic QR payload in the EMVCo merchant-presented form QRIS uses
 * (tag-length-value fields, amount in tag 54, CRC-16/CCITT in tag 63), naming a sandbox
 * merchant, so the demo page draws what a real QRIS looks like. No real app can pay it: the
 * demo pays it with `POST /dev/payments/simulate`, like every sandbox account.
 */

const field = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE over the payload (EMVCo QR, tag 63). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The QR payload of a sandbox QRIS request for `amount` (sen), referencing its number. */
export function sandboxQris(reference: string, amount: number): string {
  const body = [
    field('00', '01'),
    // 12: dynamic (one payment, this amount).
    field('01', '12'),
    field('26', field('00', 'ID.CO.QRIS.WWW') + field('01', 'TENORSANDBOX')),
    field('52', '6012'),
    field('53', '360'),
    field('54', String(Math.floor(amount / 100))),
    field('58', 'ID'),
    field('59', 'TENOR SANDBOX'),
    field('60', 'JAKARTA'),
    field('62', field('01', reference)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
