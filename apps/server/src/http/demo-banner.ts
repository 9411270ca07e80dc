import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { html } from '../kernel/html.ts';

/**
 * The banner every page carries when a demo is reachable by others (DEMO_PUBLIC=true,
 * docs/operations.md): nobody who opens it can take it for a lender. In both markets'
 * languages, since a page's language is not known where the banner is added.
 */
const MARKER = 'tenor-demo-banner';
const CSS_PATH = '/demo-banner.css';

const CSS = `.${MARKER}{position:sticky;top:0;z-index:2147483647;margin:0;padding:6px 12px;background:#8a1c1c;color:#fff;font:600 13px/1.4 system-ui,sans-serif;text-align:center}`;

const BANNER = html`<div class="${MARKER}" role="note"><link rel="stylesheet" href="${CSS_PATH}">\
Demo server, not a real lender: codes and payments are simulated. · \
<span lang="id">Server demo, bukan pemberi pinjaman sungguhan: kode dan pembayaran hanya simulasi.</span></div>`
  .html;

const BODY = /<body[^>]*>/i;

/** The page with the banner first in its body (once). */
export function withDemoBanner(html: string): string {
  if (html.includes(MARKER)) return html;
  return html.replace(BODY, (body) => `${body}${BANNER}`);
}

/** Adds the banner to every HTML answer and serves its stylesheet (the CSP allows no inline style). */
export const demoBannerPlugin = fp(
  async (app: FastifyInstance) => {
    app.get(CSS_PATH, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(CSS),
    );
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof payload !== 'string' || typeof type !== 'string') return payload;
      return type.startsWith('text/html') ? withDemoBanner(payload) : payload;
    });
  },
  { name: 'demo-banner' },
);
