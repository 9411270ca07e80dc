import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Pages are compressed as they are sent (docs/decisions/013-server-rendering.md): a rendered
 * page is 10–23 KB of HTML, most of it its data block, and on a slow mobile network one past
 * ~14 KB costs a second round trip before anything paints. Brotli at quality 5 makes `/that`'s
 * 22 KB 4.3 KB in 0.4 ms, off the event loop (zlib's thread pool). Only pages: the API's
 * answers are small and kept as bytes, and a compression hook would run on every one of them.
 *
 * No BREACH: nothing on these pages is a secret a cross-site request could make the browser
 * send them with — borrowers' pages are signed in by the token of the launch address, never by
 * a cookie, and the operators' desk (cookies, CSRF tokens) is not compressed.
 */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding `Accept-Encoding` allows: brotli, else gzip, else none (`q=0` refuses). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_QUALITY = 5;

/** The page's bytes in the encoding. */
export function encodePage(html: string, encoding: PageEncoding): Promise<Buffer> | Buffer {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (encoding === 'gzip') return gzip(bytes, { level: 6 });
  return bytes;
}
