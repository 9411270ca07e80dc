/**
 * The brand theme the operator configures (BRAND_* settings), as both sides use it: the
 * server writes it into every page's head so the first paint already has the brand's
 * colours, and the web app applies the same values when no server wrote the page (dev).
 */
export interface Theme {
  primary: string;
  background: string;
  font: string;
  fontFamily: string;
}

/** #0b5cad on white is 6.6:1 (WCAG AA needs 4.5:1 for text and for white text on it). */
export const DEFAULT_PRIMARY = '#0b5cad';

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

/** The theme as pages show it: a primary colour white text cannot be read on (below 4.5:1) gives way to the default, so buttons stay accessible. */
export function readableTheme(theme: Theme): Theme {
  const ratio = contrastOnWhite(theme.primary);
  return ratio === undefined || ratio >= 4.5 ? theme : { ...theme, primary: DEFAULT_PRIMARY };
}

/** The page's CSS custom properties (global.css reads them), one rule on `:root`. */
export const themeProperties = (theme: Theme): Record<string, string> => ({
  '--color-primary': theme.primary,
  '--color-bg': theme.background,
  '--color-text': theme.font,
  '--font-family': theme.fontFamily,
});

/** The same properties as a stylesheet, for the server to put in the page's head. */
export const themeCss = (theme: Theme): string =>
  `:root{${Object.entries(themeProperties(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
