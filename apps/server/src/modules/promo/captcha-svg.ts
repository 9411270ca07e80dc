/**
 * The image captcha, drawn here: each character's strokes jittered, rotated and scaled on
 * its own, crossed by noise curves of the same weight, every path in random order (so a
 * character is not one element to pick out). No text, fonts or script: the answer is only
 * in the shapes. Randomness from the CSPRNG, like the answer itself.
 */
import { randomInt } from 'node:crypto';
import { captchaAlphabet, glyphs } from './captcha-glyphs.ts';

export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

/** A uniform number in [min, max). */
const uniform = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const round = (n: number) => Math.round(n * 10) / 10;

const inks = ['#1d3557', '#3a0ca3', '#7b2cbf', '#9d0208', '#005f73', '#3d405b'];
const ink = () => inks[randomInt(inks.length)] ?? '#1d3557';

/** Random characters of the captcha alphabet. */
export function captchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
}

function characterPaths(char: string, index: number, count: number): string[] {
  const strokes = glyphs[char] ?? [];
  const cell = WIDTH / (count + 0.6);
  const scale = uniform(3.3, 4.1);
  const angle = (uniform(-18, 18) * Math.PI) / 180;
  const [cx, cy] = [cell * (index + 0.8) + uniform(-3, 3), HEIGHT / 2 + uniform(-3, 3)];
  const colour = ink();
  const width = round(uniform(2, 3));
  const place = ([x, y]: [number, number]) => {
    const dx = (x - 2 + uniform(-0.25, 0.25)) * scale;
    const dy = (y - 3 + uniform(-0.25, 0.25)) * scale;
    const px = cx + dx * Math.cos(angle) - dy * Math.sin(angle);
    const py = cy + dx * Math.sin(angle) + dy * Math.cos(angle);
    return `${round(px)} ${round(py)}`;
  };
  return strokes.map(
    (stroke) =>
      `<path d="M${stroke.map(place).join('L')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

function noisePath(): string {
  const p = () => `${round(uniform(0, WIDTH))} ${round(uniform(0, HEIGHT))}`;
  const d = `M${round(uniform(-5, 20))} ${round(uniform(0, HEIGHT))}Q${p()} ${round(uniform(100, 125))} ${round(uniform(0, HEIGHT))}`;
  return `<path d="${d}" fill="none" stroke="${ink()}" stroke-width="${round(uniform(1, 2))}" stroke-linecap="round"/>`;
}

function dot(): string {
  return `<circle cx="${round(uniform(0, WIDTH))}" cy="${round(uniform(0, HEIGHT))}" r="${round(uniform(0.6, 1.6))}" fill="${ink()}"/>`;
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The SVG document showing `text` (characters of the captcha alphabet). */
export function captchaSvg(text: string): string {
  const chars = [...text];
  const paths = [
    ...chars.flatMap((c, i) => characterPaths(c, i, chars.length)),
    ...Array.from({ length: 4 }, noisePath),
    ...Array.from({ length: 24 }, dot),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>` +
    shuffled(paths).join('') +
    `</svg>`
  );
}
