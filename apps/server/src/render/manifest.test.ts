import { describe, expect, it } from 'vitest';
import { moduleTag, startUp, styleTags } from './manifest.ts';

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
    ]).html;
    expect(tags).toBe(
      ['start', 'relevant', 'list']
        .map((name) => `<link rel="stylesheet" crossorigin href="/assets/${name}.css">`)
        .join(''),
    );
  });

  it('leaves out the styles of the chunks the entry imports, which the built HTML links already', () => {
    // As the build makes it: the entry file imports the chunk holding main.tsx and global.css,
    // and the app's start imports that chunk too.
    const built = {
      'index.html': { file: 'assets/index.js', imports: ['_web.js'] },
      '_web.js': { file: 'assets/web.js', css: ['assets/web.css'], dynamicImports: ['_start.js'] },
      '_start.js': { file: 'assets/start.js', css: ['assets/start.css'], imports: ['_web.js'] },
      'src/app/routes/loans/relevant.tsx': {
        file: 'assets/relevant.js',
        css: ['assets/relevant.css'],
        imports: ['_web.js', '_start.js'],
      },
    };
    expect(styleTags(built, ['src/app/routes/loans/relevant.tsx']).html).toBe(
      ['start', 'relevant']
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
      ]).html,
    ).toBe(
      '<meta name="tenor-modules" content="/assets/i18n.js /assets/index.js /assets/react.js /assets/client.js /assets/start.js /assets/list.js /assets/relevant.js /assets/en-IN.js">',
    );
  });
});

describe('an entry file whose code sits in a chunk it imports (small chunks inlined, decision 083)', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_web.js'] },
    '_web.js': { file: 'assets/web.js', dynamicImports: ['_react.js', '_start.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_start.js': {
      file: 'assets/start.js',
      css: ['assets/start.css'],
      imports: ['_react.js', '_web.js'],
    },
  };

  it('starts with what that chunk imports dynamically: its scripts listed, its styles linked', () => {
    expect(startUp(manifest, 'index.html')).toEqual(['_react.js', '_start.js']);
    expect(moduleTag(manifest, []).html).toBe(
      '<meta name="tenor-modules" content="/assets/web.js /assets/index.js /assets/react.js /assets/start.js">',
    );
    expect(styleTags(manifest, []).html).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/start.css">',
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
    expect(styleTags(manifest, [], 'promo/index.html').html).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/promo-start.css">',
    );
  });

  it('lists its entry and what it starts with, once each and each after what it imports', () => {
    expect(moduleTag(manifest, [], 'promo/index.html').html).toBe(
      '<meta name="tenor-modules" content="/assets/react.js /assets/promo.js /assets/client.js /assets/promo-start.js">',
    );
  });
});
