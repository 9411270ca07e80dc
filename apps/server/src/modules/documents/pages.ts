/**
 * The documents' own pages, plain HTML under the strict CSP like the agreement pages (their
 * stylesheet, no inline style or script): the public check (`/verify`) and the order's page
 * of documents an SMS links to. Both show nothing personal: a lender, an order number, a
 * date and document titles.
 */
import { formatDate } from '@tenor/contract/format';
import { AGREEMENT_CSS, AGREEMENT_PREFIX } from '../../content/agreement-html.ts';
import { copy } from '../../domain/documents/copy.ts';
import type { Verdict } from '../../domain/documents/verdict.ts';
import { html, type Html } from '../../kernel/html.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { htmlDocument } from '../../kernel/html-document.ts';

export const VERIFY_JS_PATH = '/verify.js';
/** The public signing keys (decision 067): JSON, and each key as PEM at `/verify/keys/<id>.pem`. */
export const KEYS_PATH = '/verify/keys';

const otherLangs: Record<Lang, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  zh: '中文',
  hi: 'हिन्दी',
};

function page(lang: Lang, title: string, content: Html, script = false): string {
  return htmlDocument({
    lang: readerOf(lang),
    title,
    head: [
      html`<meta name="robots" content="noindex">
<link rel="stylesheet" href="${AGREEMENT_PREFIX}${AGREEMENT_CSS}">`,
      script && html`<script src="${VERIFY_JS_PATH}" defer></script>`,
    ],
    body: html`<main>
<h1>${title}</h1>
${content}
</main>`,
  });
}

function verdictHtml(lang: Lang, v: Verdict): Html {
  if (v.kind === 'notIssued') {
    return html`<section role="status" data-verdict="notIssued"><h2>${copy(lang, 'notIssued')}</h2><p>${copy(lang, 'notIssuedHelp')}</p></section>`;
  }
  if (v.kind === 'altered') {
    return html`<section role="status" data-verdict="altered"><h2>${copy(lang, 'altered')}</h2></section>`;
  }
  const line = copy(lang, 'issuedBy', {
    lender: v.lender,
    orderNo: v.orderNo,
    date: formatDate(v.region, v.issuedAt, readerOf(lang)),
  });
  const signed =
    v.signature &&
    html`<p data-signature="valid">${copy(lang, 'signatureValid', { signer: v.signature.signer, keyId: v.signature.keyId })}</p>`;
  return html`<section role="status" data-verdict="issued" class="figures"><h2>${line}</h2>${signed}${v.sameBytes && html`<p>${copy(lang, 'sameBytes')}</p>`}</section>`;
}

/** `/verify`: the form, and the verdict when a code was asked about. */
export function verifyPage(
  lang: Lang,
  asked: { code: string; digest: string },
  verdict: Verdict | undefined,
): string {
  const languages = (Object.keys(otherLangs) as Lang[])
    .filter((l) => l !== lang)
    .map(
      (l) =>
        html` <a href="?${new URLSearchParams({ lang: l, code: asked.code })}" lang="${readerOf(l)}" hreflang="${readerOf(l)}">${otherLangs[l]}</a>`,
    );
  const content = html`<p>${copy(lang, 'verifyIntro')}</p>
<form method="get" action="/verify">
<input type="hidden" name="lang" value="${lang}">
<p><label for="code">${copy(lang, 'codeField')}</label><br><input id="code" name="code" value="${asked.code}" required autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="40"></p>
<p><label for="file">${copy(lang, 'fileField')}</label><br><input id="file" type="file" data-digest-of="digest"></p>
<p><label for="digest">${copy(lang, 'digestField')}</label><br><input id="digest" name="digest" value="${asked.digest}" autocomplete="off" spellcheck="false" maxlength="80"></p>
<p><button type="submit">${copy(lang, 'check')}</button></p>
</form>
${verdict && verdictHtml(lang, verdict)}
<p><a href="${KEYS_PATH}">${copy(lang, 'keysLink')}</a></p>
<p>${languages}</p>`;
  return page(lang, copy(lang, 'verifyTitle'), content, true);
}

/**
 * Fills the digest field with the SHA-256 of the chosen file, read on the device: the file
 * never leaves it. Where Web Crypto is missing (a page not served over https) the field stays
 * as it was and the code alone is checked.
 */
export const verifyJs = `document.querySelectorAll('input[data-digest-of]').forEach(function (input) {
  input.addEventListener('change', function () {
    var target = document.getElementById(input.getAttribute('data-digest-of'));
    var file = input.files && input.files[0];
    if (!file || !target || !window.crypto || !window.crypto.subtle) return;
    file.arrayBuffer().then(function (bytes) {
      return window.crypto.subtle.digest('SHA-256', bytes);
    }).then(function (digest) {
      target.value = Array.from(new Uint8Array(digest)).map(function (b) {
        return b.toString(16).padStart(2, '0');
      }).join('');
    });
  });
});
`;

/** The order's documents, each a real link with the grant (what the SMS opens). */
export function orderDocumentsPage(
  lang: Lang,
  docs: readonly { title: string; href: string; fileName: string }[],
): string {
  const content = html`<ul>${docs.map(
    (d) =>
      html`<li><a href="${d.href}" download="${d.fileName}">${copy(lang, 'download')}: ${d.title}</a></li>`,
  )}</ul>
<p><a href="/verify?lang=${lang}">${copy(lang, 'verifyTitle')}</a></p>`;
  return page(lang, copy(lang, 'documentsTitle'), content);
}

/** A link past its expiry, or not ours. */
export const expiredPage = (lang: Lang): string =>
  page(lang, copy(lang, 'documentsTitle'), html`<p role="status">${copy(lang, 'linkExpired')}</p>`);
