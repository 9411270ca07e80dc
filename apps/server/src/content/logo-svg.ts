import { demoProducts } from './demo-products.ts';
import { html } from '../kernel/html.ts';

/**
 * Demo product logos: letters on a coloured rounded square, generated in memory so the demo
 * needs no external assets. Letters and colours come only from our own seed data; they are
 * still escaped because the output is served as a document.
 */

export function logoSvg(letters: string, color: string, label: string): string {
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">
<rect width="96" height="96" rx="22" fill="${color}"/>
<text x="48" y="61" text-anchor="middle" font-family="system-ui, -apple-system, Roboto, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${letters}</text>
</svg>`.html;
}

export const logoPath = (code: string) => `/assets/logos/${code}.svg`;

/** Logo documents by file name (`<code>.svg`), rendered once. */
export const demoLogos: ReadonlyMap<string, string> = new Map(
  demoProducts.map((p) => [`${p.code}.svg`, logoSvg(p.logo.letters, p.logo.color, p.name)]),
);
