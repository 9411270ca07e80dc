/**
 * The one way server-built HTML, SVG and XML escape text (the desk, the sandbox gateway page,
 * agreements, logos, crawler files, the rendered page's head): `escape-html` (jshttp, the
 * escaper Fastify's own static files use) for `& < > " '`, safe in element content and quoted
 * attributes alike, and a tagged template that escapes every value unless it is `raw`.
 */
import escapeHtml from 'escape-html';

export { escapeHtml };

/** Markup already escaped: passed through `html` unchanged. */
export interface Html {
  readonly html: string;
}

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
