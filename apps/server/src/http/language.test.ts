import { describe, expect, it } from 'vitest';
import { askedLang, requestLang } from './language.ts';

const asked = (query: Record<string, string>, headers: Record<string, string> = {}) => ({
  query,
  headers,
});

describe('language of a call', () => {
  it('is Chinese for locale=zh-CN, in the query or the X-Locale header', () => {
    expect(requestLang(asked({ languageType: '1', locale: 'zh-CN' }))).toBe('zh');
    expect(requestLang(asked({}, { 'x-language-type': '1', 'x-locale': 'zh-CN' }))).toBe('zh');
  });

  it('else follows languageType; another locale changes nothing', () => {
    expect(requestLang(asked({ languageType: '1', locale: 'fr-FR' }))).toBe('en');
    expect(requestLang(asked({}, { 'x-language-type': '2' }))).toBe('id');
  });

  it('names the language asked for only when there is one (the landing keeps its market)', () => {
    expect(askedLang(asked({}))).toBeUndefined();
    expect(askedLang(asked({ locale: 'en-IN' }))).toBeUndefined();
    expect(askedLang(asked({ locale: 'zh-CN' }))).toBe('zh');
    expect(askedLang(asked({ languageType: '1' }))).toBe('en');
  });
});
