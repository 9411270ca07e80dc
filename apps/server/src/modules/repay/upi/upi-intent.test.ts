import { decode } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { QR_MARGIN, qrCode, upiIntentUrl } from './upi-intent.ts';

describe('upiIntentUrl', () => {
  const url = upiIntentUrl({
    vpa: 'tenor.12345678@sbox',
    payeeName: 'Rupee Now',
    amount: 2613750,
    reference: 'B20261124000001',
    note: 'Loan IN2611240001',
  });

  it('is a upi://pay link with the payee, rupees with paise, INR and our reference', () => {
    expect(url.startsWith('upi://pay?')).toBe(true);
    const q = decode(url.slice('upi://pay?'.length));
    expect(q).toMatchObject({
      pa: 'tenor.12345678@sbox',
      pn: 'Rupee Now',
      am: '26137.50',
      cu: 'INR',
      tr: 'B20261124000001',
      tn: 'Loan IN2611240001',
    });
  });

  it('encodes spaces as %20 and the @ of the address safely', () => {
    expect(url).toContain('pn=Rupee%20Now');
    expect(url).not.toContain('+');
  });
});

describe('qrCode', () => {
  it('draws exactly the dark modules of the code, inside a quiet zone', () => {
    const text = 'upi://pay?pa=a@b&am=1.00';
    const { size, path } = qrCode(text);
    const { data } = encode(text, { ecc: 'M', border: 0 });
    expect(size).toBe(data.length + 2 * QR_MARGIN);
    const dark = new Set<string>();
    for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      for (let i = 0; i < w; i++) dark.add(`${x + i - QR_MARGIN},${y - QR_MARGIN}`);
    }
    data.forEach((row, y) => row.forEach((on, x) => expect(dark.has(`${x},${y}`)).toBe(on)));
  });
});
