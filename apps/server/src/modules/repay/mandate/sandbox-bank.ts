/**
 * The demo's bank page for e-NACH (decision 078), where Razorpay's registration link would take
 * the borrower: `GET /sandbox/enach?ref=` shows the mandate's terms, and Sign or Refuse (form
 * POSTs, no script, the sandbox gateway's stylesheet) answer as the bank would — signed, the
 * token waits for the bank's confirmation (`/dev/autopay/event` `approve` plays it) — and
 * lead back to `/autopay`. Registered in demo mode with the sandbox only.
 */
import type { FastifyInstance } from 'fastify';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { pageUrl } from '@tenor/contract/paths';
import { requestLang } from '../../../http/language.ts';
import { readerOf } from '../../../i18n.ts';
import { html } from '../../../kernel/html.ts';
import { htmlDocument } from '../../../kernel/html-document.ts';
import { GATEWAY_CSS_PATH } from '../gateway/gateway-html.ts';
import { copy } from './mandate-copy.ts';
import type { MandateRepository } from './mandate-repository.ts';
import type { MandateService } from './mandate-service.ts';
import { SANDBOX_BANK_PATH } from '../../../providers/sandbox-mandates.ts';

const refOf = (value: unknown): string => {
  const ref = (value as { ref?: unknown } | undefined)?.ref;
  return typeof ref === 'string' && ref.length <= 64 ? ref : '';
};

export function sandboxBankRoutes(
  app: FastifyInstance,
  opts: { repo: MandateRepository; mandates: MandateService; provider: string },
) {
  /** The e-NACH mandate waiting for the borrower's signature under `ref`. */
  async function waiting(ref: string) {
    if (ref === '') return undefined;
    const mandate = await opts.repo.byAuth(opts.provider, `sbx_auth_${ref}`);
    return mandate?.method === 'enach' && mandate.status === 'pending' && mandate.token_ref === null
      ? mandate
      : undefined;
  }

  app.get(SANDBOX_BANK_PATH, async (request, reply) => {
    // India's page: English unless the borrower reads Hindi (or Chinese).
    const asked = requestLang(request);
    const lang = asked === 'hi' || asked === 'zh' ? asked : 'en';
    const c = (key: Parameters<typeof copy>[1], params: Record<string, string> = {}) =>
      copy(lang, key, params);
    const ref = refOf(request.query);
    const mandate = await waiting(ref);
    const field = html`<input type="hidden" name="ref" value="${ref}">`;
    const body =
      mandate === undefined
        ? html`<p role="status">${c('bankUnknown')}</p>`
        : html`<p>${c('bankTerms', {
            amount: formatMoney('IN', mandate.max_amount),
            date: formatDate('IN', mandate.ends_at, lang === 'hi' ? 'hi-IN' : undefined),
          })}</p>
<form method="post" action="${SANDBOX_BANK_PATH}/sign">${field}<button type="submit" class="pay">${c('bankSign')}</button></form>
<form method="post" action="${SANDBOX_BANK_PATH}/refuse">${field}<button type="submit" class="cancel">${c('bankRefuse')}</button></form>`;
    return reply
      .code(mandate === undefined ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        htmlDocument({
          lang: readerOf(lang),
          title: c('bankTitle'),
          head: html`<link rel="stylesheet" href="${GATEWAY_CSS_PATH}">`,
          body: html`<main>
<h1>${c('bankTitle')}</h1>
<p class="notice">${c('bankNotice')}</p>
${body}
</main>`,
        }),
      );
  });

  for (const answer of ['sign', 'refuse'] as const) {
    app.post(`${SANDBOX_BANK_PATH}/${answer}`, async (request, reply) => {
      const ref = refOf(request.body);
      const mandate = await waiting(ref);
      if (mandate === undefined) return reply.redirect(`${SANDBOX_BANK_PATH}?ref=${ref}`, 303);
      const authRef = mandate.auth_ref ?? '';
      await opts.mandates.onEvent(
        opts.provider,
        answer === 'sign'
          ? { kind: 'authorised', authRef, tokenRef: `sbx_token_${mandate.ref}` }
          : { kind: 'rejected', authRef },
      );
      return reply.redirect(pageUrl('autopay', { orderId: mandate.order_id }), 303);
    });
  }
}
