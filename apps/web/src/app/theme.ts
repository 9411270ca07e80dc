import { readableTheme, themeProperties, type Theme } from '@tenor/contract/theme';

/**
 * Applies the configured theme as CSS variables through the CSSOM (allowed by a strict CSP,
 * unlike inline styles). A page the server wrote already has them in its head; this covers
 * pages it did not (the Vite dev server) and keeps both the same.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const shown = readableTheme(theme);
  for (const [name, value] of Object.entries(themeProperties(shown))) {
    root.style.setProperty(name, value);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', shown.background);
}
