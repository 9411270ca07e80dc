import type { Config } from '../config.ts';

/** What the SPA reads from `<meta name="tenor-config">` (apps/web/src/app/config.ts parses it). */
export interface ClientConfig {
  appName: string;
  /** Customer service per market; a page shows its borrower's (docs/markets.md). */
  support: Config['support'];
  theme: { primary: string; background: string; font: string; fontFamily: string };
  allowedHosts: string[];
  bridgeSchemes: string[];
  demo: boolean;
}

export function clientConfig(config: Config): ClientConfig {
  const { brand } = config;
  return {
    appName: brand.appName,
    support: config.support,
    theme: {
      primary: brand.primaryColor,
      background: brand.backgroundColor,
      font: brand.fontColor,
      fontFamily: brand.fontFamily,
    },
    allowedHosts: config.urlAllowlist,
    bridgeSchemes: config.bridgeSchemes,
    demo: config.demo,
  };
}

const attributeEntities: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export const escapeAttribute = (value: string): string =>
  value.replace(/[&"'<>]/g, (c) => attributeEntities[c] ?? c);

const META = /<meta\s+name=(["'])tenor-config\1\s+content=(["'])[^"']*\2\s*\/?>/i;

/** Fills the config meta tag; null when the page has none (a build that dropped it). */
export function injectClientConfig(html: string, value: ClientConfig): string | null {
  if (!META.test(html)) return null;
  const tag = `<meta name="tenor-config" content="${escapeAttribute(JSON.stringify(value))}" />`;
  return html.replace(META, () => tag);
}
