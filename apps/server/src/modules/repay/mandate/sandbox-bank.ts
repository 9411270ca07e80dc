/**
 * The demo's consent pages, where the provider's link would take the borrower (decisions 076,
 * 078): the sandbox bank's for e-NACH (`GET /sandbox/enach?ref=`) and the sandbox wallet's for
 * an Indonesian wallet (`GET /sandbox/wallet?ref=&wallet=`). Each shows the mandate's terms, and
 * its two buttons (form POSTs, no script, the sandbox gateway's stylesheet) answer as the bank
 * or the wallet would — e-NACH signed waits for the bank's confirmation (`/dev/autopay/event`
 * `approve` plays it), a wallet linked is active at once, as Xendit's
 * `payment_token.activation` makes it — and lead back to `/autopay`. Registered in demo mode
 * with the sandbox only.
 */
import type { FastifyInstance } from 'fastify';
import { type WalletChannel, walletChannels } from '@tenor/contract/autopay-fields';
import { EWALLETS } from '@tenor/contract/ewallets';
import { formatDate, formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { pageUrl } from '@tenor/contract/paths';
import { requestLang } from '../../../http/language.ts';
import { readerOf, type Lang } from '../../../i18n.ts';
import { html } from '../../../kernel/html.ts';
import { htmlDocument } from '../../../kernel/html-document.ts';
import { SANDBOX_BANK_PATH, SANDBOX_WALLET_PATH } from '../../../providers/sandbox-mandates.ts';
import { GATEWAY_CSS_PATH } from '../gateway/gateway-html.ts';
import { copy } from './mandate-copy.ts';
import type { MandateRepository } from './mandate-repository.ts';
import type { MandateService } from './mandate-service.ts';

type Key = Parameters<typeof copy>[1];
/** Each page's words in mandate-copy.ts: `bankTitle`, `bankNotice`, … `walletUnknown`. */
type Words = 'bank' | 'wallet';
type Word = 'Title' | 'Notice' | 'Terms' | 'Yes' | 'No' | 'Unknown';

interface ConsentPage {
  path: string;
  method: 'enach' | 'wallet';
  market: Region;
  /** The market's page language, unless the borrower reads one of `also`. */
  lang: Lang;
  also: readonly Lang[];
  words: Words;
  /** The paths under `path` the two buttons post to. */
  answers: { yes: string; no: string };
  /**
   * What the provider reports of a yes: e-NACH signed (`authorised`, the bank confirms later),
   * a wallet linked (`confirmed`, active at once).
   */
  yes: 'authorised' | 'confirmed';
}

const pages: readonly ConsentPage[] = [
  {
    path: SANDBOX_BANK_PATH,
    method: 'enach',
    market: 'IN',
    lang: 'en',
    also: ['hi', 'zh'],
    words: 'bank',
    answers: { yes: 'sign', no: 'refuse' },
    yes: 'authorised',
  },
  {
    path: SANDBOX_WALLET_PATH,
    method: 'wallet',
    market: 'ID',
    lang: 'id',
    also: ['en', 'zh'],
    words: 'wallet',
    answers: { yes: 'link', no: 'refuse' },
    yes: 'confirmed',
  },
];

const refOf = (value: unknown): string => {
  const ref = (value as { ref?: unknown } | undefined)?.ref;
  return typeof ref === 'string' && ref.length <= 64 ? ref : '';
};

/** The wallet the page names: one of Xendit's channels, else none. */
const walletOf = (value: unknown): WalletChannel | '' => {
  const wallet = (value as { wallet?: unknown } | undefined)?.wallet;
  return walletChannels.find((channel) => channel === wallet) ?? '';
};

export function sandboxBankRoutes(
  app: FastifyInstance,
  opts: { repo: MandateRepository; mandates: MandateService; provider: string },
) {
  for (const page of pages) {
    /** The mandate of this page's kind waiting for the borrower's answer under `ref`. */
    const waiting = async (ref: string) => {
      if (ref === '') return undefined;
      const mandate = await opts.repo.byAuth(opts.provider, `sbx_auth_${ref}`);
      return mandate?.method === page.method &&
        mandate.status === 'pending' &&
        mandate.token_ref === null
        ? mandate
        : undefined;
    };

    app.get(page.path, async (request, reply) => {
      const asked = requestLang(request);
      const lang = page.also.includes(asked) ? asked : page.lang;
      const c = (word: Word, params: Record<string, string> = {}) =>
        copy(lang, `${page.words}${word}` satisfies Key, params);
      const ref = refOf(request.query);
      const wallet = walletOf(request.query);
      const mandate = await waiting(ref);
      const fields = html`<input type="hidden" name="ref" value="${ref}"><input type="hidden" name="wallet" value="${wallet}">`;
      const body =
        mandate === undefined
          ? html`<p role="status">${c('Unknown')}</p>`
          : html`<p>${c('Terms', {
              amount: formatMoney(page.market, mandate.max_amount),
              date: formatDate(page.market, mandate.ends_at, lang === 'hi' ? 'hi-IN' : undefined),
            })}</p>
<form method="post" action="${page.path}/${page.answers.yes}">${fields}<button type="submit" class="pay">${c('Yes')}</button></form>
<form method="post" action="${page.path}/${page.answers.no}">${fields}<button type="submit" class="cancel">${c('No')}</button></form>`;
      const title = c('Title', {
        wallet: wallet === '' ? 'e-wallet' : EWALLETS[wallet].name,
      });
      return reply
        .code(mandate === undefined ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          htmlDocument({
            lang: readerOf(lang),
            title,
            head: html`<link rel="stylesheet" href="${GATEWAY_CSS_PATH}">`,
            body: html`<main>
<h1>${title}</h1>
<p class="notice">${c('Notice')}</p>
${body}
</main>`,
          }),
        );
    });

    for (const answer of ['yes', 'no'] as const) {
      app.post(`${page.path}/${page.answers[answer]}`, async (request, reply) => {
        const ref = refOf(request.body);
        const mandate = await waiting(ref);
        if (mandate === undefined) {
          const again = new URLSearchParams({ ref, wallet: walletOf(request.body) });
          return reply.redirect(`${page.path}?${again.toString()}`, 303);
        }
        const authRef = mandate.auth_ref ?? '';
        const tokenRef = `sbx_token_${mandate.ref}`;
        await opts.mandates.onEvent(
          opts.provider,
          answer === 'yes' ? { kind: page.yes, authRef, tokenRef } : { kind: 'rejected', authRef },
        );
        return reply.redirect(pageUrl('autopay', { orderId: mandate.order_id }), 303);
      });
    }
  }
}
