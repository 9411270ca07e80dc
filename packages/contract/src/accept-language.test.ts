import { describe, expect, it } from 'vitest';
import {
  acceptedRegion,
  acceptedSiteLanguage,
  prefersHindi,
  withBrowserLanguage,
} from './accept-language.ts';

describe('acceptedRegion', () => {
  it.each([
    ['en-IN', 'IN'],
    ['en', 'IN'],
    ['en-US,en;q=0.9', 'IN'],
    ['hi-IN,en-IN;q=0.8', 'IN'],
    ['id', 'ID'],
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'ID'],
    ['in-ID', 'ID'],
    ['en;q=0.5,id;q=0.8', 'ID'],
    ['id;q=0.5,EN-IN;q=0.8', 'IN'],
  ])('%s → %s', (header, region) => {
    expect(acceptedRegion(header)).toBe(region);
  });

  it('defaults to Indonesia when neither language is asked for', () => {
    for (const header of [undefined, '', '*', 'zh-CN,zh;q=0.9', 'en;q=0', 'fr, de;q=0.5']) {
      expect(acceptedRegion(header), String(header)).toBe('ID');
    }
  });
});

describe('acceptedSiteLanguage', () => {
  it('picks the market from the region subtag and the words from the language', () => {
    expect(acceptedSiteLanguage('en-ID,en;q=0.9')).toEqual({ region: 'ID', locale: 'en-IN' });
    expect(acceptedSiteLanguage('en-IN,en;q=0.9')).toEqual({ region: 'IN', locale: 'en-IN' });
    expect(acceptedSiteLanguage('id-ID,id;q=0.9,en;q=0.8')).toEqual({
      region: 'ID',
      locale: 'id-ID',
    });
  });

  it('sends an English with no region of ours to Indonesia, the default market, in English', () => {
    for (const header of ['en', 'en-US,en;q=0.9', 'en-GB']) {
      expect(acceptedSiteLanguage(header)).toEqual({ region: 'ID', locale: 'en-IN' });
    }
  });

  it('is Indonesia in Indonesian without English or Indonesian', () => {
    expect(acceptedSiteLanguage(undefined)).toEqual({ region: 'ID', locale: 'id-ID' });
    expect(acceptedSiteLanguage('fr-FR,de;q=0.5')).toEqual({ region: 'ID', locale: 'id-ID' });
  });
});

describe('Hindi from the browser (decision 068)', () => {
  it('prefers Hindi when hi ranks above English', () => {
    expect(prefersHindi('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe(true);
    expect(prefersHindi('en-IN,hi;q=0.9')).toBe(false);
    expect(prefersHindi('en;q=0.5,hi;q=0.8')).toBe(true);
    expect(prefersHindi('ta-IN,en;q=0.9')).toBe(false);
    expect(prefersHindi(undefined)).toBe(false);
  });

  it('reads it into an India launch that names no language, and only there', () => {
    expect(withBrowserLanguage({ languageType: '1', token: 't' }, 'hi-IN,en')).toEqual({
      languageType: '1',
      token: 't',
      locale: 'hi',
    });
    expect(withBrowserLanguage({ languageType: '1', locale: 'en' }, 'hi-IN')).toEqual({
      languageType: '1',
      locale: 'en',
    });
    expect(withBrowserLanguage({ languageType: '2' }, 'hi-IN')).toEqual({ languageType: '2' });
    expect(withBrowserLanguage({ languageType: '1' }, 'en-IN,hi')).toEqual({ languageType: '1' });
  });

  it('sends a Hindi browser to India in Hindi on the site', () => {
    expect(acceptedRegion('hi')).toBe('IN');
    expect(acceptedSiteLanguage('hi-IN,en;q=0.8')).toEqual({ region: 'IN', locale: 'hi-IN' });
  });
});
