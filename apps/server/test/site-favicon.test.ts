/** `/favicon.ico` (modules/site/favicon.ts): served to every page that names no icon of its own. */
import { describe, expect, it } from 'vitest';
import { faviconIco, rgbOf } from '../src/modules/site/favicon.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ env: { BRAND_PRIMARY_COLOR: '#c0392b' } });

describe('/favicon.ico', () => {
  it('answers a 32 × 32 icon in the brand colour, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const ico = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), one image of 32 × 32 at 32 bits.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    const start = ico.readUInt32LE(18);
    expect(ico.readUInt32LE(start)).toBe(40);
    expect(start + ico.readUInt32LE(14)).toBe(ico.length);
    // The middle of the disc's lower half (row 4 from the bottom, column 8) is the brand colour, opaque.
    const at = start + 40 + (4 * 32 + 8) * 4;
    expect([...ico.subarray(at, at + 4)]).toEqual([0x2b, 0x39, 0xc0, 255]);
    expect(ico.equals(faviconIco('#c0392b'))).toBe(true);
  });

  it('reads short and long hex colours', () => {
    expect(rgbOf('#0b5cad')).toEqual([11, 92, 173]);
    expect(rgbOf('#fa0')).toEqual([255, 170, 0]);
    expect(rgbOf('#0b5cad80')).toEqual([11, 92, 173]);
  });
});
