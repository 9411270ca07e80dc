/**
 * `/favicon.ico`: the icon a browser asks for on every page that names none — the
 * agreements, the sandbox's payment page, the desk, the API reference. The app's own pages
 * name an empty one (`data:,`, apps/web/index.html) so they cost no request; these would
 * otherwise log a 404 on each visit. One 32 × 32 icon: a disc of the brand's primary colour
 * with a white bar, written as an uncompressed 32-bit bitmap inside an ICO file (no image
 * library for 4 KB).
 */
const SIZE = 32;

/** `#rgb`, `#rrggbb` (and their alpha forms) as [r, g, b]. */
export function rgbOf(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full =
    digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [11, 92, 173] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The pixel at (x, y), top row first: [r, g, b, alpha]. */
function pixel(x: number, y: number, rgb: readonly [number, number, number]): number[] {
  const c = (SIZE - 1) / 2;
  const inDisc = (x - c) ** 2 + (y - c) ** 2 <= (SIZE / 2) ** 2;
  if (!inDisc) return [0, 0, 0, 0];
  // A "T": the bar across, the stem down the middle.
  const bar = y >= 8 && y <= 11 && x >= 8 && x <= 23;
  const stem = y >= 8 && y <= 24 && x >= 14 && x <= 17;
  return bar || stem ? [255, 255, 255, 255] : [...rgb, 255];
}

export function faviconIco(primaryColor: string): Buffer {
  const rgb = rgbOf(primaryColor);
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  // Bitmap rows go bottom-up, each pixel as B, G, R, A.
  for (let row = 0; row < SIZE; row++) {
    const y = SIZE - 1 - row;
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b, a] = pixel(x, y, rgb);
      pixels.set([b!, g!, r!, a!], (row * SIZE + x) * 4);
    }
  }
  // The AND mask (1 bit a pixel, rows padded to 4 bytes): all zero, the alpha decides.
  const mask = Buffer.alloc(SIZE * 4);
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0); // header size
  info.writeInt32LE(SIZE, 4);
  info.writeInt32LE(SIZE * 2, 8); // the ICO height counts the image and its mask
  info.writeUInt16LE(1, 12); // planes
  info.writeUInt16LE(32, 14); // bits a pixel
  info.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([info, pixels, mask]);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits a pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, image]);
}
