import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { DOCUMENT_ONLY_HEADERS } from '../src/plugins/security-headers.ts';

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <meta name="theme-color" content="#ffffff" />
    <meta name="tenor-config" content="" />
    <title>Tenor</title>
    <script type="module" src="/assets/index-a1b2c3.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const SCRIPT = 'console.log("tenor");'.repeat(50);

function configOf(html: string): unknown {
  const match = /<meta name="tenor-config" content="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no config meta');
  const unescaped = match[1]
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(unescaped);
}

describe('SPA hosting', () => {
  const t = useTestApp({
    captureLogs: true,
    webBuild: {
      'dist/index.html': INDEX,
      'dist/promo/index.html': INDEX.replace('<title>Tenor</title>', '<title>Promo</title>'),
      'dist/assets/index-a1b2c3.js': SCRIPT,
      'dist/assets/index-a1b2c3.js.br': brotliCompressSync(Buffer.from(SCRIPT)),
      'dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    env: {
      BRAND_APP_NAME: 'Pinjam <"Cepat"> & Co',
      SUPPORT_PHONE_ID: '+62 21 555 0100',
      SUPPORT_EMAIL_ID: 'help@pinjam.example',
      BRAND_PRIMARY_COLOR: '#123456',
      BRAND_BACKGROUND_COLOR: '#fdf6ec',
      URL_ALLOWLIST: 'pay.example.com',
      BRIDGE_SCHEMES: 'tenorapp,whatsapp',
    },
  });

  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('paints a page in the brand’s theme before any script, admitted by its CSP hash', async () => {
    const res = await page('/relevant');
    const style = /<style id="tenor-theme">([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(style).toContain('--color-primary:#123456');
    expect(style).toContain('--color-bg:#fdf6ec');
    expect(res.body).toContain('<meta name="theme-color" content="#fdf6ec" />');
    const hash = createHash('sha256').update(style).digest('base64');
    const styleSrc = (res.headers['content-security-policy'] as string)
      .split(';')
      .find((d) => d.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
    // The only inline style on the page: nothing else may ride on the hash.
    expect(res.body.match(/<style/g)).toHaveLength(1);
  });

  it('answers page paths with index.html carrying the escaped config', async () => {
    for (const url of [
      '/',
      '/relevant?languageType=1',
      '/loanDetails?productId=1&orderId=2',
      '/complainDetails',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      // The raw brand text would break out of the attribute; it must arrive escaped.
      expect(res.body).not.toContain('<"Cepat">');
      expect(configOf(res.body)).toEqual({
        appName: 'Pinjam <"Cepat"> & Co',
        support: {
          IN: { phone: '+91 80 4718 2200', email: 'care.in@tenor.example' },
          ID: { phone: '+62 21 555 0100', email: 'help@pinjam.example' },
        },
        company: {
          IN: {
            name: 'Tenor Credit India Private Limited',
            address: '4th Floor, 12 Residency Road, Bengaluru, Karnataka 560025, India',
            registration: ['CIN U65929KA2024PTC190417', 'RBI CoR N-02.00451'],
          },
          ID: {
            name: 'PT Tenor Kredit Indonesia',
            address: 'Gedung Menara Lima Lt. 9, Jl. Jend. Sudirman Kav. 52, Jakarta Selatan 12190',
            registration: ['NIB 9120304871624', 'OJK KEP-47/D.05/2024'],
          },
        },
        theme: {
          primary: '#123456',
          background: '#fdf6ec',
          font: '#1f2328',
          fontFamily: t.config.brand.fontFamily,
        },
        allowedHosts: ['pay.example.com'],
        bridgeSchemes: ['tenorapp', 'whatsapp'],
        appStores: {
          IN: {
            android: 'https://play.google.com/store/apps/details?id=example.tenor.india',
            ios: '',
          },
          ID: {
            android: 'https://play.google.com/store/apps/details?id=example.tenor.indonesia',
            ios: '',
          },
        },
        demo: true,
      });
    }
  });

  it('sets an unrendered page’s <html lang> from its launch parameters, compressed alike', async () => {
    const langOf = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];
    expect(langOf((await page('/relevant?languageType=1')).body)).toBe('en-IN');
    expect(langOf((await page('/relevant?languageType=2')).body)).toBe('id-ID');
    expect(langOf((await page('/relevant?languageType=2&locale=en')).body)).toBe('en-ID');
    expect(langOf((await page('/relevant?languageType=1&locale=zh-CN')).body)).toBe('zh-CN');
    expect(langOf((await page('/relevant?locale=%22%3E')).body)).toBe('id-ID');
    const br = await t.app.inject({
      method: 'GET',
      url: '/loanDetails?languageType=1',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(langOf(brotliDecompressSync(br.rawPayload).toString())).toBe('en-IN');
  });

  it('compresses pages for clients that accept it, brotli first, and never for those that do not', async () => {
    const plain = await page('/relevant?languageType=1');
    const ask = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/relevant?languageType=1',
        headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await ask('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // The shell is compressed once and the same bytes are sent again.
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('serves the promotion entry under /promo/', async () => {
    for (const url of ['/promo/?id=3', '/promo', '/promo/']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Promo</title>');
      expect(configOf(res.body)).toMatchObject({ appName: 'Pinjam <"Cepat"> & Co' });
    }
  });

  it('never serves raw HTML files past the config injection', async () => {
    const res = await page('/index.html');
    expect(res.statusCode).toBe(200);
    expect(configOf(res.body)).toMatchObject({ demo: true });
  });

  it('caches hashed assets for a year and serves precompressed copies', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a script only the headers a file needs, and a page its whole set', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name]).toBeUndefined();
    // A file that can be opened as a document keeps the page's policy.
    const logo = await t.app.inject({ method: 'GET', url: '/assets/logos/id-danakilat.svg' });
    const shown = await page('/relevant');
    for (const res of [logo, shown]) {
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], name).toBeDefined();
    }
  });

  it('does not cache unhashed files forever', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API paths, missing files and non-HTML clients out of the fallback', async () => {
    const api = await page('/indah/v3/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('1004');
    const missingFile = await page('/assets/missing-123.js');
    expect(missingFile.statusCode).toBe(404);
    const json = await page('/relevant', 'application/json');
    expect(json.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/relevant',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('says at start that pages go out as shells when the build has no server renderer', () => {
    expect(t.logs()).toContain('server rendering is on but this web build has no server renderer');
  });

  it('serves the generated demo logos', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/logos/id-danakilat.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>DK</text>');
    expect(res.body).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/logos/nope.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('SPA hosting without a build', () => {
  const t = useTestApp();

  it('explains how to build instead of a blank page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/relevant',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('npm run build');
  });
});
