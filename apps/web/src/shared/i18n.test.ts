import { describe, expect, it } from 'vitest';
import { setPack, t, type TranslationKey } from './i18n.ts';

describe('t', () => {
  const key = (k: string) => k as TranslationKey;
  setPack('xx-XX', {
    greeting: { hello: 'Hello {{name}}, {{ count }} new' },
    plain: 'Plain',
  } as never);

  it('looks up nested keys and fills placeholders', () => {
    expect(t(key('plain'))).toBe('Plain');
    expect(t(key('greeting.hello'), { name: 'Ana', count: 3 })).toBe('Hello Ana, 3 new');
    expect(t(key('greeting.hello'), { name: 'Ana' })).toBe('Hello Ana,  new');
  });

  it('returns the key when it is missing or not a text', () => {
    expect(t(key('nope.missing'))).toBe('nope.missing');
    expect(t(key('greeting'))).toBe('greeting');
  });
});
