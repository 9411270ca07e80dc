/**
 * The operators' desk page of a borrower's consent ledger (`/ops/consents`): search a
 * borrower by phone or id, read every consent and disclosure row, and download them as JSON
 * or CSV for an auditor (decision 056).
 */
import type { FastifyInstance } from 'fastify';
import type { ConsentRow } from '@tenor/contract/consent';
import { formatMoment } from '@tenor/contract/format';
import type { Db } from '../../db/database.ts';
import type { Borrower } from '../../db/schema.ts';
import { type DeskOptions, deskPages } from '../../desk/desk-kit.ts';
import { dataTable, html, page } from '../../desk/desk-html.ts';
import { consentRepository } from './consent-repository.ts';
import { ledgerRow } from './kfs-service.ts';

const kindNames: Record<ConsentRow['kind'], string> = {
  kfs_shown: 'KFS shown',
  terms_chosen: 'Amount and term chosen',
  kfs_acknowledged: 'KFS acknowledged',
  summary_acknowledged: 'KFS key facts in plain words acknowledged',
  agreement_accepted: 'Agreement accepted',
  consent_given: 'Consent given',
  consent_withdrawn: 'Optional consent withdrawn',
};

const CSV_COLUMNS = [
  'id',
  'kind',
  'at',
  'productName',
  'orderNo',
  'kfsNo',
  'amount',
  'periods',
  'termUnit',
  'document',
  'version',
  'digest',
  'deviceId',
  'privacyVersion',
] as const satisfies readonly (keyof ConsentRow)[];

/** RFC 4180 field; a leading =, +, - or @ is quoted with a ' so a spreadsheet never runs it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The ledger as CSV: a header line, then one line per row (money in minor units). */
export const ledgerCsv = (borrower: Borrower, rows: readonly ConsentRow[]): string =>
  [
    ['borrowerId', 'phone', ...CSV_COLUMNS].join(','),
    ...rows.map((r) =>
      [borrower.id, borrower.phone, ...CSV_COLUMNS.map((c) => r[c])].map(csvField).join(','),
    ),
  ].join('\r\n') + '\r\n';

function consentsPage(
  csrf: string,
  search: string,
  found: { borrower: Borrower; rows: ConsentRow[] } | null,
): string {
  const form = html`<form method="get" action="/ops/consents" class="search">
    <label for="consent-q">Borrower phone or id</label>
    <input id="consent-q" name="q" value="${search}" required />
    <button type="submit">Find</button>
  </form>`;
  let body = html``;
  if (search !== '' && found === null) body = html`<p>No borrower with that phone or id.</p>`;
  if (found !== null) {
    const { borrower, rows } = found;
    const region = borrower.region;
    const table = dataTable(
      html`Consent ledger of borrower #${borrower.id} (${borrower.phone}), oldest first; times
        are the borrower's market time.`,
      ['When', 'Event', 'Product and order', 'Choice', 'Document', 'Device'],
      rows.map(
        (r) =>
          html`<tr>
            <td>${formatMoment(region, r.at)}</td>
            <td>${kindNames[r.kind]}${r.kfsNo === '' ? '' : html`<br /><span class="muted">${r.kfsNo}</span>`}</td>
            <td>${r.productName}${r.orderNo === '' ? '' : html`<br /><span class="muted">${r.orderNo}</span>`}</td>
            <td>${r.amount === 0 ? '' : `${r.amount} (minor units), ${r.periods} ${r.termUnit}`}</td>
            <td class="text">${r.document}${r.version === '' ? '' : ` (${r.version})`}${r.digest === '' ? '' : html`<br /><span class="muted">SHA-256 ${r.digest}</span>`}</td>
            <td>${r.deviceId}</td>
          </tr>`,
      ),
      'No consents recorded for this borrower.',
    );
    body = html`<p>
        <a href="/ops/consents/export.json?borrower=${borrower.id}" download>Download JSON</a> ·
        <a href="/ops/consents/export.csv?borrower=${borrower.id}" download>Download CSV</a>
      </p>
      ${table}`;
  }
  return page(
    { title: 'Consents', csrf, current: 'consents' },
    html`<h1>Consent ledger</h1>
      ${form} ${body}`,
  );
}

const queryText = (query: unknown, key: string): string => {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value.slice(0, 40) : '';
};

export async function consentDeskRoutes(
  app: FastifyInstance,
  opts: { desk: DeskOptions; db: Db },
): Promise<void> {
  const kit = deskPages(app, opts.desk);
  const repo = consentRepository(opts.db);
  const ledgerOf = async (search: string) => {
    const borrower = search === '' ? undefined : await repo.findBorrower(search);
    if (borrower === undefined) return null;
    return { borrower, rows: (await repo.eventsOf(borrower.id)).map(ledgerRow) };
  };

  kit.page('/ops/consents', async (csrf, request) => {
    const search = queryText(request.query, 'q').trim();
    return consentsPage(csrf, search, await ledgerOf(search));
  });

  app.get<{ Params: { format: string } }>(
    '/ops/consents/export.:format',
    async (request, reply) => {
      const session = await kit.signedIn(request, reply);
      if (session === null) return reply;
      const format = request.params.format;
      const id = queryText(request.query, 'borrower');
      const found =
        /^\d{1,9}$/.test(id) && (format === 'json' || format === 'csv') ? await ledgerOf(id) : null;
      if (found === null) return reply.callNotFound();
      const { borrower, rows } = found;
      const name = `consents-borrower-${borrower.id}.${format}`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
        .send(
          format === 'json'
            ? JSON.stringify(
                {
                  borrower: { id: borrower.id, phone: borrower.phone, region: borrower.region },
                  consents: rows,
                },
                null,
                2,
              )
            : ledgerCsv(borrower, rows),
        );
    },
  );
}
