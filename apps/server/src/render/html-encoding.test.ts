import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageEncoding } from './html-encoding.ts';

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
  });

  it('reads q-values: q=0 refuses an encoding, whatever its case and spacing', () => {
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('BR ; Q=0 , GZIP;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0.1')).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.0')).toBe('identity');
    expect(pageEncoding(['gzip', 'br'])).toBe('br');
  });
});

describe('encodePage', () => {
  const html = `<!doctype html><p>${'Jumlah tagihan Rp 4.704.750 — '.repeat(400)}</p>`;

  it('compresses to bytes that decode to the page', async () => {
    const br = await encodePage(html, 'br');
    expect(br.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    const gz = await encodePage(html, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(html);
    expect((await encodePage(html, 'identity')).toString()).toBe(html);
  });
});
