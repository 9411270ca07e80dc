import { describe, expect, it } from 'vitest';
import {
  addressTag,
  bootAfterPaint,
  headTags,
  jsonForHtml,
  moduleTag,
  startFailureTag,
  styleTags,
  withoutScripts,
} from './page-render.ts';

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
    'index.html': { file: 'assets/index.js', dynamicImports: ['_start.js'] },
    '_start.js': { file: 'assets/start.js', css: ['assets/start.css'], imports: ['index.html'] },
    'src/app/routes/loans/relevant.tsx': {
      file: 'assets/relevant.js',
      css: ['assets/relevant.css'],
      imports: ['_start.js', 'index.html', '_list.js'],
    },
    '_list.js': { file: 'assets/list.js', css: ['assets/list.css'], imports: ['index.html'] },
    'src/app/locales/en-IN.ts': { file: 'assets/en-IN.js' },
  };

  it("links the app start's styles first, then the page chunk's and what it imports (not the entry's), once each", () => {
    const tags = styleTags(manifest, [
      'src/app/routes/loans/relevant.tsx',
      'src/app/locales/en-IN.ts',
      'src/app/locales/en-IN.ts',
      'src/app/routes/unknown.tsx',
    ]);
    expect(tags).toBe(
      ['start', 'relevant', 'list']
        .map((name) => `<link rel="stylesheet" crossorigin href="/assets/${name}.css">`)
        .join(''),
    );
  });
});

describe('moduleTag', () => {
  it("lists the entry, what it starts with, the page's chunk and every script they import, once each and each after what it imports, styles and other pages left out", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        imports: ['_i18n.js'],
        // The libraries and the app's start, loaded by the entry at once.
        dynamicImports: ['../../node_modules/react-dom/client.js', '_start.js'],
        css: ['assets/index.css'],
      },
      '../../node_modules/react-dom/client.js': {
        file: 'assets/client.js',
        imports: ['_react.js'],
      },
      '_react.js': { file: 'assets/react.js' },
      // The routes and packs, as pages need them.
      '_start.js': {
        file: 'assets/start.js',
        imports: ['_react.js', 'index.html'],
        dynamicImports: [
          'src/app/routes/loans/relevant.tsx',
          'src/app/routes/loans/loan-details.tsx',
          'src/app/locales/en-IN.ts',
        ],
      },
      'src/app/routes/loans/loan-details.tsx': { file: 'assets/loan-details.js' },
      '_i18n.js': { file: 'assets/i18n.js' },
      'src/app/routes/loans/relevant.tsx': {
        file: 'assets/relevant.js',
        imports: ['_start.js', 'index.html', '_list.js', '_i18n.js'],
      },
      '_list.js': { file: 'assets/list.js', css: ['assets/list.css'], imports: ['index.html'] },
      'src/app/locales/en-IN.ts': { file: 'assets/en-IN.js' },
    };
    expect(
      moduleTag(manifest, [
        'src/app/routes/loans/relevant.tsx',
        'src/app/locales/en-IN.ts',
        'src/app/routes/unknown.tsx',
      ]),
    ).toBe(
      '<meta name="tenor-modules" content="/assets/i18n.js /assets/index.js /assets/react.js /assets/client.js /assets/start.js /assets/list.js /assets/relevant.js /assets/en-IN.js">',
    );
  });
});

describe('the promotion landing (its own manifest and entry)', () => {
  const manifest = {
    'promo/index.html': {
      file: 'assets/promo.js',
      imports: ['_react.js'],
      dynamicImports: ['../../node_modules/react-dom/client.js', 'src/app/promo/promo-start.tsx'],
      css: ['assets/promo.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '../../node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
    'src/app/promo/promo-start.tsx': {
      file: 'assets/promo-start.js',
      css: ['assets/promo-start.css'],
      imports: ['promo/index.html', '_react.js'],
    },
  };

  it("links its start's styles, not its entry's", () => {
    expect(styleTags(manifest, [], 'promo/index.html')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/promo-start.css">',
    );
  });

  it('lists its entry and what it starts with, once each and each after what it imports', () => {
    expect(moduleTag(manifest, [], 'promo/index.html')).toBe(
      '<meta name="tenor-modules" content="/assets/react.js /assets/promo.js /assets/client.js /assets/promo-start.js">',
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

  it("leaves out the entry's preloaded imports: nothing of the app loads before the paint", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/i18n-def.js"></head>';
    expect(bootAfterPaint(html)).not.toContain('modulepreload');
    expect(bootAfterPaint(html)).toContain('<meta name="tenor-entry"');
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

describe('startFailureTag', () => {
  const wordsOf = (tag: string) =>
    JSON.parse(
      /content="([^"]*)"/.exec(tag)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    ) as Record<string, string>;

  it("gives boot.js the page's own words for an entry that cannot load", () => {
    expect(wordsOf(startFailureTag('id-ID'))).toEqual({
      errorTitle: 'Terjadi kesalahan',
      notLoaded: 'Halaman belum selesai dimuat. Periksa koneksi Anda lalu coba lagi.',
      reload: 'Muat ulang',
    });
    expect(wordsOf(startFailureTag('en-IN')).reload).toBe('Reload');
    expect(wordsOf(startFailureTag('zh-CN')).reload).toBe('重新加载');
  });

  it('falls back to English for a language it has no words for, and stays one attribute', () => {
    const tag = startFailureTag('fr-FR');
    expect(wordsOf(tag).errorTitle).toBe('Something went wrong');
    expect(tag).toMatch(/^<meta name="tenor-start-failure" content="[^"<>]*">$/);
  });
});

describe('addressTag on a site page', () => {
  it('keeps the language, which is part of the page address', () => {
    expect(addressTag('/About?token=t&languageType=1&locale=zh-CN&deviceId=d')).toBe(
      '<meta name="tenor-address" content="/About?languageType=1&amp;locale=zh-CN">',
    );
  });
});

describe('headTags', () => {
  const head = {
    title: 'About "Tenor"',
    description: 'Loans <fast>',
    canonical: '/About?languageType=1',
    alternates: [
      { lang: 'en-IN', href: '/About?languageType=1' },
      { lang: 'x-default', href: '/About' },
    ],
    ogLocale: 'en_IN',
    image: '/assets/banner.webp',
  };

  it('writes the description, canonical, alternates and Open Graph tags, escaped and absolute', () => {
    const tags = headTags(head, 'https://www.tenor.example');
    expect(tags).toContain('<meta name="description" content="Loans &lt;fast&gt;">');
    expect(tags).toContain('<meta property="og:title" content="About &quot;Tenor&quot;">');
    expect(tags).toContain(
      '<link rel="canonical" href="https://www.tenor.example/About?languageType=1">',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.tenor.example/About">',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://www.tenor.example/assets/banner.webp">',
    );
    expect(tags).toContain('<meta property="og:locale" content="en_IN">');
  });

  it('leaves out what needs an absolute address when there is no origin', () => {
    const tags = headTags(head, undefined);
    expect(tags).toContain('name="description"');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
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
