/**
 * The statement of account as one self-contained HTML file with a print stylesheet (decision
 * 060): what the page shows, readable offline and printable to paper or PDF from any browser.
 * No script, no outside resource: the file is the borrower's to keep.
 */
import type { StatementRow } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import type { Region } from '../../../db/schema.ts';
import { html, raw } from '../../../kernel/html.ts';
import { htmlDocument } from '../../../kernel/html-document.ts';
import { readerOf, type Lang } from '../../../i18n.ts';
import { copy } from './copy.ts';

export interface StatementFileInput {
  region: Region;
  lang: Lang;
  orderNo: string;
  productName: string;
  lenderName: string | undefined;
  asOf: string;
  rows: readonly StatementRow[];
  outstanding: number;
}

const style = raw(`
body { font: 14px/1.45 system-ui, "Noto Sans", "Noto Sans Devanagari", sans-serif; color: #111; margin: 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
p { margin: 0 0 4px; }
table { border-collapse: collapse; width: 100%; margin-top: 16px; }
th, td { border-bottom: 1px solid #ccc; padding: 6px 4px; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tfoot td { font-weight: 600; border-bottom: 0; }
@media print { body { margin: 0; font-size: 11pt; } tr { break-inside: avoid; } thead { display: table-header-group; } }
`);

export function statementFile(input: StatementFileInput): string {
  const { region, lang } = input;
  const money = (n: number) => formatMoney(region, n);
  const t = (key: Parameters<typeof copy>[1], params?: Record<string, string>) =>
    copy(lang, key, params);
  const rows = input.rows.map(
    (row) =>
      html`<tr><td>${row.date}</td><td>${row.text}</td><td class="n">${money(row.amount)}</td><td class="n">${money(row.balance)}</td></tr>`,
  );
  const body =
    input.rows.length === 0
      ? html`<p>${t('fileNone')}</p>`
      : html`<table>
<thead><tr><th>${t('fileDate')}</th><th>${t('fileMovement')}</th><th class="n">${t('fileAmount')}</th><th class="n">${t('fileBalance')}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td></td><td>${t('fileClosing')}</td><td></td><td class="n">${money(input.outstanding)}</td></tr></tfoot>
</table>`;
  return htmlDocument({
    lang: readerOf(lang),
    title: `${t('fileTitle')} · ${input.orderNo}`,
    head: html`<style>${style}</style>`,
    body: html`<h1>${t('fileTitle')}</h1>
<p>${t('fileLoan', { orderNo: input.orderNo, product: input.productName })}</p>
${input.lenderName === undefined ? '' : html`<p>${t('fileLender')}: ${input.lenderName}</p>`}
<p>${t('fileAsOf', { moment: input.asOf })}</p>
${body}`,
  });
}
