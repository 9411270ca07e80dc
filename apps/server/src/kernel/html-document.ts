/**
 * The one document every server-written HTML page sits in (decision 045): the desk, the
 * agreements and Key Fact Statements, the documents given at signing, the statement file,
 * the sandbox gateway. `head` holds what the page adds after its title (robots, stylesheets,
 * a deferred script); `body` is the page's own markup.
 */
import { html, type Html } from './html.ts';

type Part = Html | false | undefined;

export function htmlDocument(doc: {
  lang: string;
  title: string;
  head?: Part | Part[];
  body: Html;
}): string {
  return html`<!doctype html>
<html lang="${doc.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${doc.title}</title>
${doc.head}
</head>
<body>
${doc.body}
</body>
</html>
`.html;
}
