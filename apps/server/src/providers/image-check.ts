/**
 * What an uploaded file really is, from its bytes (never from the client's name or type):
 * a JPEG, PNG or WebP by its magic bytes, whose header decodes to sane dimensions of the
 * same format, whose structure is whole (image-structure.ts: a header alone, or a file cut
 * short, is no photo), carrying no markup a browser could be talked into running (a polyglot
 * JPEG/HTML, an SVG, a script). Anything else is refused.
 */
import { imageSize } from 'image-size';
import { completeImage } from './image-structure.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const contentTypes: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const extensions: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Phone cameras stay well below; larger ones are decompression bombs or not photos. */
export const MAX_SIDE = 12_000;
/**
 * A phone's usual photo is 12 Mpx (a 48/50 Mpx sensor bins to it by default); nine images of
 * 64 Mpx on one desk page are over 2 GB of decoded pixels. Larger images are refused.
 */
export const MAX_PIXELS = 16_000_000;

export type ImageVerdict =
  | { ok: true; format: ImageFormat; width: number; height: number }
  | { ok: false; reason: 'notImage' | 'tooWide' | 'tooManyPixels' };

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((b, i) => data[at + i] === b);

function magicFormat(data: Buffer): ImageFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Markup that has no business in a photo: in metadata or appended after the image it makes a
 * polyglot. Each pattern is five bytes or more, so compressed image data matches one by
 * chance about once in several thousand large photos (the borrower is asked for another).
 */
const markup =
  /<(?:script|html|body|iframe|object|embed|\?xml|\?php|!doctype|svg[\s/>]|img[\s/])|javascript:/i;

export function checkImage(data: Buffer): ImageVerdict {
  const format = magicFormat(data);
  if (format === null) return { ok: false, reason: 'notImage' };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(data);
  } catch {
    return { ok: false, reason: 'notImage' };
  }
  const { width = 0, height = 0 } = size;
  if (size.type !== (format === 'jpeg' ? 'jpg' : format) || width < 1 || height < 1) {
    return { ok: false, reason: 'notImage' };
  }
  if (width > MAX_SIDE || height > MAX_SIDE) return { ok: false, reason: 'tooWide' };
  if (width * height > MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  if (!completeImage(format, data)) return { ok: false, reason: 'notImage' };
  // latin1 keeps one character per byte, so the pattern sees the raw bytes.
  if (markup.test(data.toString('latin1'))) return { ok: false, reason: 'notImage' };
  return { ok: true, format, width, height };
}
