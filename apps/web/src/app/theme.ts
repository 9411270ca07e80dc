import { readableTheme, themeProperties, type Theme } from '@tenor/contract/theme';

/**
 * Applies the configured theme as CSS variables through the CSSOM (allowed by a strict CSP,
 * unlike inline styles). A page the server wrote already has them in its head (`#tenor-theme`,
 * from the same configuration) and is left alone: setting them again on the root restyled the
 * whole page, 13 ms of a start-up task on the bench machine (decision 024). This covers pages
 * the server did not write (the Vite dev server).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (root.ownerDocument.getElementById('tenor-theme') !== null) return;
  const shown = readableTheme(theme);
  for (const [name, value] of Object.entries(themeProperties(shown))) {
    root.style.setProperty(name, value);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', shown.background);
}
