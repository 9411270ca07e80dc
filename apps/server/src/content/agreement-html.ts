import { AGREEMENT_PAGE_META } from '@tenor/contract/agreement-page';
import { agreementsFor, type DemoAgreement } from './demo-agreements.ts';
import { demoProducts } from './demo-products.ts';
import { html, raw, type Html } from '../kernel/html.ts';
import { htmlDocument } from '../kernel/html-document.ts';

/**
 * Demo agreement pages: plain, accessible HTML (language, a banner with a way back, one h1,
 * sections with h2, a readable column) with no inline style or script, so they render
 * under the strict CSP; the look (the app's) comes from one stylesheet and the back link's
 * behaviour from one script, both served beside them. The text is our own seed data, still
 * escaped because it is served as a document.
 */

export const AGREEMENT_PREFIX = '/agreements/';
export const agreementPath = (code: string) => `${AGREEMENT_PREFIX}${code}.html`;
export const AGREEMENT_CSS = 'agreement.css';
export const AGREEMENT_JS = 'agreement.js';

const labels = {
  'en-IN': { effective: 'Effective from', back: 'Back' },
  id: { effective: 'Berlaku sejak', back: 'Kembali' },
} as const;

export interface AgreementFigures {
  heading: string;
  rows: readonly { label: string; value: string }[];
}

export interface AgreementPageOptions {
  /**
   * Where the back link leads when the tab has no page to go back to; none inside a frame,
   * where the page that framed it has its own way back (and a link would only load another
   * page into the frame).
   */
  backHref: string | undefined;
  /** This loan's own figures, shown first (a Key Fact Statement opened with a choice). */
  figures?: AgreementFigures | undefined;
}

export const CHEVRON = raw(
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7"/></svg>',
);

const figuresHtml = (f: AgreementFigures): Html =>
  html`<section class="figures" aria-labelledby="figures"><h2 id="figures">${f.heading}</h2><dl>${f.rows.map(
    (r) => html`<div><dt>${r.label}</dt><dd>${r.value}</dd></div>`,
  )}</dl></section>`;

export function agreementHtml(
  a: DemoAgreement,
  productName: string,
  { backHref, figures }: AgreementPageOptions,
): string {
  const title = `${a.title} — ${productName}`;
  const words = labels[a.lang];
  const sections = a.sections.map(
    (s) =>
      html`<section><h2>${s.heading}</h2>${s.paragraphs.map((p) => html`<p>${p}</p>`)}</section>\n`,
  );
  // The back link and its script; a framed page has none (and its sandbox runs no script).
  const script =
    backHref !== undefined &&
    html`<script src="${AGREEMENT_PREFIX}${AGREEMENT_JS}" defer></script>`;
  const bar =
    backHref !== undefined &&
    html`<header class="bar"><a class="back" href="${backHref}" data-back>${CHEVRON}<span>${words.back}</span></a></header>`;
  return htmlDocument({
    lang: a.lang,
    title,
    head: [
      html`<meta name="${AGREEMENT_PAGE_META.name}" content="${AGREEMENT_PAGE_META.content}">
<link rel="stylesheet" href="${AGREEMENT_PREFIX}${AGREEMENT_CSS}">`,
      script,
    ],
    body: html`${bar}
<main>
<h1>${title}</h1>
<p class="effective">${words.effective} ${a.effective}</p>
${figures && figuresHtml(figures)}
${sections}</main>`,
  });
}

/** The back link returns to the page that opened the agreement, keeping its state. */
export const agreementJs = `document.querySelectorAll('[data-back]').forEach(function (link) {
  link.addEventListener('click', function (event) {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  });
});
`;

/** The app's look (apps/web/src/app/global.css tokens): banner, page colour, white cards. */
export const agreementCss = `:root {
  color-scheme: light;
  --primary: #0b5cad;
  --text: #1f2328;
  --muted: #59636e;
  --page: #f5f7fa;
  --border: #d0d7de;
}
* { box-sizing: border-box; }
body {
  margin: 0;
  background: var(--page);
  color: var(--text);
  font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
}
.bar {
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  height: 56px;
  padding: 0 16px 0 4px;
  background: #fff;
  border-bottom: 1px solid var(--border);
}
.back {
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 44px;
  padding: 0 12px 0 6px;
  border-radius: 22px;
  color: var(--text);
  font-weight: 600;
  text-decoration: none;
}
.back svg { fill: none; stroke: currentcolor; stroke-width: 2.25; stroke-linecap: round; stroke-linejoin: round; }
.back:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
main { max-width: 640px; margin: 0 auto; padding: 16px 16px 40px; }
/* The forms of the public pages (/verify, /account/delete): thumb-sized fields and buttons. */
input:not([type='checkbox']):not([type='radio']), button { min-height: 44px; font: inherit; }
input:not([type='checkbox']):not([type='radio']) { box-sizing: border-box; width: 100%; padding: 0 8px; }
button { padding: 0 16px; }
h1 { font-size: 20px; line-height: 1.3; margin: 4px 0 2px; }
h2 { font-size: 17px; line-height: 1.3; margin: 0 0 4px; }
p { margin: 6px 0; }
.effective { color: var(--muted); font-size: 14px; margin: 0 0 16px; }
section {
  margin: 0 0 12px;
  padding: 16px;
  background: #fff;
  border: 1px solid var(--border);
  border-radius: 14px;
}
.figures { border-left: 4px solid var(--primary); }
dl { margin: 8px 0 0; display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; }
dl div { display: contents; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; text-align: end; font-variant-numeric: tabular-nums; }
`;

export interface DemoAgreementPage {
  agreement: DemoAgreement;
  productName: string;
}

/** Every demo product's agreements, by file name (`<code>.html`). */
export const demoAgreementPages: ReadonlyMap<string, DemoAgreementPage> = new Map(
  demoProducts.flatMap((p) =>
    agreementsFor(p).map((a): [string, DemoAgreementPage] => [
      `${a.code}.html`,
      { agreement: a, productName: p.name },
    ]),
  ),
);
