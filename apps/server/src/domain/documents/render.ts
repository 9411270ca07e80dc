/**
 * The documents library (decision 059): every downloadable document — the executed Key Fact
 * Statement or RIPLAY and loan agreement today, the statement of account and the closure
 * certificate later — is one self-contained HTML file with a print style, rendered here.
 * `renderDocument(kind, data, lang)` gives the exact bytes to store and send and their SHA-256;
 * a changed byte changes the digest, which is what the public check compares
 * (apps/server/src/modules/documents/routes.ts).
 *
 * Self-contained: the stylesheet is inside, nothing is fetched (an offline copy, a mail
 * attachment or a print reads the same), and no script runs. Text is shaped by the reader's
 * own engine with the system's fonts, which cover Latin and Devanagari on Android, iOS and
 * desktops (the font stack below; decision 059 says why not a PDF library).
 */
import { createHash } from 'node:crypto';
import type { Region } from '@tenor/contract/launch';
import { formatDateTime } from '@tenor/contract/format';
import { html, raw, type Html } from '../../kernel/html.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { htmlDocument } from '../../kernel/html-document.ts';
import { copy } from './copy.ts';
import type { DocumentSigner } from './signature.ts';

/** What a document is; its verification, storage and listing do not depend on it. */
export type DocumentKind = 'kfs' | 'agreement' | 'statement' | 'closure';

export interface DocumentData {
  /** The document's title (the agreement's own, e.g. "Key Fact Statement"). */
  title: string;
  region: Region;
  /** The letterhead: the regulated lender who issues it. */
  lender: { legalName: string; registration: string };
  orderNo: string;
  issuedAt: Date;
  /** Printed on the document; the public check reads it (verification-code.ts). */
  code: string;
  /** Where the check is, absolute when the document leaves the app. */
  verifyUrl: string;
  /** The content, markup we wrote (e.g. the KFS page's main part). */
  body: Html;
  /** The content's own stylesheet, when it has one (e.g. the agreement pages'). */
  css?: string | undefined;
  /** The issuer's key (decision 067): its block is printed, its signature ends the file. */
  signer: DocumentSigner;
}

export interface RenderedDocument {
  bytes: Buffer;
  /** SHA-256 of `bytes`, lower-case hex. */
  sha256: string;
  contentType: string;
  fileName: string;
  /** What `loan_documents` keeps of the signature (migration 049). */
  signed: { key_id: string; signature: string; signer: string };
}

/** The public keys' page beside the check (`/verify` → `/verify/keys`), absolute when it is. */
export const keysUrlOf = (verifyUrl: string): string => verifyUrl.replace(/\?.*$/, '/keys');

/**
 * Fonts: the system's sans-serif, with the families that carry Devanagari named first where
 * they exist (Android's Noto, Apple's Kohinoor, Windows' Nirmala), then Latin. Print: A4, no
 * colours that need ink, links written out.
 */
const DOCUMENT_CSS = `body { font-family: "Noto Sans", "Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif; }
.letterhead { border-bottom: 2px solid currentColor; padding: 12px 16px 8px; max-width: 720px; margin: 0 auto; }
.letterhead p { margin: 0; }
.letterhead .lender { font-size: 18px; font-weight: 700; }
.document-meta { max-width: 720px; margin: 0 auto; padding: 8px 16px; font-size: 14px; }
.document-meta dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; }
.document-meta dd { margin: 0; text-align: start; font-weight: 600; }
.verification { max-width: min(720px, calc(100% - 32px)); margin: 16px auto; padding: 12px 16px; border: 1px dashed currentColor; font-size: 14px; }
.signature { max-width: min(720px, calc(100% - 32px)); margin: 0 auto 16px; padding: 0 16px; font-size: 13px; }
.verification .code { font: 700 18px/1.4 ui-monospace, "Noto Sans Mono", monospace; letter-spacing: 1px; }
.bar, .back, script { display: none; }
@page { size: A4; margin: 16mm; }
@media print {
  body { background: #fff; color: #000; }
  .letterhead, .document-meta, .verification, main { max-width: none; }
  a[href^="http"]::after { content: " (" attr(href) ")"; }
}
`;

const safeName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'document';

export function renderDocument(
  kind: DocumentKind,
  data: DocumentData,
  lang: Lang,
): RenderedDocument {
  const w = (key: 'about' | 'order' | 'issued' | 'codeLabel' | 'checkAt' | 'signatureNote') =>
    copy(lang, key);
  const { signer } = data;
  const keysUrl = keysUrlOf(data.verifyUrl);
  const issued = formatDateTime(data.region, data.issuedAt);
  const page = htmlDocument({
    lang: readerOf(lang),
    title: `${data.title} — ${data.orderNo}`,
    head: html`<meta name="tenor-document" content="${kind}">
<style>${raw(data.css ?? '')}
${raw(DOCUMENT_CSS)}</style>`,
    body: html`<header class="letterhead">
<p class="lender">${data.lender.legalName}</p>
<p>${data.lender.registration}</p>
</header>
<section class="document-meta" aria-label="${w('about')}">
<dl>
<dt>${w('order')}</dt><dd>${data.orderNo}</dd>
<dt>${w('issued')}</dt><dd>${issued}</dd>
</dl>
</section>
<main>
${data.body}
</main>
<footer class="verification">
<p>${w('codeLabel')} <span class="code">${data.code}</span></p>
<p>${w('checkAt')} <a href="${data.verifyUrl}">${data.verifyUrl}</a></p>
</footer>
<section class="signature" aria-label="${copy(lang, 'signatureTitle')}">
<p>${copy(lang, 'signedBy', { signer: signer.name, keyId: signer.keyId, algorithm: signer.algorithm })}</p>
<p>${w('signatureNote')} <a href="${keysUrl}">${keysUrl}</a></p>
</section>`,
  });
  const { bytes, signature } = signer.seal(Buffer.from(page, 'utf8'));
  return {
    bytes,
    sha256: sha256Hex(bytes),
    contentType: 'text/html; charset=utf-8',
    fileName: `${safeName(data.title)}-${safeName(data.orderNo)}.html`,
    signed: { key_id: signer.keyId, signature, signer: signer.name },
  };
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * The inside of a page we rendered ourselves (its `<main>`, else its `<body>`): how a page
 * such as the Key Fact Statement becomes a document's body without a second renderer.
 */
export function mainOf(page: string): Html {
  const found =
    /<main[^>]*>([\s\S]*)<\/main>/i.exec(page) ?? /<body[^>]*>([\s\S]*)<\/body>/i.exec(page);
  return raw(found?.[1] ?? page);
}
