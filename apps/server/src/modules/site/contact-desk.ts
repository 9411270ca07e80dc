/**
 * The operators' desk page of the site's contact messages (`/ops/contact`), newest first,
 * built on the desk's shell (http/desk): the operators answer by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import { formatMoment } from '@tenor/contract/format';
import { type DeskOptions, deskPages } from '../../desk/desk-kit.ts';
import { dataTable, html, listShown, sectionPage } from '../../desk/desk-html.ts';
import type { ContactRepository } from './contact-repository.ts';

type Latest = Awaited<ReturnType<ContactRepository['latest']>>;

const marketNames = { IN: 'India', ID: 'Indonesia' } as const;

export function contactPage(csrf: string, { items, total }: Latest): string {
  const rows = items.map(
    (m) =>
      html`<tr>
        <td>#${m.id}</td>
        <td>
          ${formatMoment(m.region, m.created_at)}<br /><span class="muted"
            >${marketNames[m.region]}</span
          >
        </td>
        <td>${m.name}<br /><a href="mailto:${m.email}">${m.email}</a></td>
        <td class="text">${m.message}</td>
      </tr>`,
  );
  const shown = listShown(total);
  const body = dataTable(
    html`Messages sent with the website's contact form, newest first (${shown}). Times are the
    sender's market time; answer by e-mail.`,
    ['Message', 'Sent', 'From', 'Text'],
    rows,
    'No messages yet.',
  );
  return sectionPage(csrf, 'contact', body);
}

export async function contactDeskRoutes(
  app: FastifyInstance,
  opts: { desk: DeskOptions; repo: ContactRepository },
): Promise<void> {
  const kit = deskPages(app, opts.desk);
  kit.page('/ops/contact', async (csrf) => contactPage(csrf, await opts.repo.latest()));
}
