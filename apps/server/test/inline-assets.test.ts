/**
 * A rendered page carries its stylesheets and boot script inside it (render/inline-assets.ts,
 * decision 034): nothing to fetch before the first paint on a slow network, each admitted by
 * its hash and the policy free of 'unsafe-inline'. A view made to be framed (scriptless) keeps its
 * links.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="tenor-config" content="" />
    <title>Tenor</title>
    <script type="module" crossorigin src="/assets/index-a1b2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a1b2.css">
  </head>
  <body><div id="root"><!--ssr-outlet--><div class="shell"></div><!--/ssr-outlet--></div></body>
</html>`;

const ENTRY_CSS = 'body{margin:0;font:16px/1.5 system-ui}';
const BOOT = 'const entry = document.querySelector("meta[name=tenor-entry]");';
const PAGE_CSS = '._card_x1{border:1px solid #ddd;border-radius:8px}';

/** Renders `/relevant` as the app's page and `/agreement` as a view for a frame. */
const RENDERER = `
export function configure() {}
export async function render({ url }) {
  const scriptless = url.startsWith('/agreement');
  return { html: '<main>rendered</main>', state: [], lang: 'en-IN', modules: ['src/page.tsx'], scriptless };
}`;

const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-a1b2.js', css: ['assets/index-a1b2.css'] },
  'src/page.tsx': { file: 'assets/page-c3d4.js', css: ['assets/page-c3d4.css'] },
});

const sha = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const styleSrc = (policy: unknown) =>
  String(policy)
    .split(';')
    .find((d) => d.startsWith('style-src'));

describe('stylesheets inside rendered pages', () => {
  const t = useTestApp({
    webBuild: {
      'dist/index.html': INDEX,
      'dist/.vite/manifest.json': MANIFEST,
      'dist/assets/index-a1b2.css': ENTRY_CSS,
      'dist/assets/page-c3d4.css': PAGE_CSS,
      'dist/boot.js': BOOT,
      'dist-server/entry-server.js': RENDERER,
    },
  });

  const open = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('writes the entry’s and the page’s styles into the head, each admitted by its hash', async () => {
    const res = await open('/relevant?languageType=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>rendered</main>');
    // Each file's link stays, of a type never fetched, for the app's loader to find.
    const links = [...res.body.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links).toEqual([
      '<link rel="stylesheet" type="text/x-inlined" href="/assets/index-a1b2.css">',
      '<link rel="stylesheet" type="text/x-inlined" href="/assets/page-c3d4.css">',
    ]);
    expect(res.body).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(res.body).toContain(`<style>${PAGE_CSS}</style>`);
    // Styles come before the content they style.
    expect(res.body.indexOf(PAGE_CSS)).toBeLessThan(res.body.indexOf('</head>'));
    const src = styleSrc(res.headers['content-security-policy']);
    expect(src).toContain(sha(ENTRY_CSS));
    expect(src).toContain(sha(PAGE_CSS));
    expect(src).not.toContain('unsafe-inline');
    // Every inline style on the page is admitted: the theme's, the entry's and the page's.
    const inline = [...res.body.matchAll(/<style(?: id="tenor-theme")?>([^<]*)<\/style>/g)];
    expect(inline).toHaveLength(3);
    for (const [, css] of inline) expect(src).toContain(sha(css!));
  });

  it('writes the boot script in too, admitted by its hash, and never any other script', async () => {
    const res = await open('/relevant?languageType=1');
    expect(res.body).toContain(`<script type="module">${BOOT}</script>`);
    expect(res.body).not.toContain('src="/boot.js"');
    // The app's entry stays a file, named for the boot script to load after the first paint.
    expect(res.body).toContain('<meta name="tenor-entry" content="/assets/index-a1b2.js">');
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha(BOOT)}`);
    const inline = [...res.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(inline.map(([, js]) => js)).toEqual([BOOT]);
  });

  it('keeps links in a view made to be framed (it is shown under its parent’s policy)', async () => {
    const framed = await open('/agreement?languageType=1');
    expect(framed.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-a1b2.css">',
    );
    expect(styleSrc(framed.headers['content-security-policy'])).not.toContain(sha(ENTRY_CSS));
  });
});
