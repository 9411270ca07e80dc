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
