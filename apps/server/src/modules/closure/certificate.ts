/**
 * The closure certificate's body (decision 061): India's No Objection Certificate, Indonesia's
 * surat keterangan lunas. The documents library (domain/documents/render.ts) puts the lender's
 * letterhead, the order number, the time of issue and the verification code around it.
 */
import { formatDate, formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { html, type Html } from '../../kernel/html.ts';
import type { Lang } from '../../i18n.ts';
import { copy } from './copy.ts';

export interface ClosedLoan {
  region: Region;
  orderNo: string;
  lender: string;
  /** What the borrower repaid on the loan, minor units. */
  amountRepaid: number;
  closedAt: string;
}

export const certificateTitle = (region: Region, lang: Lang): string =>
  copy(lang, region === 'IN' ? 'titleIN' : 'titleID');

/** The certificate's own words and figures. */
export function certificateBody(loan: ClosedLoan, lang: Lang): Html {
  const w = (key: Parameters<typeof copy>[1]) => copy(lang, key);
  return html`<section class="closure">
<h1>${certificateTitle(loan.region, lang)}</h1>
<p>${copy(lang, 'certifies', { orderNo: loan.orderNo, lender: loan.lender })}</p>
<dl>
<dt>${w('lender')}</dt><dd>${loan.lender}</dd>
<dt>${w('loanNumber')}</dt><dd>${loan.orderNo}</dd>
<dt>${w('amountRepaid')}</dt><dd>${formatMoney(loan.region, loan.amountRepaid)}</dd>
<dt>${w('closedOn')}</dt><dd>${formatDate(loan.region, loan.closedAt)}</dd>
</dl>
<p>${w('bureaus')}</p>
</section>`;
}

export const CERTIFICATE_CSS = `.closure { max-width: 720px; margin: 0 auto; padding: 8px 16px; }
.closure h1 { font-size: 22px; }
.closure dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
.closure dd { margin: 0; font-weight: 600; }`;
