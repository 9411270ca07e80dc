import { defaultConfig, type Theme } from '../lib/config.ts';

/** WCAG relative luminance of a #rgb/#rrggbb colour, or undefined for other notations. */
function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of a colour against white (1–21), undefined when it cannot be computed. */
export function contrastOnWhite(color: string): number | undefined {
  const l = luminance(color);
  return l === undefined ? undefined : 1.05 / (l + 0.05);
}

/**
 * Applies the configured theme as CSS variables through the CSSOM (allowed by a strict
 * CSP, unlike inline styles). A primary colour that white text cannot be read on
 * (below 4.5:1) is replaced by the default so buttons stay accessible.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const ratio = contrastOnWhite(theme.primary);
  const primary = ratio === undefined || ratio >= 4.5 ? theme.primary : defaultConfig.theme.primary;
  root.style.setProperty('--color-primary', primary);
  root.style.setProperty('--color-bg', theme.background);
  root.style.setProperty('--color-text', theme.font);
  root.style.setProperty('--font-family', theme.fontFamily);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.background);
}
