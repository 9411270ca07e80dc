import { describe, expect, it } from 'vitest';
import {
  agreementHref,
  downloadHref,
  formHref,
  landingLaunch,
  landingLocale,
  landingParams,
  landingQuery,
  routeOf,
} from './landing-address.ts';

const template = { id: 4, linksId: 'in-ads-01', downId: '' };

describe('landing address', () => {
  it('reads the spec hash routes, an unknown one as the form', () => {
    expect(routeOf('')).toBe('form');
    expect(routeOf('#/?id=1')).toBe('form');
    expect(routeOf('#/downloadTemplate?id=1')).toBe('download');
    expect(routeOf('#/agreementTemplate')).toBe('agreement');
    expect(routeOf('#/elsewhere')).toBe('form');
  });

  it('takes the query from the address and the hash, the hash winning', () => {
    const query = landingQuery('?id=1&utm_tag=a', '#/?id=2&app_from=fb');
    expect(Object.fromEntries(query)).toEqual({ id: '2', utm_tag: 'a', app_from: 'fb' });
    expect(landingQuery('?id=3', '#/agreementTemplate').get('id')).toBe('3');
  });

  it('accepts only a positive whole template id', () => {
    const id = (value: string) => landingParams(new URLSearchParams({ id: value })).id;
    expect(id('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '9999999999']) {
      expect(id(bad), bad).toBeUndefined();
    }
  });

  it('reads the attribution and treats empty values as absent', () => {
    const params = landingParams(
      new URLSearchParams('id=1&app_from=fb&user_from=&utm_tag=x&invite_code=K9'),
    );
    expect(params).toMatchObject({ appFrom: 'fb', userFrom: undefined, utmTag: 'x' });
    expect(params.inviteCode).toBe('K9');
  });

  it('speaks the template market, unless the address asks for a language', () => {
    const none = landingParams(new URLSearchParams());
    expect(landingLocale('IN', none)).toBe('en-IN');
    expect(landingLocale('ID', none)).toBe('id-ID');
    const english = landingParams(new URLSearchParams('languageType=1'));
    expect(landingLocale('ID', english)).toBe('en-IN');
    const indonesian = landingParams(new URLSearchParams('languageType=2'));
    expect(landingLocale('IN', indonesian)).toBe('id-ID');
    const staff = landingParams(new URLSearchParams('locale=zh-CN&languageType=1'));
    expect(landingLocale('IN', staff)).toBe('zh-CN');
    // India's Hindi, as the server answers it (decision 068); not a language of Indonesia.
    const hindi = landingParams(new URLSearchParams('languageType=1&locale=hi'));
    expect(landingLocale('IN', hindi)).toBe('hi-IN');
    expect(landingLocale('ID', landingParams(new URLSearchParams('locale=hi')))).toBe('id-ID');
  });

  it('sends only an asked-for language as launch parameters', () => {
    expect(landingLaunch(landingParams(new URLSearchParams('id=1')))).toEqual({});
    expect(landingLaunch(landingParams(new URLSearchParams('languageType=1')))).toEqual({
      languageType: '1',
    });
  });

  it('keeps the same query on the agreement and back', () => {
    const query = new URLSearchParams('id=1&utm_tag=spring sale&app_from=fb');
    expect(agreementHref(query)).toBe('#/agreementTemplate?id=1&utm_tag=spring+sale&app_from=fb');
    expect(formHref(query)).toBe('#/?id=1&utm_tag=spring+sale&app_from=fb');
    expect(formHref(new URLSearchParams())).toBe('#/');
  });

  it('sends the download page the attribution with links_id, else down_id', () => {
    const params = landingParams(new URLSearchParams('id=4&app_from=fb&utm_tag=x&other=1'));
    expect(downloadHref(params, template)).toBe(
      '#/downloadTemplate?app_from=fb&user_from=&utm_tag=x&id=4&links_id=in-ads-01',
    );
    expect(downloadHref(params, { id: 4, linksId: '', downId: 'apk-2' })).toMatch(
      /&down_id=apk-2$/,
    );
    const english = landingParams(new URLSearchParams('id=4&languageType=1'));
    expect(downloadHref(english, template)).toMatch(/&languageType=1$/);
  });
});
