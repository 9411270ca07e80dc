/**
 * Whether an image file is whole, walked from its first byte to its end marker without
 * decoding a pixel (a decoder per upload costs a second of CPU for a 12 Mpx photo): every
 * segment or chunk fits in the file, the parts a decoder needs are there in order, and the
 * image data ends where the format says it ends. A header with no image data after it, or an
 * upload cut short, is refused. Bytes after the end (camera trailers) are left to the markup
 * check in image-check.ts.
 */
import { crc32 } from 'node:zlib';

/** Frame headers: baseline, extended, progressive, lossless (C4, C8 and CC are not frames). */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: SOI, tables and a frame, then scans of entropy-coded data, then EOI. */
function completeJpeg(data: Buffer): boolean {
  let at = 2;
  let frame = false;
  let tables = false;
  let scans = 0;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return false;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return frame && tables && scans > 0;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= data.length) return false;
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return false;
    if (isFrame(marker)) frame = true;
    if (marker === 0xdb) tables = true;
    at = end;
    if (marker !== 0xda) continue;
    if (!frame) return false;
    // Entropy-coded data: runs to the next marker that is not a stuffed 0xFF00 or a restart.
    const start = at;
    while (at + 1 < data.length) {
      const next = data[at + 1]!;
      if (data[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      at += 1;
    }
    if (at + 1 >= data.length || at === start) return false;
    scans += 1;
  }
  return false;
}

/** PNG: IHDR first, IDAT chunks in one run, IEND; every chunk whole and its CRC right. */
function completePng(data: Buffer): boolean {
  let at = 8;
  let first = true;
  let idat: 'none' | 'open' | 'closed' = 'none';
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > data.length) return false;
    const type = data.toString('latin1', at + 4, at + 8);
    if (crc32(data.subarray(at + 4, at + 8 + length)) !== data.readUInt32BE(at + 8 + length)) {
      return false;
    }
    if (first !== (type === 'IHDR')) return false;
    first = false;
    if (type === 'IDAT') {
      if (idat === 'closed') return false;
      if (length > 0) idat = 'open';
    } else if (idat === 'open') idat = 'closed';
    if (type === 'IEND') return idat !== 'none';
    at = end;
  }
  return false;
}

/** WebP: the RIFF size matches, every chunk fits, and one holds a lossy or lossless bitstream. */
function completeWebp(data: Buffer): boolean {
  if (data.length < 12) return false;
  const riffEnd = 8 + data.readUInt32LE(4);
  if (riffEnd > data.length || riffEnd < 12) return false;
  let at = 12;
  let bitstream = false;
  while (at + 8 <= riffEnd) {
    const type = data.toString('latin1', at, at + 4);
    const length = data.readUInt32LE(at + 4);
    const end = at + 8 + length;
    if (end > riffEnd) return false;
    if (type === 'VP8 ') {
      // Frame tag (3 bytes), then the key frame's start code 9D 01 2A.
      if (length < 10 || !data.subarray(at + 11, at + 14).equals(Buffer.from([0x9d, 0x01, 0x2a])))
        return false;
      bitstream = true;
    }
    if (type === 'VP8L') {
      if (length < 5 || data[at + 8] !== 0x2f) return false;
      bitstream = true;
    }
    at = end + (length % 2); // chunks are padded to an even length
  }
  return bitstream && at >= riffEnd - 1;
}

export function completeImage(format: 'jpeg' | 'png' | 'webp', data: Buffer): boolean {
  if (format === 'jpeg') return completeJpeg(data);
  if (format === 'png') return completePng(data);
  return completeWebp(data);
}
