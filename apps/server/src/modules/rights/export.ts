/**
 * The export (decision 064): everything held about a borrower as one JSON document, and the
 * same document as a readable page (one section per kind, one list per record) under the
 * agreement pages' stylesheet and strict CSP.
 */
import { formatMoment } from '@tenor/contract/format';
import type { Borrower } from '../../db/schema.ts';
import { html, type Html } from '../../kernel/html.ts';
import type { Lang } from '../../i18n.ts';
import { copy, type RightsCopyKey } from './copy.ts';
import { plainPage } from './plain-page.ts';
import type { RightsRepository } from './repository.ts';

type Everything = Awaited<ReturnType<RightsRepository['everything']>>;

/** The export's sections, in the order the page shows them, with their headings' words. */
const SECTION_WORDS = {
  profile: 'sectionProfile',
  loans: 'sectionLoans',
  payments: 'sectionPayments',
  settlements: 'sectionSettlements',
  complaints: 'sectionComplaints',
  chats: 'sectionChats',
  consents: 'sectionConsents',
  disclosures: 'sectionDisclosures',
  documents: 'sectionDocuments',
  cards: 'sectionCards',
  requests: 'sectionRequests',
} as const satisfies Record<string, RightsCopyKey>;

export const EXPORT_SECTIONS = Object.keys(SECTION_WORDS) as (keyof typeof SECTION_WORDS)[];

export function exportJson(borrower: Borrower, reference: string, all: Everything, now: Date) {
  const doc = {
    reference,
    generatedAt: now.toISOString(),
    market: borrower.region,
    profile: { id: borrower.id, phone: borrower.phone, createdAt: borrower.created_at },
    loans: all.orders.map((o) => ({
      ...o,
      plan: all.plans.filter((p) => p.order_id === o.id),
    })),
    payments: [...all.payments, ...all.accountPayments.map((p) => ({ ...p, channel: 'account' }))],
    settlements: all.settlements,
    complaints: all.complaints.map((c) => ({
      ...c,
      replies: all.replies.filter((r) => r.problem_id === c.id),
      attachments: all.images.filter((i) => i.problem_id === c.id),
    })),
    chats: all.chats,
    consents: all.consents,
    disclosures: all.disclosures,
    documents: all.documents,
    cards: all.cards,
    requests: all.requests,
  };
  return JSON.stringify(doc, null, 2);
}

/** A value as a line: nested records as their own lists. */
function valueHtml(value: unknown): Html {
  if (Array.isArray(value)) {
    return value.length === 0
      ? html`—`
      : html`<ol>${value.map((v) => html`<li>${valueHtml(v)}</li>`)}</ol>`;
  }
  if (typeof value === 'object' && value !== null) {
    return html`<dl>${Object.entries(value).map(
      ([k, v]) => html`<dt>${k}</dt><dd>${valueHtml(v)}</dd>`,
    )}</dl>`;
  }
  return html`${value === null || value === '' ? '—' : String(value)}`;
}

/** The readable page of an export's JSON. */
export function exportPage(lang: Lang, appName: string, json: string): string {
  const doc = JSON.parse(json) as Record<string, unknown> & {
    reference: string;
    generatedAt: string;
    market: 'IN' | 'ID';
  };
  const title = copy(lang, 'exportTitle', { app: appName });
  const intro = copy(lang, 'exportIntro', {
    app: appName,
    date: formatMoment(doc.market, doc.generatedAt),
    reference: doc.reference,
  });
  return plainPage(
    lang,
    title,
    html`<h1>${title}</h1>
      <p>${intro}</p>
      ${EXPORT_SECTIONS.map(
        (section) =>
          html`<section data-section="${section}"><h2>${copy(lang, SECTION_WORDS[section])}</h2>${valueHtml(doc[section])}</section>`,
      )}`,
  );
}
