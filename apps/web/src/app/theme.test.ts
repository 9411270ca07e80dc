import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../lib/config.ts';
import { contrastOnWhite } from '@tenor/contract/theme';
import { applyTheme } from './theme.ts';

describe('theme', () => {
  it('keeps the default primary readable on white', () => {
    expect(contrastOnWhite(defaultConfig.theme.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces a primary colour white text cannot be read on', () => {
    const root = document.createElement('div');
    applyTheme({ ...defaultConfig.theme, primary: '#1677ff' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe(defaultConfig.theme.primary);
    applyTheme({ ...defaultConfig.theme, primary: '#005a9c' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#005a9c');
  });

  it('leaves a page alone whose head the server wrote the theme into (restyling it costs)', () => {
    const style = document.createElement('style');
    style.id = 'tenor-theme';
    document.head.append(style);
    const root = document.createElement('div');
    document.body.append(root);
    try {
      applyTheme(defaultConfig.theme, root);
      expect(root.style.getPropertyValue('--color-primary')).toBe('');
    } finally {
      style.remove();
      root.remove();
    }
  });
});
