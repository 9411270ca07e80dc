/**
 * The sandbox provider's hosted payment page (`GET /sandbox/gateway?ref=…`): plain,
 * accessible HTML with no inline style or script, so it renders under the strict CSP,
 * styled by `/sandbox/gateway.css`. Pay and Cancel are ordinary form POSTs (form-action
 * 'self'): Pay leads to the payment's receipt, Cancel back to the ways to pay.
 */
import { readerOf, type Lang } from '../../../i18n.ts';
import { copy } from '../copy.ts';
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import { netBanks } from '../../../providers/sandbox-catalogue.ts';
import { GATEWAY_PATH } from '../../../providers/sandbox-payment.ts';
import { html, type Html } from '../../../kernel/html.ts';
import { htmlDocument } from '../../../kernel/html-document.ts';

export const GATEWAY_CSS_PATH = '/sandbox/gateway.css';
export const GATEWAY_PAY_PATH = `${GATEWAY_PATH}/pay`;
export const GATEWAY_CANCEL_PATH = `${GATEWAY_PATH}/cancel`;

export type GatewayState = 'open' | 'done' | 'closed' | 'unknown';

export interface GatewayPage {
  lang: Lang;
  state: GatewayState;
  ref: string;
  merchant: string;
  method: GatewayMethod;
  orderNo: string;
  amountText: string;
  /** The payment's receipt: where Pay leads. */
  backUrl: string;
  /** The ways to pay: where Cancel leads. */
  cancelUrl: string;
}

type Copy = (key: Parameters<typeof copy>[1], params?: Record<string, string>) => string;

/** Net banking asks which bank; the sandbox's debit card asks nothing (no card data here). */
function methodFields(page: GatewayPage, c: Copy): Html {
  if (page.method === 'debitCard') return html`<p>${c('gatewayCardNote')}</p>`;
  const options = netBanks.map(
    (bank, i) =>
      html`<label><input type="radio" name="bank" value="${bank.code}"${i === 0 && ' checked'}> ${bank.name}</label>\n`,
  );
  return html`<fieldset><legend>${c('gatewayBank')}</legend>\n${options}</fieldset>`;
}

export function gatewayHtml(page: GatewayPage): string {
  const c: Copy = (key, params = {}) => copy(page.lang, key, params);
  const details = html`<dl>
<div><dt>${c('gatewayMerchant')}</dt><dd>${page.merchant}</dd></div>
<div><dt>${c('gatewayOrder')}</dt><dd>${page.orderNo}</dd></div>
<div><dt>${c('gatewayAmount')}</dt><dd>${page.amountText}</dd></div>
<div><dt>${c('gatewayMethod')}</dt><dd>${c(page.method === 'netbanking' ? 'gatewayNetbanking' : 'gatewayDebitCard')}</dd></div>
</dl>`;
  const back = html`<p><a href="${page.backUrl}">${c('gatewayBack')}</a></p>`;
  const again = html`<p><a href="${page.cancelUrl}">${c('gatewayChooseAgain')}</a></p>`;
  const ref = html`<input type="hidden" name="ref" value="${page.ref}">`;
  const body: Record<GatewayState, () => Html> = {
    open: () => html`${details}
<form method="post" action="${GATEWAY_PAY_PATH}">${ref}${methodFields(page, c)}<button type="submit" class="pay">${c('gatewayPay', { amount: page.amountText })}</button></form>
<form method="post" action="${GATEWAY_CANCEL_PATH}">${ref}<button type="submit" class="cancel">${c('gatewayCancel')}</button></form>`,
    done: () => html`${details}<p role="status">${c('gatewayDone')}</p>${back}`,
    closed: () => html`${details}<p role="status">${c('gatewayClosed')}</p>${again}`,
    unknown: () => html`<p role="status">${c('gatewayUnknown')}</p>`,
  };
  return htmlDocument({
    lang: readerOf(page.lang),
    title: c('gatewayTitle'),
    head: html`<link rel="stylesheet" href="${GATEWAY_CSS_PATH}">`,
    body: html`<main>
<h1>${c('gatewayTitle')}</h1>
<p class="notice">${c('gatewayNotice')}</p>
${body[page.state]()}
</main>`,
  });
}

export const gatewayCss = `:root { color-scheme: light; }
body {
  margin: 0;
  background: #ffffff;
  color: #1f2328;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif;
}
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1.25rem 2.5rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
.notice { background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 0.5rem 0.75rem; }
dl { margin: 1.25rem 0; }
dl div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #d0d7de; }
dt { color: #57606a; }
dd { margin: 0; font-weight: 600; text-align: right; }
form { margin: 0.75rem 0 0; }
button { width: 100%; min-height: 48px; border-radius: 8px; font: inherit; font-weight: 600; cursor: pointer; }
button.pay { background: #0b5cad; color: #ffffff; border: 0; }
button.cancel { background: #ffffff; color: #0b5cad; border: 1px solid #0b5cad; }
button:focus-visible, a:focus-visible { outline: 3px solid #1f2328; outline-offset: 2px; }
a { color: #0b5cad; }
fieldset { border: 1px solid #d0d7de; border-radius: 8px; margin: 0 0 1rem; padding: 0.5rem 0.75rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
label { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
input[type="radio"] { width: 1.25rem; height: 1.25rem; }
`;
