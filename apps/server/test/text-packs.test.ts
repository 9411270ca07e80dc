import { describe, expect, it } from 'vitest';
import {
  contractMessage,
  langOf,
  marketLang,
  messagePacks,
  t,
  textsOf,
  type Lang,
} from '../src/i18n.ts';
import { closurePacks } from '../src/modules/closure/copy.ts';
import { kfsCopy, kfsPacks } from '../src/modules/loans/kfs-copy.ts';
import { offerPacks } from '../src/modules/offers/offer-copy.ts';
import { rightsPacks } from '../src/modules/rights/copy.ts';
import { carePacks } from '../src/modules/care/copy.ts';
import { devPacks } from '../src/modules/dev/copy.ts';
import { loansPacks } from '../src/modules/loans/copy.ts';
import { orderPacks, termUnits } from '../src/domain/orders/order-copy.ts';
import { statusTexts } from '../src/domain/orders/status-text.ts';
import { promoPacks } from '../src/modules/promo/copy.ts';
import { repayPacks } from '../src/modules/repay/copy.ts';
import { bankSteps, marketSteps, upiSteps } from '../src/providers/sandbox-catalogue.ts';

/** Every server text table, flattened to `key → text` per language. */
type Flat = Record<string, string>;

const flatten = (value: unknown, prefix = ''): Flat => {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Flat = {};
  for (const [key, inner] of Object.entries(value as object)) {
    Object.assign(out, flatten(inner, prefix === '' ? key : `${prefix}.${key}`));
  }
  return out;
};

const byLang = (pick: (lang: Lang) => unknown): Record<Lang, Flat> => ({
  en: flatten(pick('en')),
  id: flatten(pick('id')),
  zh: flatten(pick('zh')),
  hi: flatten(pick('hi')),
});

const tables: Record<string, Record<Lang, Flat>> = {
  messages: byLang((l) => messagePacks[l]),
  loans: byLang((l) => loansPacks[l]),
  repay: byLang((l) => repayPacks[l]),
  care: byLang((l) => carePacks[l]),
  dev: byLang((l) => devPacks[l]),
  promo: byLang((l) => promoPacks[l]),
  orders: byLang((l) => orderPacks[l]),
  termUnits: byLang((l) => termUnits[l]),
  statusTexts: byLang((l) => Object.values(statusTexts).map((texts) => texts[l])),
  upiSteps: byLang((l) => upiSteps[l]),
  bankSteps: byLang((l) => bankSteps[l]),
  marketSteps: byLang((l) => marketSteps[l]),
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe.each(Object.entries(tables))('server texts: %s', (_, packs) => {
  it.each(['id', 'zh'] as const)('%s has the keys and placeholders of en', (lang) => {
    expect(Object.keys(packs[lang]).sort()).toEqual(Object.keys(packs.en).sort());
    for (const [key, text] of Object.entries(packs.en)) {
      expect({ key, placeholders: placeholders(packs[lang][key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('has Chinese words wherever zh is not the same text as en (codes, names)', () => {
    const english = Object.entries(packs.zh).filter(
      ([key, text]) => text !== packs.en[key] && !hasChinese(text),
    );
    expect(english).toEqual([]);
  });
});

describe('server English', () => {
  it('writes a count with the word for its number', () => {
    // A count followed by a plural noun reads "1 days" for one: `{n} {n|day|days}` instead.
    // Keys ending in `many` are only ever written for more than one.
    const bare =
      /\{\w+\} (?:working |monthly )?(?:days|months|years|records|seconds|minutes|hours|photos|instalments|periods|repayments|times)\b/;
    const english = [
      ...Object.values(tables).map((packs) => packs.en),
      ...[closurePacks, kfsPacks, offerPacks, rightsPacks].map((packs) => flatten(packs.en)),
    ];
    const found = english.flatMap((pack) =>
      Object.entries(pack).filter(([key, text]) => !key.endsWith('many') && bare.test(text)),
    );
    expect(found).toEqual([]);
  });
});

describe('language of a call', () => {
  it('follows locale=zh-CN for the words, else languageType', () => {
    expect(langOf('1', 'zh-CN')).toBe('zh');
    expect(langOf(undefined, 'zh-CN')).toBe('zh');
    expect(langOf('1')).toBe('en');
    expect(langOf('1', 'en-IN')).toBe('en');
    expect(langOf('2', 'fr-FR')).toBe('id');
    expect(langOf(undefined)).toBe('id');
  });

  it('writes in the market’s own language where no reader chose one', () => {
    expect(marketLang('IN')).toBe('en');
    expect(marketLang('ID')).toBe('id');
  });

  it('writes the word for one or for any other count', () => {
    const copy = textsOf({
      en: { left: '{n} {n|day|days} left' },
      id: { left: '{n} hari lagi' },
      zh: { left: '还剩 {n} 天' },
      hi: { left: '{n} दिन बाकी' },
    });
    expect([0, 1, 2].map((n) => copy('en', 'left', { n }))).toEqual([
      '0 days left',
      '1 day left',
      '2 days left',
    ]);
    expect(copy('id', 'left', { n: 1 })).toBe('1 hari lagi');
    // A count not given leaves the form as written, as a plain placeholder is left.
    expect(copy('en', 'left')).toBe('{n} {n|day|days} left');
    // A lender with a one-day cooling-off period, the floor of the RBI's 2025 directions (decision 054).
    expect(kfsCopy('en', 'coolingOff', { days: 1 })).toMatch(/^Cooling-off period: 1 day from /);
    expect(kfsCopy('en', 'coolingOff', { days: 3 })).toMatch(/^Cooling-off period: 3 days from /);
  });

  it('writes messages and contract messages in Chinese', () => {
    expect(t('zh', 'wrongVerifyCode', { left: 2 })).toBe('验证码错误（还剩 2 次机会）');
    expect(contractMessage('zh', 'must be a positive id')).toBe('必须是正整数 ID');
    expect(contractMessage('zh', 'an unknown message')).toBe('an unknown message');
  });
});
