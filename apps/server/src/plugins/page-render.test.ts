import { describe, expect, it } from 'vitest';
import { addressTag, bootAfterPaint, jsonForHtml, styleTags } from './page-render.ts';

describe('jsonForHtml', () => {
  it('cannot end the data block or open a tag, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', amp: 'a & b', line: '\u2028' };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('styleTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js' },
    'src/app/routes/loans/relevant.tsx': {
      file: 'assets/relevant.js',
      imports: ['index.html', '_list.js'],
    },
    '_list.js': { file: 'assets/list.js', css: ['assets/list.css'], imports: ['index.html'] },
    'src/app/locales/en-IN.ts': { file: 'assets/en-IN.js' },
  };

  it('links the styles of the page chunk and what it imports (not the entry), once each', () => {
    const tags = styleTags(manifest, [
      'src/app/routes/loans/relevant.tsx',
      'src/app/locales/en-IN.ts',
      'src/app/locales/en-IN.ts',
      'src/app/routes/unknown.tsx',
    ]);
    expect(tags).toBe('<link rel="stylesheet" crossorigin href="/assets/list.css">');
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
});

describe('addressTag', () => {
  it('gives boot.js the address without the launch parameters, page parameters kept', () => {
    expect(addressTag('/loanDetails?token=s3cret&orderId=9&languageType=1&deviceId=d')).toBe(
      '<meta name="tenor-address" content="/loanDetails?orderId=9">',
    );
    expect(addressTag('/relevant?token=t')).toBe('<meta name="tenor-address" content="/relevant">');
    expect(addressTag('/that?a=%22%3E<x>&token=t')).toBe(
      '<meta name="tenor-address" content="/that?a=%22%3E%3Cx%3E">',
    );
  });
});
