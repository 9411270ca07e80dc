import { describe, expect, it } from 'vitest';
import { bootAfterPaint, jsonForHtml, preloadTags } from './page-render.ts';

describe('jsonForHtml', () => {
  it('cannot end the data block or open a tag, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', amp: 'a & b', line: '\u2028' };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('preloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js' },
    'src/app/routes/loans/relevant.tsx': {
      file: 'assets/relevant.js',
      imports: ['index.html', '_list.js'],
    },
    '_list.js': { file: 'assets/list.js', css: ['assets/list.css'], imports: ['index.html'] },
    'src/app/locales/en-IN.ts': { file: 'assets/en-IN.js' },
  };

  it('preloads the page chunk, what it imports (not the entry) and their styles, once each', () => {
    const tags = preloadTags(manifest, [
      'src/app/routes/loans/relevant.tsx',
      'src/app/locales/en-IN.ts',
      'src/app/locales/en-IN.ts',
      'src/app/routes/unknown.tsx',
    ]);
    expect(tags).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/list.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/relevant.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/list.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en-IN.js">',
    );
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

  it('styles only when scripts wait for the paint', () => {
    const manifest = { 'a.tsx': { file: 'assets/a.js', css: ['assets/a.css'] } };
    expect(preloadTags(manifest, ['a.tsx'], { scripts: false })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    );
  });
});
