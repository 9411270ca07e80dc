/**
 * The one way the server writes HTML, SVG and XML (decision 045): the desk, the sandbox
 * gateway page, agreements, logos, crawler files, the API reference and the rendered page's
 * document. `html` escapes every value it is given with `escape-html` (jshttp, the escaper
 * Fastify's own static files use) for `& < > " '`, safe in element content and quoted
 * attributes alike, unless the value is already `Html`. Nothing else escapes by hand
 * (eslint.config.js refuses `escape-html` elsewhere and hand-written entities).
 */
import escapeHtml from 'escape-html';

/** Markup already escaped: passed through `html` unchanged. */
export interface Html {
  readonly html: string;
}

/** Markup written by us (a constant, a built stylesheet, rendered React): trusted as it is. */
export const raw = (markup: string): Html => ({ html: markup });

/** Escapes every value (lists joined, null/undefined/false dropped) unless it is `Html`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === null || item === undefined || item === false) continue;
      out +=
        typeof item === 'object' && 'html' in item ? (item as Html).html : escapeHtml(String(item));
    }
    out += strings[i + 1] ?? '';
  });
  return { html: out };
}
