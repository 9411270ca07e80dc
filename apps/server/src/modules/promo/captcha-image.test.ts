import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captchaAlphabet, glyphs } from './captcha-glyphs.ts';
import {
  CAPTCHA_LENGTH,
  GLYPH,
  INKS,
  NOISE,
  PAPERS,
  captchaPng,
  captchaText,
  drawCaptcha,
} from './captcha-image.ts';
import { encodePng } from './captcha-png.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, keptInside } from './captcha-shapes.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The chunks of a PNG file, each checked against its CRC. */
function chunksOf(file: Buffer): { type: string; data: Buffer }[] {
  expect([...file.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const typeAndData = file.subarray(at + 4, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Width, height, palette size and the inflated scanlines of an indexed PNG. */
function decoded(file: Buffer) {
  const chunks = chunksOf(file);
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  const [header, palette, data] = chunks.map((c) => c.data) as [Buffer, Buffer, Buffer];
  expect([...header.subarray(8)]).toEqual([8, 3, 0, 0, 0]);
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    colours: palette.length / 3,
    scanlines: inflateSync(data),
  };
}

describe('captcha text', () => {
  it('comes from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const text = captchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const c of text) expect(captchaAlphabet).toContain(c);
    }
    expect(captchaAlphabet).not.toMatch(/[0O1IL2Z5S8BQDGV]/i);
  });

  it('keeps every stroke of every glyph on its 4 × 6 grid', () => {
    for (const strokes of Object.values(glyphs)) {
      for (const stroke of strokes) {
        expect(stroke.length).toBeGreaterThanOrEqual(2);
        for (const [x, y] of stroke) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(4);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(6);
        }
      }
    }
  });
});

describe('captcha PNG', () => {
  it('is a valid indexed PNG of 236 × 84 under 8 KB', () => {
    const file = captchaPng('AK39');
    const png = decoded(file);
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(png.scanlines).toHaveLength(CAPTCHA_HEIGHT * (CAPTCHA_WIDTH + 1));
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      expect(png.scanlines[y * (CAPTCHA_WIDTH + 1)]).toBe(0);
    }
    expect(Math.max(...png.scanlines)).toBeLessThan(png.colours);
    expect(file.length).toBeLessThan(8 * 1024);
  });

  it('holds exactly the pixels it was given', () => {
    const pixels = Uint8Array.from([0, 1, 2, 2, 1, 0]);
    const palette = [
      [255, 255, 255],
      [0, 0, 0],
      [200, 10, 10],
    ] as const;
    const png = decoded(encodePng({ width: 3, height: 2, palette, pixels }));
    expect([png.width, png.height, png.colours]).toEqual([3, 2, 3]);
    expect([...png.scanlines]).toEqual([0, 0, 1, 2, 0, 2, 1, 0]);
  });
});

/** WCAG's contrast ratio of two colours. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('captcha readability (decision 038)', () => {
  it('inks at 7:1 or more against every paper tone', () => {
    for (const ink of INKS) {
      for (const paper of PAPERS) expect(contrast(ink, paper)).toBeGreaterThanOrEqual(7);
    }
  });

  it('draws every letter at least 25 CSS pixels tall, none cut by the edge', () => {
    // The page shows the image at half its size; a letter's cell is a quarter of the width
    // inside 8 px margins.
    const cell = (CAPTCHA_WIDTH - 16) / CAPTCHA_LENGTH;
    for (let n = 0; n < 20; n++) {
      const { layer } = drawCaptcha(captchaText());
      for (let k = 0; k < CAPTCHA_LENGTH; k++) {
        const rows = new Set<number>();
        for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
          for (let x = Math.floor(8 + k * cell); x < Math.floor(8 + (k + 1) * cell); x++) {
            if (layer[y * CAPTCHA_WIDTH + x] === GLYPH) rows.add(y);
          }
        }
        expect(Math.max(...rows) - Math.min(...rows) + 1).toBeGreaterThanOrEqual(50);
        expect(rows.has(0) || rows.has(CAPTCHA_HEIGHT - 1)).toBe(false);
      }
    }
  });
});

describe('a letter kept inside the frame', () => {
  const ys = (strokes: readonly (readonly [number, number])[][]) =>
    strokes.flat().map(([, y]) => y);

  it('moves a letter that reaches past an edge back inside it, unscaled', () => {
    for (const shift of [-9, 9]) {
      const letter = [
        [[10, 20 + shift] as const, [10, 64 + shift] as const],
        [[20, 42 + shift] as const],
      ];
      const kept = ys(keptInside(letter, 5));
      expect(Math.min(...kept)).toBeGreaterThanOrEqual(5);
      expect(Math.max(...kept)).toBeLessThanOrEqual(CAPTCHA_HEIGHT - 5);
      expect(Math.max(...kept) - Math.min(...kept)).toBeCloseTo(44);
    }
  });

  it('leaves a letter that fits where it is, and shrinks one taller than the room', () => {
    expect(
      keptInside(
        [
          [
            [3, 30],
            [4, 50],
          ],
        ],
        5,
      ),
    ).toEqual([
      [
        [3, 30],
        [4, 50],
      ],
    ]);
    const kept = ys(
      keptInside(
        [
          [
            [0, -10],
            [0, 100],
          ],
        ],
        5,
      ),
    );
    expect([Math.min(...kept), Math.max(...kept)]).toEqual([5, CAPTCHA_HEIGHT - 5]);
  });
});

describe('captcha drawing', () => {
  it('is a different image every time, for the same text', () => {
    const files = new Set(Array.from({ length: 5 }, () => captchaPng('AK39').toString('base64')));
    expect(files.size).toBe(5);
  });

  it('inks no colour on a letter that the noise does not use too', () => {
    for (let n = 0; n < 20; n++) {
      const { image, layer } = drawCaptcha(captchaText());
      const letters = new Set<number>();
      const noise = new Set<number>();
      layer.forEach((drawnBy, i) => {
        const colour = image.pixels[i] ?? -1;
        if (drawnBy === GLYPH) letters.add(colour);
        if (drawnBy === NOISE) noise.add(colour);
      });
      expect(letters.size).toBeGreaterThan(3);
      expect([...letters].filter((c) => !noise.has(c))).toEqual([]);
    }
  });

  it('inks the letters in more than one colour, on a paper of more than one tone', () => {
    const { image, layer } = drawCaptcha('MWHK');
    const paper = new Set<number>();
    const letters = new Set<number>();
    layer.forEach((drawnBy, i) => {
      if (drawnBy === 0) paper.add(image.pixels[i] ?? -1);
      if (drawnBy === GLYPH) letters.add(image.pixels[i] ?? -1);
    });
    expect(paper.size).toBeGreaterThan(1);
    // Three anti-aliasing steps per ink: more than three colours is more than one ink.
    expect(letters.size).toBeGreaterThan(3);
  });
});
