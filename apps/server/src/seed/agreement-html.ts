import { agreementsFor, type DemoAgreement } from './demo-agreements.ts';
import { demoProducts } from './demo-products.ts';

/**
 * Demo agreement pages: plain, accessible HTML (language, one h1, sections with h2, a
 * readable column) with no inline style or script, so they render under the strict CSP;
 * the look comes from one stylesheet served beside them. The text is our own seed data,
 * still escaped because it is served as a document.
 */
const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const AGREEMENT_PREFIX = '/agreements/';
export const agreementPath = (code: string) => `${AGREEMENT_PREFIX}${code}.html`;
export const AGREEMENT_CSS = 'agreement.css';

const effectiveLabel = { 'en-IN': 'Effective from', id: 'Berlaku sejak' } as const;

export function agreementHtml(a: DemoAgreement, productName: string): string {
  const title = `${a.title} — ${productName}`;
  const sections = a.sections
    .map(
      (s) =>
        `<section><h2>${escapeHtml(s.heading)}</h2>${s.paragraphs
          .map((p) => `<p>${escapeHtml(p)}</p>`)
          .join('')}</section>`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${a.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${AGREEMENT_PREFIX}${AGREEMENT_CSS}">`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="effective">${effectiveLabel[a.lang]} ${escapeHtml(a.effective)}</p>`,
    sections,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export const agreementCss = `:root { color-scheme: light; }
body {
  margin: 0;
  background: #ffffff;
  color: #1f2328;
  font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif;
}
main { max-width: 40rem; margin: 0 auto; padding: 1rem 1.25rem 2.5rem; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0.5rem 0 0.25rem; }
h2 { font-size: 1.0625rem; margin: 1.5rem 0 0.25rem; }
p { margin: 0.5rem 0; }
.effective { color: #57606a; font-size: 0.875rem; margin-top: 0; }
`;

/** Every demo product's agreements, rendered once, by file name (`<code>.html`). */
export const demoAgreementPages: ReadonlyMap<string, string> = new Map(
  demoProducts.flatMap((p) =>
    agreementsFor(p).map((a): [string, string] => [`${a.code}.html`, agreementHtml(a, p.name)]),
  ),
);
