import { describe, expect, it } from 'vitest';
import { html } from '../kernel/html.ts';
import { bootAfterPaint, jsonForHtml, pageDocument, withoutScripts } from './page-document.ts';

describe('jsonForHtml', () => {
  it('cannot end the data block or open a tag, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', amp: 'a & b', line: '\u2028' };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('bootAfterPaint', () => {
  it('moves the entry into a meta tag and loads /boot.js instead', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>';
    expect(bootAfterPaint(html)).toBe(
      '<head><meta name="tenor-entry" content="/assets/index-abc.js"><script type="module" src="/boot.js"></script></head>',
    );
  });

  it("leaves out the entry's preloaded imports: nothing of the app loads before the paint", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/i18n-def.js"></head>';
    expect(bootAfterPaint(html)).not.toContain('modulepreload');
    expect(bootAfterPaint(html)).toContain('<meta name="tenor-entry"');
  });
});

describe('withoutScripts', () => {
  it('leaves out the app entry and its preloads, and keeps the styles', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/i18n-2.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>';
    const bare = withoutScripts(html);
    expect(bare).not.toContain('<script');
    expect(bare).not.toContain('modulepreload');
    expect(bare).toContain('/assets/index-3.css');
  });
});

describe('pageDocument', () => {
  const template = [
    '<!doctype html>',
    '<html lang="id">',
    '<head><title>Tenor</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/i18n-2.js">',
    '</head>',
    '<body><div id="root"> <!--ssr-outlet--><div class="shell"></div><!--/ssr-outlet--> </div></body>',
    '</html>',
  ].join('\n');
  const styles = html`<link rel="stylesheet" crossorigin href="/assets/page.css">`;

  it('writes a started page: its head tags in one order, title, language, markup and data', () => {
    const page = pageDocument(template, {
      lang: 'en-IN',
      title: 'Loans <fast>',
      markup: '<main>page</main>',
      meta: html`<meta name="description" content="d">`,
      styles,
      start: {
        address: html`<meta name="tenor-address" content="/relevant">`,
        modules: html`<meta name="tenor-modules" content="/assets/index-1.js">`,
        state: { q: '</script>' },
      },
    });
    expect(page).toContain('<html lang="en-IN">');
    expect(page).toContain('<title>Loans &lt;fast&gt;</title>');
    expect(page).toContain('<meta name="tenor-entry" content="/assets/index-1.js">');
    expect(page).not.toContain('modulepreload');
    expect(page).toMatch(
      /<meta name="description" content="d"><meta name="tenor-address" content="\/relevant"><meta name="tenor-modules" content="\/assets\/index-1.js"><meta name="tenor-start-failure" content="[^"]*"><link rel="stylesheet" crossorigin href="\/assets\/page.css"><\/head>/,
    );
    expect(page).toContain('<div id="root"><main>page</main></div>');
    expect(page).toContain(
      '<script type="application/json" id="tenor-data">{"q":"\\u003c/script\\u003e"}</script></body>',
    );
  });

  it('writes a view sent as HTML alone without scripts, boot tags or data, and keeps a title it is not given', () => {
    const page = pageDocument(template, {
      lang: 'en-IN',
      title: undefined,
      markup: '<p>x</p>',
      styles,
    });
    expect(page).toContain('<title>Tenor</title>');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('tenor-start-failure');
    expect(page).toContain('href="/assets/page.css"></head>');
  });

  it("takes nothing in the page's markup for the template's own head or body end", () => {
    const page = pageDocument(template, {
      lang: 'en-IN',
      title: undefined,
      markup: '<template></head></body></template>',
      styles,
      start: { modules: html``, state: 1 },
    });
    expect(page).toContain(
      '<template></head></body></template></div><script type="application/json"',
    );
  });
});
