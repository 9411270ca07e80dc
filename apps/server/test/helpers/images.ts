/**
 * Real image bytes for upload tests, made here (no binary fixtures): a PNG with a proper
 * header, data and checksums, a complete baseline JPEG, and hostile files.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A grey PNG of `width` × `height`; `extra` chunks go before the image data. */
export function png(width = 4, height = 3, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Math.min(height, 64);
  const raw = Buffer.alloc(rows * (Math.min(width, 64) + 1), 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG text chunk (tEXt), e.g. to carry markup or padding. */
export const pngText = (text: string | Buffer): Buffer =>
  chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.from(text)]));

function segment(marker: number, data: Buffer): Buffer {
  const len = Buffer.alloc(2);
  len.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), len, data]);
}

/**
 * A complete baseline JPEG of `width` × `height`, flat grey, that any decoder reads: JFIF,
 * optional comment, quantisation table, frame (YCbCr 4:2:0), one-code Huffman tables, and a
 * scan in which every block is "no change, end of block" (two bits), then EOI.
 */
export function jpeg(width = 640, height = 480, comment?: string): Buffer {
  const sof = Buffer.alloc(15);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 3;
  sof.set([1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0], 6);
  const dqt = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  // One code of one bit ('0') for symbol 0: a DC difference of 0, an AC end of block.
  const oneCode = (tableClass: number) =>
    Buffer.concat([Buffer.from([tableClass << 4, 1]), Buffer.alloc(15), Buffer.from([0])]);
  const sos = Buffer.from([3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);
  // An MCU is 16 × 16 pixels: four luma blocks and one of each chroma, two bits each.
  const mcus = Math.ceil(width / 16) * Math.ceil(height / 16);
  const scan = Buffer.alloc(Math.ceil((mcus * 6 * 2) / 8), 0);
  const spare = scan.length * 8 - mcus * 12;
  if (spare > 0) scan[scan.length - 1] = (1 << spare) - 1; // padded with one-bits
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(comment === undefined ? [] : [segment(0xfe, Buffer.from(comment, 'latin1'))]),
    segment(0xdb, dqt),
    segment(0xc0, sof),
    segment(0xc4, oneCode(0)),
    segment(0xc4, oneCode(1)),
    segment(0xda, sos),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const hostile = {
  svgWithScript: Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  ),
  /** A JPEG whose comment is an HTML page: sniffed as HTML it would run the script. */
  polyglotJpegHtml: jpeg(
    320,
    240,
    '<html><body><script>fetch("/greyer/problem-list")</script></body></html>',
  ),
  /** An ELF executable's header, named and typed as a photo by the client. */
  renamedExecutable: Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    Buffer.alloc(120, 0),
  ]),
  /** JPEG magic bytes with nothing an image decoder can read. */
  truncatedJpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]),
  /** A PNG whose header claims 50,000 × 50,000 pixels (a decompression bomb). */
  hugePng: png(50_000, 50_000),
};

/** A multipart body with one file, as a browser's FormData sends it. */
export function multipartFile(
  field: string,
  data: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'tenor-care-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
