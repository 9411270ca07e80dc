import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const PROMO = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <meta name="tenor-config" content="" />
    <title>Tenor</title>
    <script type="module" crossorigin src="/assets/promo-a1b2.js"></script>
  </head>
  <body><div id="root"><!--ssr-outlet--><div class="shell"></div><!--/ssr-outlet--></div></body>
</html>`;

/**
 * A stand-in for the web build's renderer (apps/web/src/app/entry-server.tsx): it reads the
 * template through the transport it is given (the server's own handler) and renders its title.
 */
const RENDERER = `
export function configure() {}
export async function render() { return null; }
export async function renderPromo({ url, transport }) {
  const id = new URL(url, 'http://x').searchParams.get('id');
  if (id === 'boom') throw new Error('render failed');
  if (!id) return null;
  const res = await transport('/api/v2/youmi/service/channel/channel-template?templateId=' + id, { method: 'GET', headers: {} });
  const body = await res.json();
  if (body.code !== '00') return null;
  return { html: '<main><h1>' + body.data.title + '</h1></main>', state: { template: body.data }, lang: 'en-IN', title: body.data.title + ' <&>' };
}`;

describe('promotion landing rendered by the server', () => {
  let templateId = 0;
  const t = useTestApp({
    webBuild: {
      'dist/index.html': PROMO,
      'dist/promo/index.html': PROMO,
      'dist/.vite/manifest.json': '{}',
      'dist-server/entry-server.js': RENDERER,
    },
  });
  beforeAll(async () => {
    const session = await t.app.inject({ method: 'POST', url: '/dev/session', payload: {} });
    templateId = (session.json().data.templates as { id: number; region: string }[]).find(
      (x) => x.region === 'IN',
    )!.id;
  });

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('renders /promo/?id= from the template, the same for everyone', async () => {
    const res = await get(`/promo/?id=${templateId}&utm_tag=x`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="en-IN"');
    expect(html).toContain('<h1>Instant personal loans up to ₹80,000</h1>');
    expect(html).not.toContain('class="shell"');
    // The title is the template's, escaped; the data block carries the template.
    expect(html).toContain('<title>Instant personal loans up to ₹80,000 &lt;&amp;&gt;</title>');
    expect(html).toMatch(/<script type="application\/json" id="tenor-data">\{"template":\{"id":/);
    // The app starts after the first paint.
    expect(html).toContain('<meta name="tenor-entry" content="/assets/promo-a1b2.js">');
    expect(html).not.toContain('<meta name="tenor-address"');
  });

  it('sends the shell without an id, for an unknown template or when rendering fails', async () => {
    for (const url of ['/promo/', '/promo/?id=999999', '/promo/?id=boom']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('class="shell"');
      expect(res.body, url).not.toContain('tenor-data');
    }
  });
});
