import { describe, expect, it } from 'vitest';
import { addTexts, hasTexts, t, type TranslationKey } from './i18n.ts';

describe('t', () => {
  const key = (k: string) => k as TranslationKey;
  addTexts('common', {
    greeting: { hello: 'Hello {{name}}, {{ count }} new' },
    plain: 'Plain',
    days: '{{n}} {{n|day|days}} left',
  });

  it('looks up nested keys and fills placeholders', () => {
    expect(t(key('common.plain'))).toBe('Plain');
    expect(t(key('common.greeting.hello'), { name: 'Ana', count: 3 })).toBe('Hello Ana, 3 new');
    expect(t(key('common.greeting.hello'), { name: 'Ana' })).toBe('Hello Ana,  new');
  });

  it('writes the word for one or for any other count', () => {
    expect(t(key('common.days'), { n: 1 })).toBe('1 day left');
    expect(t(key('common.days'), { n: 0 })).toBe('0 days left');
    expect(t(key('common.days'), { n: 12 })).toBe('12 days left');
  });

  it('knows which areas are in', () => {
    expect(hasTexts('common')).toBe(true);
    expect(hasTexts('no-such-area' as never)).toBe(false);
  });

  it('returns the key when it is missing or not a text', () => {
    expect(t(key('common.nope'))).toBe('common.nope');
    expect(t(key('common.greeting'))).toBe('common.greeting');
  });
});
