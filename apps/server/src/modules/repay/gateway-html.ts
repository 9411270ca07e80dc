/**
 * The sandbox provider's hosted payment page (`GET /sandbox/gateway?ref=…`): plain,
 * accessible HTML with no inline style or script, so it renders under the strict CSP,
 * styled by `/sandbox/gateway.css`. Pay and Cancel are ordinary form POSTs (form-action
 * 'self') that redirect back to the loan.
 */
import type { Lang } from '../../i18n.ts';
import { repayCopy } from './copy.ts';
import { GATEWAY_PATH } from '../../providers/sandbox-payment.ts';

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const GATEWAY_CSS_PATH = '/sandbox/gateway.css';
export const GATEWAY_PAY_PATH = `${GATEWAY_PATH}/pay`;
export const GATEWAY_CANCEL_PATH = `${GATEWAY_PATH}/cancel`;

export type GatewayState = 'open' | 'done' | 'closed' | 'unknown';

export interface GatewayPage {
  lang: Lang;
  state: GatewayState;
  ref: string;
  merchant: string;
  orderNo: string;
  amountText: string;
  /** Where "Back to the loan" leads. */
  backUrl: string;
}

const htmlLang = (lang: Lang) => (lang === 'en' ? 'en-IN' : 'id');

export function gatewayHtml(page: GatewayPage): string {
  const c = (key: Parameters<typeof repayCopy>[1], params = {}) =>
    escapeHtml(repayCopy(page.lang, key, params));
  const details = `<dl>
<div><dt>${c('gatewayMerchant')}</dt><dd>${escapeHtml(page.merchant)}</dd></div>
<div><dt>${c('gatewayOrder')}</dt><dd>${escapeHtml(page.orderNo)}</dd></div>
<div><dt>${c('gatewayAmount')}</dt><dd>${escapeHtml(page.amountText)}</dd></div>
</dl>`;
  const back = `<p><a href="${escapeHtml(page.backUrl)}">${c('gatewayBack')}</a></p>`;
  const ref = `<input type="hidden" name="ref" value="${escapeHtml(page.ref)}">`;
  const body: Record<GatewayState, string> = {
    open: `${details}
<form method="post" action="${GATEWAY_PAY_PATH}">${ref}<button type="submit" class="pay">${c('gatewayPay', { amount: page.amountText })}</button></form>
<form method="post" action="${GATEWAY_CANCEL_PATH}">${ref}<button type="submit" class="cancel">${c('gatewayCancel')}</button></form>`,
    done: `${details}<p role="status">${c('gatewayDone')}</p>${back}`,
    closed: `${details}<p role="status">${c('gatewayClosed')}</p>${back}`,
    unknown: `<p role="status">${c('gatewayUnknown')}</p>`,
  };
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(page.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${c('gatewayTitle')}</title>`,
    `<link rel="stylesheet" href="${GATEWAY_CSS_PATH}">`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${c('gatewayTitle')}</h1>`,
    `<p class="notice">${c('gatewayNotice')}</p>`,
    body[page.state],
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
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
`;
