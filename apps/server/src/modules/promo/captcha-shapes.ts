/**
 * The captcha's shapes, in pixels of the 236 × 84 image: the letters placed and turned, the
 * noise strokes, and the wave that bends them all. Randomness from the CSPRNG.
 */
import { randomInt } from 'node:crypto';
import { glyphs } from './captcha-glyphs.ts';
import type { Point } from './captcha-raster.ts';

/**
 * Twice the 118 × 42 CSS pixels the page shows (inside its 120 × 44 bordered button), for
 * sharp phone screens.
 */
export const CAPTCHA_WIDTH = 236;
export const CAPTCHA_HEIGHT = 84;

const [W, H] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT];

/** A uniform number in [min, max). */
export const uniform = (min: number, max: number) =>
  min + (randomInt(0, 2 ** 24) / 2 ** 24) * (max - min);

/** Points at most `step` pixels apart along the polyline, so the wave bends long lines. */
export function subdivided(points: readonly Point[], step = 4): Point[] {
  const out: Point[] = points.slice(0, 1);
  for (let i = 1; i < points.length; i++) {
    const [[ax, ay], [bx, by]] = [points[i - 1] as Point, points[i] as Point];
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 1; k <= n; k++) out.push([ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n]);
  }
  return out;
}

/** The wave that displaces the whole image: sideways by height, up and down by width. */
export function wave(): (p: Point) => Point {
  const across = { a: uniform(2, 4), period: uniform(40, 70), phase: uniform(0, 2 * Math.PI) };
  const down = { a: uniform(2, 3.5), period: uniform(70, 130), phase: uniform(0, 2 * Math.PI) };
  const ripple = { a: uniform(0.6, 1.2), period: uniform(20, 34), phase: uniform(0, 2 * Math.PI) };
  const sin = (v: number, w: typeof across) =>
    w.a * Math.sin((2 * Math.PI * v) / w.period + w.phase);
  return ([x, y]) => [x + sin(y, across), y + sin(x, down) + sin(x, ripple)];
}

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, k): Point => {
    const t = k / steps;
    const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
    return [
      a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
      a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
    ];
  });
}

/**
 * The strokes of letter `index` of `count`, in its own cell, scaled and turned: about 29 CSS
 * pixels tall and turned at most 10° (decision 038; they were 25 and 17°).
 */
export function glyphStrokes(char: string, index: number, count: number): Point[][] {
  const cell = (W - 16) / count;
  const [cx, cy] = [8 + cell * (index + 0.5) + uniform(-3, 3), H / 2 + uniform(-2.5, 2.5)];
  const [sx, sy] = [uniform(8.4, 9.4), uniform(9, 9.8)];
  const angle = uniform(-0.17, 0.17);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return (glyphs[char] ?? []).map((stroke) =>
    stroke.map(([x, y]): Point => {
      const dx = (x - 2 + uniform(-0.2, 0.2)) * sx;
      const dy = (y - 3 + uniform(-0.2, 0.2)) * sy;
      return [cx + dx * cos - dy * sin, cy + dx * sin + dy * cos];
    }),
  );
}

/**
 * `strokes` moved up or down, and shrunk about their middle only if they must, so that every
 * point lies `margin` pixels or more inside the top and bottom edges: after the wave, a letter
 * near the top or bottom could otherwise lose its edge to the frame (1 in 6,000 letters did).
 */
export function keptInside(strokes: readonly Point[][], margin: number): Point[][] {
  const ys = strokes.flat().map(([, y]) => y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(1, (H - 2 * margin) / (bottom - top));
  const half = ((bottom - top) * scale) / 2;
  const middle = (top + bottom) / 2;
  const to = Math.min(H - margin - half, Math.max(margin + half, middle));
  return strokes.map((stroke) => stroke.map(([x, y]): Point => [x, to + (y - middle) * scale]));
}

/** A curve across the whole width, crossing the letters up and down rather than along. */
export function longCurve(): Point[] {
  const high = randomInt(2) === 0;
  const y = (top: boolean) => (top ? uniform(-30, 0) : uniform(H, H + 30));
  return cubic(
    [uniform(-10, 20), uniform(10, H - 10)],
    [uniform(50, 110), y(high)],
    [uniform(130, 190), y(!high)],
    [uniform(W - 20, W + 10), uniform(10, H - 10)],
    40,
  );
}

/** A short bent stroke, about a letter stroke long. */
export function shortStroke(): Point[] {
  const [x, y] = [uniform(0, W), uniform(8, H - 8)];
  const [angle, length] = [uniform(0, 2 * Math.PI), uniform(14, 30)];
  const end: Point = [x + length * Math.cos(angle), y + length * Math.sin(angle)];
  const bend: Point = [(x + end[0]) / 2 + uniform(-8, 8), (y + end[1]) / 2 + uniform(-8, 8)];
  return cubic([x, y], bend, bend, end, 8);
}
