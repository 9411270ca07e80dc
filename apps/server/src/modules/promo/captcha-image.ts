/**
 * The image captcha, a PNG drawn here (docs/decisions/025-raster-captcha.md). Each letter's
 * strokes are jittered, scaled and rotated on their own; noise curves, short strokes and
 * speckles are drawn with the same pen (same widths, into the same coverage); one wave
 * displacement bends every point; and the ink of a pixel depends on where it is, not on what
 * drew it. So neither colour nor stroke width nor straightness tells a letter from noise.
 * Randomness from the CSPRNG, like the answer itself.
 */
import { randomInt } from 'node:crypto';
import { captchaAlphabet } from './captcha-glyphs.ts';
import { encodePng, type IndexedImage } from './captcha-png.ts';
import { raster, type Point } from './captcha-raster.ts';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  glyphStrokes,
  keptInside,
  longCurve,
  shortStroke,
  subdivided,
  uniform,
  wave,
} from './captcha-shapes.ts';

export const CAPTCHA_LENGTH = 4;

const [W, H] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT];
/** The ink canvas's layers, which the tests tell apart. */
export const GLYPH = 1;
export const NOISE = 2;

type Rgb = readonly [number, number, number];
/** Light background tones: the paper and two shades of it for the background noise. */
export const PAPERS: readonly Rgb[] = [
  [246, 243, 236],
  [229, 223, 208],
  [222, 230, 238],
];
/** At least 7:1 against every paper (WCAG's AAA for text); three are picked per image. */
export const INKS: readonly Rgb[] = [
  [29, 53, 87],
  [58, 12, 163],
  [96, 20, 150],
  [130, 0, 10],
  [0, 72, 90],
  [61, 64, 91],
];
const INKS_PER_IMAGE = 3;
/** Ink strength of the three coverage steps an edge is drawn with (anti-aliasing). */
const STEPS = [0.35, 0.7, 1];

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Random characters of the captcha alphabet. */
export function captchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
}

export interface CaptchaDrawing {
  image: IndexedImage;
  /** Per pixel: GLYPH or NOISE where ink shows, else 0. */
  layer: Uint8Array;
}

/** Light blots, lines and specks in the two other paper tones (layers 1 and 2). */
function paperNoise(warped: (points: readonly Point[]) => Point[]) {
  const paper = raster(W, H);
  const tone = () => randomInt(1, PAPERS.length);
  const somewhere = (): Point[] => [[uniform(0, W), uniform(0, H)]];
  for (let i = 0; i < 6; i++) paper.stroke(warped(somewhere()), uniform(8, 24), tone());
  for (let i = 0; i < 3; i++) paper.stroke(warped(longCurve()), uniform(2, 6), tone());
  for (let i = 0; i < 50; i++) paper.stroke(somewhere(), uniform(1.5, 3.5), tone());
  return paper;
}

/** The letters and the noise, drawn with one pen. */
function inkStrokes(text: string, warped: (points: readonly Point[]) => Point[]) {
  const ink = raster(W, H);
  const pen = uniform(4.4, 5.6);
  const width = () => pen * uniform(0.85, 1.15);
  const chars = [...text];
  chars.forEach((c, i) => {
    const strokes = glyphStrokes(c, i, chars.length).map(warped);
    const widths = strokes.map(width);
    // A pixel shows ink up to 0.8 px beyond a stroke's half width (the raster's 0.2 step).
    keptInside(strokes, Math.max(...widths) / 2 + 1).forEach((stroke, k) => {
      ink.stroke(stroke, widths[k] ?? pen, GLYPH);
    });
  });
  // Fewer pieces than before decision 038 (2–4 strokes, 8–13 specks): enough that the noise
  // cannot be told from the letters, little enough that a person reads through it.
  ink.stroke(warped(longCurve()), width(), NOISE);
  for (let i = randomInt(1, 3); i > 0; i--) ink.stroke(warped(shortStroke()), width(), NOISE);
  for (let i = randomInt(4, 8); i > 0; i--) {
    ink.stroke([[uniform(0, W), uniform(0, H)]], width() * uniform(0.7, 1.3), NOISE);
  }
  return ink;
}

/** `ink` laid on the paper at `strength` (0–1). */
const mix = (ink: Rgb, strength: number): Rgb => {
  const [paper] = PAPERS as [Rgb];
  const at = (k: 0 | 1 | 2) => Math.round(paper[k] + (ink[k] - paper[k]) * strength);
  return [at(0), at(1), at(2)];
};

/** The drawing of `text` (characters of the captcha alphabet). */
export function drawCaptcha(text: string): CaptchaDrawing {
  const bend = wave();
  const warped = (points: readonly Point[]) => subdivided(points).map(bend);
  const paper = paperNoise(warped);
  const ink = inkStrokes(text, warped);

  // A pixel's ink is that of the slanted band it lies in: letters and noise alike change
  // colour where they cross a band's edge.
  const inks = shuffled(INKS).slice(0, INKS_PER_IMAGE);
  const [slope, band] = [uniform(-0.7, 0.7), uniform(26, 44)];
  const offset = uniform(0, INKS_PER_IMAGE * band) + H;
  const palette = [...PAPERS, ...inks.flatMap((rgb) => STEPS.map((s) => mix(rgb, s)))];

  const pixels = new Uint8Array(W * H);
  const layer = new Uint8Array(W * H);
  for (let y = 0, i = 0; y < H; y++) {
    const row = slope * y + offset;
    for (let x = 0; x < W; x++, i++) {
      const c = ink.cover[i] ?? 0;
      const step = c >= 0.8 ? 2 : c >= 0.5 ? 1 : c >= 0.2 ? 0 : -1;
      if (step < 0) {
        pixels[i] = (paper.cover[i] ?? 0) >= 0.5 ? (paper.layer[i] ?? 0) : 0;
        continue;
      }
      const which = Math.floor((x + row) / band) % INKS_PER_IMAGE;
      pixels[i] = PAPERS.length + which * STEPS.length + step;
      layer[i] = ink.layer[i] ?? 0;
    }
  }
  return { image: { width: W, height: H, palette, pixels }, layer };
}

/** The PNG file showing `text`. */
export const captchaPng = (text: string): Buffer => encodePng(drawCaptcha(text).image);
