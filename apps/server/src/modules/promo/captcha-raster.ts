/**
 * The captcha's canvas: thick, anti-aliased strokes as coverage (0–1 per pixel). A pixel's
 * coverage comes from its distance to the nearest stroke, so caps and joins come out round
 * and crossing strokes merge into one shape. Each stroke carries a layer number (1–255); the
 * layer that covers a pixel most is kept (which background tone, or letter or noise, for the
 * tests that check the noise cannot be told from the letters).
 */
export type Point = readonly [number, number];

export interface Raster {
  width: number;
  height: number;
  cover: Float32Array;
  /** 0 where nothing was drawn, else the layer that covers the pixel most. */
  layer: Uint8Array;
  /** A polyline `width` pixels thick. */
  stroke: (points: readonly Point[], width: number, layer: number) => void;
}

export function raster(width: number, height: number): Raster {
  const cover = new Float32Array(width * height);
  const layer = new Uint8Array(width * height);

  function segment([ax, ay]: Point, [bx, by]: Point, half: number, from: number) {
    const reach = half + 1;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + reach));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - reach));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + reach));
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    const outer2 = (half + 0.5) ** 2;
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5 - ay;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
        const ex = px - along * dx;
        const ey = py - along * dy;
        const d2 = ex * ex + ey * ey;
        if (d2 >= outer2) continue;
        const c = half + 0.5 - Math.sqrt(d2);
        const i = y * width + x;
        const covered = Math.min(1, c);
        if (covered > (cover[i] ?? 0)) {
          cover[i] = covered;
          layer[i] = from;
        }
      }
    }
  }

  return {
    width,
    height,
    cover,
    layer,
    stroke(points, strokeWidth, from) {
      const half = strokeWidth / 2;
      if (points.length === 1 && points[0] !== undefined) segment(points[0], points[0], half, from);
      for (let i = 1; i < points.length; i++) {
        const [a, b] = [points[i - 1], points[i]];
        if (a !== undefined && b !== undefined) segment(a, b, half, from);
      }
    },
  };
}
