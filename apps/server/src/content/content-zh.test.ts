import { describe, expect, it } from 'vitest';
import { careFaq } from './care-faq.ts';
import { careTypes } from './care-types.ts';
import { contentText } from './content-zh.ts';
import { agreementsFor } from './demo-agreements.ts';
import { demoProducts, regionLabels } from './demo-products.ts';

/** Every text the seed writes for a borrower to read, in both markets (or India's only). */
function seededTexts(market?: 'IN'): string[] {
  const products = demoProducts
    .filter((p) => market === undefined || p.region === market)
    .flatMap((p) => [p.description, ...p.tags, ...agreementsFor(p).map((a) => a.title)]);
  const pick = <T>(byMarket: Record<string, T>): T[] =>
    market === undefined ? Object.values(byMarket) : [byMarket[market] as T];
  const labels = pick(regionLabels).flatMap((l) => [l.amountRangeDes, l.buttonText]);
  const types = pick(careTypes).flatMap((list) =>
    list.flatMap((t) => [t.title, ...(t.sons ?? []).map((s) => s.title)]),
  );
  const faq = pick(careFaq).flatMap((list) =>
    list.flatMap((c) => [c.title, ...c.questions.flatMap((q) => [q.title, q.answer])]),
  );
  return [...products, ...labels, ...types, ...faq];
}

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('the staff pack reads seeded content in Chinese', () => {
  it('has a Chinese reading of every seeded product, complaint, chatbot and agreement text', () => {
    const missing = seededTexts().filter((text) => !hasChinese(contentText('zh', text)));
    expect(missing).toEqual([]);
  });

  it('leaves the market languages and texts operators wrote as stored', () => {
    expect(contentText('en', 'Apply now')).toBe('Apply now');
    expect(contentText('id', 'Ajukan sekarang')).toBe('Ajukan sekarang');
    expect(contentText('zh', 'Ajukan sekarang')).toBe('立即申请');
    expect(contentText('zh', 'A tag an operator added')).toBe('A tag an operator added');
  });
});

describe("India's Hindi reader reads seeded content in Hindi (decision 068)", () => {
  it('has a Hindi reading of every India product, complaint, chatbot and agreement text', () => {
    const missing = seededTexts('IN').filter(
      (text) => !/[\u0900-\u097f]/.test(contentText('hi', text)),
    );
    expect(missing).toEqual([]);
    expect(contentText('hi', 'A tag an operator added')).toBe('A tag an operator added');
  });
});
