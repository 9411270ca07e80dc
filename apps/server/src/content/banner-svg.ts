import { html } from '../kernel/html.ts';

/**
 * Demo banners of the landing templates: shapes in the template's colour, generated in
 * memory (no text, so no fonts), served at `/assets/promo/<code>.svg`. A real template
 * points `banner_url` at any allowed image.
 */
const palette: Record<string, { base: string; accent: string }> = {
  'in-main': { base: '#0b5cad', accent: '#f2b705' },
  'id-main': { base: '#0a7a5a', accent: '#f28705' },
};

function bannerSvg(base: string, accent: string): string {
  const coins = [
    [520, 210, 58],
    [610, 150, 40],
    [450, 110, 30],
  ].map(
    ([x, y, r = 0]) => html`
<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}"/>
<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="4"/>`,
  );
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360" role="img" aria-hidden="true">
<rect width="750" height="360" fill="${base}"/>
<circle cx="690" cy="-40" r="220" fill="#ffffff" fill-opacity=".08"/>
<circle cx="40" cy="380" r="180" fill="#ffffff" fill-opacity=".06"/>
<rect x="150" y="60" width="150" height="260" rx="22" fill="#ffffff"/>
<rect x="166" y="92" width="118" height="180" rx="6" fill="${base}" fill-opacity=".15"/>
<path d="M190 190l25 25 50-55" fill="none" stroke="${base}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>${coins}
</svg>`.html;
}

export const bannerPath = (code: string) => `/assets/promo/${code}.svg`;

/** Banner documents by file name (`<code>.svg`), rendered once. */
export const demoBanners: ReadonlyMap<string, string> = new Map(
  Object.entries(palette).map(([code, c]) => [`${code}.svg`, bannerSvg(c.base, c.accent)]),
);
