import { encode } from 'uqr';

/**
 * UPI's "pay" intent (NPCI's deep-link format): the link a UPI app opens with the payee,
 * amount and our bill number filled in, and the same link as a QR code for a borrower who
 * pays from another phone.
 */
export interface UpiIntent {
  /** The payee's virtual payment address (the account this payment was issued). */
  vpa: string;
  payeeName: string;
  /** Paise. */
  amount: number;
  /** Our bill number: the transaction reference the payment comes back with. */
  reference: string;
  note: string;
}

export function upiIntentUrl(intent: UpiIntent): string {
  const query = new URLSearchParams({
    pa: intent.vpa,
    pn: intent.payeeName,
    am: (intent.amount / 100).toFixed(2),
    cu: 'INR',
    tr: intent.reference,
    tn: intent.note,
  });
  // UPI apps read %20, not the form encoding's +.
  return `upi://pay?${query.toString().replace(/\+/g, '%20')}`;
}

/** Quiet zone around the code, in modules (the QR standard asks for four). */
export const QR_MARGIN = 4;

/**
 * A QR code as one SVG path on a grid of `size` modules including the quiet zone: each
 * run of dark modules in a row is one `h` segment, so the path stays a few KB.
 */
export function qrCode(text: string): { size: number; path: string } {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + QR_MARGIN} ${y + QR_MARGIN}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: data.length + 2 * QR_MARGIN, path: parts.join('') };
}
