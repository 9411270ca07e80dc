/**
 * The area's own pages (the export's readable copy, the public deletion page): plain HTML under
 * the agreement pages' stylesheet and strict CSP, never indexed.
 */
import { AGREEMENT_CSS, AGREEMENT_PREFIX } from '../../content/agreement-html.ts';
import { html, type Html } from '../../kernel/html.ts';
import type { Lang } from '../../i18n.ts';

const htmlLang: Record<Lang, string> = { en: 'en', id: 'id', zh: 'zh-CN', hi: 'hi' };

export const plainPage = (lang: Lang, title: string, body: Html): string =>
  html`<!doctype html>
<html lang="${htmlLang[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${AGREEMENT_PREFIX}${AGREEMENT_CSS}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.html;
