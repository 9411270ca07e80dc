import { describe, expect, it } from 'vitest';
import { captchaAlphabet, glyphs } from './captcha-glyphs.ts';
import { CAPTCHA_LENGTH, captchaSvg, captchaText } from './captcha-svg.ts';

describe('captcha', () => {
  it('draws its text from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const text = captchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const c of text) expect(captchaAlphabet).toContain(c);
    }
    expect(captchaAlphabet).not.toMatch(/[0O1IL2Z5S8BQD]/);
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

  it('is paths, dots and a background only, inside its 120 × 40 box', () => {
    const text = 'AK39';
    const svg = captchaSvg(text);
    const strokes = text.split('').reduce((n, c) => n + (glyphs[c]?.length ?? 0), 0);
    expect(svg.match(/<path /g)).toHaveLength(strokes + 4);
    const elements = new Set([...svg.matchAll(/<(\w+)/g)].map((m) => m[1]));
    expect(elements).toEqual(new Set(['svg', 'rect', 'path', 'circle']));
    expect(svg).toContain('viewBox="0 0 120 40"');
  });
});
