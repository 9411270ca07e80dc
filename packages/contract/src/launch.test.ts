import { describe, expect, it } from 'vitest';
import {
  currencyOf,
  documentLangOf,
  localeOf,
  marketLocale,
  regionOf,
  splitLaunchParams,
} from './launch.ts';

describe('launch parameters', () => {
  it('languageType 1 is India, anything else Indonesia', () => {
    expect(regionOf('1')).toBe('IN');
    expect(regionOf('2')).toBe('ID');
    expect(regionOf(undefined)).toBe('ID');
    expect(regionOf('01')).toBe('ID');
  });

  it('locale follows the region unless zh-CN is asked for', () => {
    expect(localeOf({ languageType: '1' })).toBe('en-IN');
    expect(localeOf({})).toBe('id-ID');
    expect(localeOf({ languageType: '1', locale: 'zh-CN' })).toBe('zh-CN');
    expect(localeOf({ locale: 'fr-FR' })).toBe('id-ID');
  });

  it('a market’s own language is English in India, Bahasa Indonesia in Indonesia', () => {
    expect(marketLocale('IN')).toBe('en-IN');
    expect(marketLocale('ID')).toBe('id-ID');
  });

  it('currency follows the region', () => {
    expect(currencyOf('IN')).toBe('INR');
    expect(currencyOf('ID')).toBe('IDR');
  });

  it('splits launch parameters from the page query', () => {
    const { launch, rest } = splitLaunchParams(
      new URLSearchParams('token=abc&productId=3&languageType=1&orderId=9&deviceId=d1'),
    );
    expect(launch).toEqual({ token: 'abc', languageType: '1', deviceId: 'd1' });
    expect(rest.toString()).toBe('productId=3&orderId=9');
  });

  it('names the page’s language as the site’s hreflang does: English in Indonesia is en-ID', () => {
    expect(documentLangOf({ locale: 'en' })).toBe('en-ID');
    expect(documentLangOf({ languageType: '1' })).toBe('en-IN');
    expect(documentLangOf({ languageType: '1', locale: 'en' })).toBe('en-IN');
    expect(documentLangOf({})).toBe('id-ID');
    expect(documentLangOf({ locale: 'zh-CN' })).toBe('zh-CN');
  });

  it('reads Hindi only in India: locale=hi or hi-IN, <html lang="hi"> (decision 068)', () => {
    expect(localeOf({ languageType: '1', locale: 'hi' })).toBe('hi-IN');
    expect(localeOf({ languageType: '1', locale: 'hi-IN' })).toBe('hi-IN');
    expect(localeOf({ languageType: '2', locale: 'hi' })).toBe('id-ID');
    expect(localeOf({ locale: 'hi' })).toBe('id-ID');
    expect(documentLangOf({ languageType: '1', locale: 'hi' })).toBe('hi');
    expect(localeOf({ languageType: '1', locale: 'en' })).toBe('en-IN');
  });
});
