/**
 * The complaint pack (decision 063): what a borrower takes to the regulator — reference, dates,
 * their own text, our replies and the list of attachments — as one self-contained HTML file in
 * their language, written with the one HTML template (kernel/html.ts).
 */
import { formatMoment } from '@tenor/contract/format';
import { marketTimeZones, type Region } from '@tenor/contract/launch';
import { htmlDocument } from '../../kernel/html-document.ts';
import { html, raw } from '../../kernel/html.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import type { Problem, ProblemImage } from '../../db/schema.ts';
import { copy } from './copy.ts';

export interface PackInput {
  lang: Lang;
  region: Region;
  operator: string;
  regulator: string;
  status: string;
  type: string;
  problem: Problem;
  clock: { reference: string; due: Date };
  replies: readonly { id: number; text: string; created_at: string }[];
  images: readonly ProblemImage[];
  now: Date;
}

const STYLE = raw(
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:1em auto;padding:0 1em;color:#1f2328}' +
    'dt{font-weight:600}dd{margin:0 0 .5em}.text{white-space:pre-wrap;border-left:3px solid #ccc;padding-left:.75em}',
);

export function renderPack(p: PackInput): string {
  const at = (iso: string | Date) => formatMoment(p.region, iso, readerOf(p.lang));
  const c = (key: Parameters<typeof copy>[1], params?: Record<string, string | number>) =>
    copy(p.lang, key, params);
  const dates: [string, string][] = [
    [c('packReceived'), at(p.problem.created_at)],
    [c('packReplyDue'), at(p.clock.due)],
    ...(p.problem.escalated_at === null
      ? []
      : ([[c('packEscalated'), at(p.problem.escalated_at)]] as [string, string][])),
    ...(p.problem.closed_at === null || p.problem.status !== 'closed'
      ? []
      : ([[c('packClosed'), at(p.problem.closed_at)]] as [string, string][])),
  ];
  const photo = (image: ProblemImage, n: number) =>
    c(image.author === 'borrower' ? 'packPhoto' : 'packPhotoReply', {
      n,
      type: image.content_type,
      kb: Math.max(1, Math.round(image.bytes / 1024)),
      width: image.width,
      height: image.height,
    });
  const mine = p.images.filter((i) => i.author === 'borrower');
  const ours = p.images.filter((i) => i.author === 'operator');
  const attachments = [
    ...mine.map((i, k) => photo(i, k + 1)),
    ...ours.map((i, k) => photo(i, k + 1)),
  ];
  const title = c('packTitle', { reference: p.clock.reference });
  return htmlDocument({
    lang: p.lang,
    title,
    head: [html`<meta name="robots" content="noindex">`, html`<style>${STYLE}</style>`],
    body: html`<h1>${title}</h1>
<p>${c('packIntro', { operator: p.operator, regulator: p.regulator })}</p>
<dl>
<dt>${c('packReference')}</dt><dd>${p.clock.reference}</dd>
<dt>${c('packStatus')}</dt><dd>${p.status} · ${p.type}</dd>
${dates.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}
</dl>
<h2>${c('packYourText')}</h2>
<p class="text">${p.problem.content}</p>
<h2>${c('packReplies')}</h2>
${
  p.replies.length === 0
    ? html`<p>${c('packNoReply')}</p>`
    : p.replies.map((r) => html`<h3>${at(r.created_at)}</h3><p class="text">${r.text}</p>`)
}
<h2>${c('packAttachments')}</h2>
${
  attachments.length === 0
    ? html`<p>${c('packNone')}</p>`
    : html`<ul>${attachments.map((a) => html`<li>${a}</li>`)}</ul>`
}
<p><small>${c('packMade', { date: at(p.now), zone: marketTimeZones[p.region] })}</small></p>`,
  });
}
