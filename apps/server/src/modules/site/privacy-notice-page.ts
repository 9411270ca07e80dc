/**
 * The privacy notice page (decision 063): the market's itemised notice (content/privacy-notice.ts)
 * in the language asked, with its version, as one server page every consent links to. Public,
 * the same for everyone, so caches may keep it for an hour.
 */
import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_PATH } from '@tenor/contract/privacy-notice';
import { privacyNotice } from '../../content/privacy-notice.ts';
import { browserLang } from '../../http/language.ts';
import type { Lang } from '../../i18n.ts';
import { htmlDocument } from '../../kernel/html-document.ts';
import { html } from '../../kernel/html.ts';
import { AGREEMENT_CSS, AGREEMENT_PREFIX } from '../../content/agreement-html.ts';

const LANGS: readonly Lang[] = ['en', 'id', 'zh', 'hi'];

export function privacyNoticePage(market: 'IN' | 'ID', lang: Lang): string {
  const n = privacyNotice(market, lang);
  const docLang = n === privacyNotice(market, 'en') && lang !== 'en' ? 'en' : lang;
  return htmlDocument({
    lang: docLang,
    title: n.title,
    // The agreements' stylesheet, as every server page for borrowers (no inline style: the CSP).
    head: html`<meta name="robots" content="noindex">
<link rel="stylesheet" href="${AGREEMENT_PREFIX}${AGREEMENT_CSS}">`,
    body: html`<main>
<h1>${n.title}</h1>
<p data-version="${n.version}">${n.version} · ${n.effective}</p>
<p>${n.intro}</p>
<table>
<caption>${n.itemsTitle}</caption>
<thead><tr><th scope="col">${n.dataHead}</th><th scope="col">${n.purposeHead}</th></tr></thead>
<tbody>
${n.items.map((i) => html`<tr><td>${i.data}</td><td>${i.purpose}</td></tr>`)}
</tbody>
</table>
<h2>${n.rightsTitle}</h2>
<ul>
${n.rights.map((r) => html`<li>${r}</li>`)}
</ul>
<p>${n.complaint}</p>
</main>`,
  });
}

export async function privacyNoticeRoutes(app: FastifyInstance): Promise<void> {
  app.get(PRIVACY_NOTICE_PATH, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const asked = LANGS.find((l) => l === q.lang);
    const market = q.market === 'IN' || q.market === 'ID' ? q.market : undefined;
    const lang = asked ?? browserLang(request);
    const page = privacyNoticePage(market ?? (lang === 'id' ? 'ID' : 'IN'), lang);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(page);
  });
}
