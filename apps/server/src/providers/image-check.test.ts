import { describe, expect, it } from 'vitest';
import { hostile, jpeg, png, pngText } from '../../test/helpers/images.ts';
import { checkImage } from './image-check.ts';

/** A lossless WebP header of `width` × `height` (VP8L), enough for a decoder to size it. */
function webp(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = Buffer.alloc(5 + 8);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(bits >>> 0, 1);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.alloc(4), vp8l]);
  chunk.writeUInt32LE(vp8l.length, 4);
  const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), chunk]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}

describe('checkImage', () => {
  it('knows JPEG, PNG and WebP by their bytes, with their dimensions', () => {
    expect(checkImage(jpeg(640, 480))).toEqual({
      ok: true,
      format: 'jpeg',
      width: 640,
      height: 480,
    });
    expect(checkImage(png(4, 3))).toEqual({ ok: true, format: 'png', width: 4, height: 3 });
    expect(checkImage(webp(300, 200))).toEqual({
      ok: true,
      format: 'webp',
      width: 300,
      height: 200,
    });
  });

  it('refuses what is not a photo', () => {
    for (const data of [
      hostile.svgWithScript,
      hostile.renamedExecutable,
      hostile.truncatedJpeg,
      hostile.polyglotJpegHtml,
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
    ]) {
      expect(checkImage(data)).toEqual({ ok: false, reason: 'notImage' });
    }
  });

  it('refuses markup hidden in metadata or appended after the image', () => {
    expect(checkImage(png(4, 4, [pngText('<iframe src=x>')])).ok).toBe(false);
    expect(checkImage(Buffer.concat([jpeg(), Buffer.from('<!DOCTYPE html>')])).ok).toBe(false);
    expect(checkImage(jpeg(10, 10, 'javascript:alert(1)')).ok).toBe(false);
    // Ordinary metadata passes.
    expect(checkImage(jpeg(10, 10, 'Shot on a phone')).ok).toBe(true);
  });

  it('refuses a header with no image after it, or an image cut short', () => {
    const whole = jpeg(64, 48);
    const at = (marker: number) => whole.indexOf(Buffer.from([0xff, marker]));
    // SOI, JFIF and the frame's size, then EOI: what image-size alone took for a photo.
    const headerOnly = Buffer.concat([
      whole.subarray(0, at(0xdb)),
      whole.subarray(at(0xc0), at(0xc4)),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(headerOnly.length).toBeLessThan(50);
    const cut = (data: Buffer, keep: number) => data.subarray(0, data.length - keep);
    const pngWhole = png(16, 16);
    const badCrc = Buffer.from(pngWhole);
    badCrc[40] = badCrc[40]! ^ 0xff;
    const noData = Buffer.concat([pngWhole.subarray(0, 33), pngWhole.subarray(-12)]);
    const webpWhole = webp(30, 20);
    for (const data of [
      headerOnly,
      Buffer.concat([whole.subarray(0, at(0xda)), Buffer.from([0xff, 0xd9])]), // no scan
      cut(whole, 2), // no end marker
      cut(whole, 40), // cut in the middle of its data
      cut(pngWhole, 12), // no IEND
      cut(pngWhole, 20),
      badCrc,
      noData, // IHDR then IEND
      cut(webpWhole, 4),
    ]) {
      expect(checkImage(data)).toEqual({ ok: false, reason: 'notImage' });
    }
    // The whole ones pass, camera trailers after the end marker too.
    expect(checkImage(whole).ok).toBe(true);
    expect(checkImage(Buffer.concat([whole, Buffer.alloc(64, 0x20)])).ok).toBe(true);
    expect(checkImage(pngWhole).ok).toBe(true);
    expect(checkImage(webpWhole).ok).toBe(true);
  });

  it('refuses absurd dimensions', () => {
    expect(checkImage(hostile.hugePng)).toEqual({ ok: false, reason: 'tooWide' });
  });

  it('refuses more than 16 megapixels, read from the header', () => {
    // 8000 × 8000 is 64 Mpx: each side is allowed, the area is not.
    expect(checkImage(png(8000, 8000))).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect(checkImage(jpeg(8000, 2001))).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect(checkImage(jpeg(8000, 2000))).toMatchObject({ ok: true, width: 8000, height: 2000 });
  });
});
