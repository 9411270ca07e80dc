import { describe, expect, it } from 'vitest';
import { launchLink, previewPages, siteLink } from './preview-pages.ts';

describe('launchLink', () => {
  it('puts the page query first and the launch parameters after it', () => {
    expect(
      launchLink(
        'relevant',
        { scene: 'banner_fudai' },
        { languageType: '1', token: 'abc', channel: '' },
      ),
    ).toBe('/relevant?scene=banner_fudai&languageType=1&token=abc');
  });

  it('returns the bare path without parameters', () => {
    expect(launchLink('relevant')).toBe('/relevant');
  });

  it('links the official website in the chosen language only, never with the token', () => {
    expect(
      siteLink('siteHome', { languageType: '1', locale: 'zh-CN', token: 'abc', deviceId: 'd' }),
    ).toBe('/?languageType=1&locale=zh-CN');
    expect(siteLink('siteHome', { token: 'abc' })).toBe('/');
    expect(previewPages.find((p) => p.key === 'siteHome')?.site).toBe(true);
  });
});
