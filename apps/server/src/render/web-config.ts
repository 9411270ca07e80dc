import { createHash } from 'node:crypto';
import type { ClientConfig } from '@tenor/contract/render';
import { readableTheme, themeCss, type Theme } from '@tenor/contract/theme';
import type { Config } from '../config.ts';
import { PAYMENT_LINK_HOSTS } from '../config/razorpay-settings.ts';
import { html, raw } from '../kernel/html.ts';

/**
 * What the SPA reads from `<meta name="tenor-config">` (apps/web/src/lib/config.ts parses it)
 * and the renderer's `configure()` takes (`ClientConfig`, the render seam's type).
 */
export function clientConfig(config: Config): ClientConfig {
  const { brand } = config;
  return {
    appName: brand.appName,
    support: config.support,
    company: config.company,
    appStores: config.appStores,
    theme: pageTheme(config),
    // The hosted payment pages of the configured providers open like any allow-listed page.
    allowedHosts: [...config.urlAllowlist, ...(config.razorpay === null ? [] : PAYMENT_LINK_HOSTS)],
    bridgeSchemes: config.bridgeSchemes,
    demo: config.demo,
  };
}

/** The brand's theme as pages show it (a primary colour too light for white text gives way). */
export function pageTheme(config: Config): Theme {
  const { brand } = config;
  return readableTheme({
    primary: brand.primaryColor,
    background: brand.backgroundColor,
    font: brand.fontColor,
    fontFamily: brand.fontFamily,
  });
}

/**
 * The theme as an inline stylesheet in every page's head, so the first paint has the brand's
 * colours before any script runs; the CSP admits exactly this text by its hash.
 */
export function themeStyle(config: Config): { css: string; cspHash: string } {
  const css = themeCss(pageTheme(config));
  return { css, cspHash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

const META = /<meta\s+name=(["'])tenor-config\1\s+content=(["'])[^"']*\2\s*\/?>/i;

const THEME_COLOR = /<meta\s+name=(["'])theme-color\1\s+content=(["'])[^"']*\2\s*\/?>/i;

/**
 * Fills the config meta tag and writes the theme into the head (its stylesheet and the
 * browser's theme colour); null when the page has no config tag (a build that dropped it).
 */
export function injectClientConfig(
  page: string,
  value: ClientConfig,
  themeCss: string,
): string | null {
  if (!META.test(page)) return null;
  // The theme's CSS is ours (themeCss of the contract), admitted by its hash: written as it is.
  const tags = html`<meta name="tenor-config" content="${JSON.stringify(value)}" />
    <style id="tenor-theme">${raw(themeCss)}</style>`.html;
  const color = html`<meta name="theme-color" content="${value.theme.background}" />`.html;
  return page.replace(META, () => tags).replace(THEME_COLOR, () => color);
}
