import { describe, expect, it } from 'vitest';
import { launchLink, previewPages } from './preview-pages.ts';

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

  it('lists the recommended page as built', () => {
    expect(previewPages.filter((p) => p.built).map((p) => p.key)).toContain('relevant');
  });
});
