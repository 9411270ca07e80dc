import { describe, expect, it } from 'vitest';
import type { Locale, Region } from '@tenor/contract/launch';
import type { LegalBlock, LegalDoc } from './legal-doc.ts';
import { type LegalPage, textPath } from './legal-texts.ts';

const texts = import.meta.glob<{ default: LegalDoc }>('./texts/*.ts', { eager: true });

/** Every reader the launch can make: English for either, Indonesian/Indonesia, Chinese for either. */
const readers: [Locale, Region][] = [
  ['en-IN', 'IN'],
  ['en-IN', 'ID'],
  ['id-ID', 'ID'],
  ['zh-CN', 'IN'],
  ['zh-CN', 'ID'],
];
const pages: LegalPage[] = ['privacy', 'about', 'terms'];
const KNOWN_VARS = new Set(['appName', 'company', 'address', 'email', 'phone']);

const strings = (block: LegalBlock): string[] => {
  if (typeof block === 'string') return [block];
  if ('list' in block) return [...block.list];
  if ('table' in block)
    return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  return [];
};
const allText = (doc: LegalDoc): string[] => [
  doc.title,
  doc.updated,
  doc.contents,
  ...doc.intro.flatMap(strings),
  ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(strings)]),
];
const docOf = (page: LegalPage, lang: Locale, region: Region): LegalDoc => {
  const module = texts[textPath(page, lang, region)];
  if (!module) throw new Error(`no text for ${page} ${lang} ${region}`);
  return module.default;
};

describe('legal texts', () => {
  it.each(pages.flatMap((page) => readers.map(([lang, region]) => [page, lang, region] as const)))(
    '%s has a text for %s in %s, with unique anchors and only known names',
    (page, lang, region) => {
      const doc = docOf(page, lang, region);
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
      for (const text of allText(doc)) {
        for (const [, name] of text.matchAll(/\{(\w+)\}/g)) expect(KNOWN_VARS).toContain(name);
      }
      for (const block of doc.sections.flatMap((s) => s.blocks)) {
        if (typeof block === 'object' && 'table' in block) {
          for (const row of block.table.rows) expect(row).toHaveLength(block.table.head.length);
        }
      }
    },
  );

  it('keeps the same sections, in the same order, in a translation as in the original', () => {
    for (const page of pages) {
      for (const region of ['IN', 'ID'] as const) {
        const original = docOf(page, region === 'IN' ? 'en-IN' : 'id-ID', region);
        const chinese = docOf(page, 'zh-CN', region);
        expect(chinese.sections.map((s) => s.id)).toEqual(original.sections.map((s) => s.id));
      }
    }
  });

  it('never mentions Mexico, and says who may borrow in each market', () => {
    for (const module of Object.values(texts)) {
      expect(allText(module.default).join(' ')).not.toMatch(/mexico|méxico|墨西哥/i);
    }
    expect(allText(docOf('privacy', 'en-IN', 'IN')).join(' ')).toContain('at least 18 years old');
    expect(allText(docOf('privacy', 'id-ID', 'ID')).join(' ')).toContain(
      'minimal 21 tahun atau sudah menikah',
    );
  });

  it('names the grievance officer and the company in both privacy policies', () => {
    for (const region of ['IN', 'ID'] as const) {
      for (const lang of ['zh-CN', region === 'IN' ? 'en-IN' : 'id-ID'] as const) {
        const blocks = docOf('privacy', lang, region).sections.flatMap((s) => s.blocks);
        expect(blocks).toContainEqual({ officer: true });
        expect(blocks).toContainEqual({ company: true });
      }
    }
  });
});
