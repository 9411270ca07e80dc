/**
 * The desk's queue of data requests (`/ops/data-requests`, decision 064): every export,
 * correction, erasure and deletion with its reference, market, due time and clock (a breach in
 * red), and a form to record the answer the borrower then reads in My data.
 */
import type { FastifyInstance } from 'fastify';
import { formatMoment } from '@tenor/contract/format';
import { toIso } from '../../db/time.ts';
import type { DataRequest } from '../../db/schema.ts';
import { type DeskOptions, deskPages } from '../../desk/desk-kit.ts';
import { csrfField, dataTable, html, sectionPage } from '../../desk/desk-html.ts';
import type { RightsRepository } from './repository.ts';

type QueueRow = DataRequest & { phone: string };

const kindNames: Record<DataRequest['kind'], string> = {
  export: 'Export',
  correct: 'Correction',
  erase: 'Erasure',
  delete: 'Account deletion',
};

/** A request still owed an answer past its due time is a breach. */
export const isBreach = (r: DataRequest, now: Date) =>
  r.answered_at === null && Date.parse(r.due_at) < now.getTime();

function queuePage(csrf: string, rows: QueueRow[], now: Date): string {
  const table = dataTable(
    html`Data requests, soonest due first; times are the borrower's market time. A request
      unanswered past its due time is a breach.`,
    ['Reference', 'Request', 'Borrower', 'Received', 'Due', 'Status', 'Answer'],
    rows.map((r) => {
      const breach = isBreach(r, now);
      return html`<tr class="${breach ? 'is-overdue' : ''}" data-reference="${r.reference}">
        <td>${r.reference}</td>
        <td>${kindNames[r.kind]} (${r.channel})</td>
        <td>#${r.borrower_id} ${r.phone}</td>
        <td>${formatMoment(r.region, r.created_at)}</td>
        <td>
          ${
            breach
              ? html`<strong class="overdue">Breached</strong> ${formatMoment(r.region, r.due_at)}`
              : formatMoment(r.region, r.due_at)
          }
        </td>
        <td>
          ${r.status}${
            r.scheduled_for === null
              ? ''
              : html`<br /><span class="muted">runs ${formatMoment(r.region, r.scheduled_for)}</span>`
          }
        </td>
        <td class="text">
          ${r.answer ?? ''}
          <form method="post" action="/ops/data-requests/${r.id}/answer" class="stack">
            ${csrfField(csrf)}
            <label for="answer-${r.id}">Answer to the borrower</label>
            <textarea id="answer-${r.id}" name="answer" required maxlength="2000"></textarea>
            <button type="submit">Record the answer</button>
          </form>
        </td>
      </tr>`;
    }),
    'No data requests.',
  );
  return sectionPage(csrf, 'dataRequests', table);
}

export async function rightsDeskRoutes(
  app: FastifyInstance,
  opts: { desk: DeskOptions; repo: RightsRepository },
): Promise<void> {
  const kit = deskPages(app, opts.desk);
  const { repo } = opts;
  const queue = () => repo.queue(['open', 'scheduled', 'done', 'refused']);

  kit.page('/ops/data-requests', async (csrf) => queuePage(csrf, await queue(), new Date()));

  kit.form<{ id: string }>('/ops/data-requests/:id/answer', async (request, reply, form) => {
    const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const found = id === undefined ? undefined : await repo.request(id);
    const answer = typeof form.answer === 'string' ? form.answer.trim().slice(0, 2000) : '';
    if (found === undefined || found.status === 'verifying' || answer === '') {
      return reply.callNotFound();
    }
    const now = toIso(new Date());
    await repo.update(found.id, {
      answer,
      answered_at: now,
      // A request only an answer can close (nothing scheduled) is done once answered.
      ...(found.status === 'open' ? { status: 'done', done_at: now } : {}),
    });
    return reply.redirect('/ops/data-requests', 303);
  });
}
