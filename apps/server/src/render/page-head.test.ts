import { describe, expect, it } from 'vitest';
import { addressTag, headTags, startFailureTag } from './page-head.ts';

describe('addressTag', () => {
  it('gives boot.js the address without the launch parameters, page parameters kept', () => {
    expect(addressTag('/loanDetails?token=s3cret&orderId=9&languageType=1&deviceId=d').html).toBe(
      '<meta name="tenor-address" content="/loanDetails?orderId=9">',
    );
    expect(addressTag('/relevant?token=t').html).toBe(
      '<meta name="tenor-address" content="/relevant">',
    );
    expect(addressTag('/that?a=%22%3E<x>&token=t').html).toBe(
      '<meta name="tenor-address" content="/that?a=%22%3E%3Cx%3E">',
    );
  });
});

describe('startFailureTag', () => {
  const wordsOf = ({ html: tag }: { html: string }) =>
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
    expect(tag.html).toMatch(/^<meta name="tenor-start-failure" content="[^"<>]*">$/);
  });
});

describe('addressTag on a site page', () => {
  it('keeps the language, which is part of the page address', () => {
    expect(addressTag('/About?token=t&languageType=1&locale=zh-CN&deviceId=d').html).toBe(
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
    const tags = headTags(head, 'https://www.tenor.example').html;
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
    const tags = headTags(head, undefined).html;
    expect(tags).toContain('name="description"');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
  });
});
