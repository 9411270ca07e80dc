import { describe, expect, it } from 'vitest';
import type { Locale } from '@tenor/contract/launch';
import { fallbackTexts } from '@tenor/contract/fallback-texts';
import { pageRoutes } from '../router.tsx';
import { hasPack } from '../texts.ts';

type Texts = Record<string, unknown>;

/** Every pack, shell and areas, by area and language. */
const found = import.meta.glob<{ default: Texts }>(
  ['./[a-z][a-z]-[A-Z][A-Z].ts', '../../features/*/locales/[a-z][a-z]-[A-Z][A-Z].ts'],
  { eager: true },
);
const packs: Record<string, Partial<Record<Locale, Texts>>> = {};
for (const [path, pack] of Object.entries(found)) {
  const area = /features\/(\w+)\//.exec(path)?.[1] ?? 'common';
  const lang = /([a-z]{2}-[A-Z]{2})\.ts$/.exec(path)?.[1] as Locale;
  (packs[area] ??= {})[lang] = pack.default;
}
const locales: Locale[] = ['en-IN', 'hi-IN', 'id-ID', 'zh-CN'];
const text = (area: string, lang: Locale, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], packs[area]?.[lang]);

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('language packs', () => {
  it('exist for the shell and every area in every language', () => {
    expect(Object.keys(packs).sort()).toEqual([
      'care',
      'common',
      'dev',
      'loans',
      'promo',
      'repay',
      'rights',
      'site',
    ]);
    for (const area of Object.keys(packs)) {
      expect(Object.keys(packs[area] ?? {}).sort(), area).toEqual(locales);
    }
  });

  it('of one area have the same keys in every language, none empty', () => {
    for (const [area, byLang] of Object.entries(packs)) {
      for (const lang of locales) {
        expect(keys(byLang[lang]), `${area} ${lang}`).toEqual(keys(byLang['en-IN']));
        expect(JSON.stringify(byLang[lang]), `${area} ${lang}`).not.toMatch(/:""/);
      }
    }
  });

  it('write a count in English with the word for its number', () => {
    // A count followed by a plural noun reads "1 days" for one: `{{n}} {{n|day|days}}` instead.
    // Keys ending in `Other` are the plural of a pair chosen by code (`daysOne`, `daysOther`).
    const bare =
      /\{\{\s*\w+\s*\}\} (?:working |monthly )?(?:days|months|years|records|seconds|minutes|hours|photos|stars|instalments|periods|repayments|times)\b/;
    const found: string[] = [];
    for (const [area, byLang] of Object.entries(packs)) {
      for (const key of keys(byLang['en-IN'])) {
        const value = text(area, 'en-IN', key);
        if (!key.endsWith('Other') && typeof value === 'string' && bare.test(value)) {
          found.push(`${area}.${key}: ${value}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('are there for the area of every page', () => {
    for (const route of Object.values(pageRoutes)) {
      const area = route.split('/')[0] as 'loans';
      for (const lang of locales) expect(hasPack(area, lang), `${route} ${lang}`).toBe(true);
    }
  });

  it('use the spec copy for the recommended list', () => {
    expect(text('loans', 'id-ID', 'relevantTitle')).toBe('Pengajuan Khusus');
    expect(text('loans', 'id-ID', 'empty')).toBe(
      'Pengajuan hari ini sudah penuh. Silakan ajukan lagi besok.',
    );
    expect(text('common', 'id-ID', 'backHome')).toBe('Kembali ke Beranda');
    expect(text('loans', 'en-IN', 'relevantTitle')).toBe('Special Offers');
    expect(text('loans', 'en-IN', 'empty')).toBe(
      "Today's applications are full. Please apply again tomorrow.",
    );
    expect(text('common', 'en-IN', 'backHome')).toBe('Back to Home');
  });

  it('use the spec copy for the loan-details rating (typo fixed, docs/markets.md "Copy")', () => {
    expect(text('loans', 'id-ID', 'rating.choose')).toBe('Silakan pilih');
    expect(text('loans', 'en-IN', 'rating.choose')).toBe('Please choose a rating');
    expect(text('loans', 'en-IN', 'rating.thanks')).toBe('Thank you for your rating!');
  });

  it('say "network problem" as agreed', () => {
    expect(text('common', 'en-IN', 'networkError')).toBe('Network problem, please try again');
    expect(text('common', 'id-ID', 'networkError')).toBe('Jaringan bermasalah, silakan coba lagi');
  });

  it('agree with the words kept for a page whose pack could not load', () => {
    for (const lang of locales) {
      expect(fallbackTexts[lang].errorTitle).toBe(text('common', lang, 'errorTitle'));
      expect(fallbackTexts[lang].reload).toBe(text('common', lang, 'reload'));
    }
  });
});
