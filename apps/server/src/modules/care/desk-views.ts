/** The desk's three pages: complaints by status, one complaint, chatbot and ratings. */
import type { ProblemStatus } from '../../db/schema.ts';
import {
  csrfField,
  dataTable,
  html,
  page,
  raw,
  sectionPage,
  type Html,
} from '../../desk/desk-html.ts';
import type { DeskImage, DeskListItem, DeskService } from './desk-service.ts';
import { REPLY_WEEKDAYS } from './reply-deadline.ts';

type Awaited2<T> = T extends Promise<infer U> ? U : T;
type ProblemView = Awaited2<ReturnType<DeskService['problem']>>;
type ChatView = Awaited2<ReturnType<DeskService['chat']>>;

const statusNames: Record<ProblemStatus, string> = {
  pending: 'Waiting for a reply',
  answered: 'Replied',
  closed: 'Closed',
};

function dueCell(item: DeskListItem, status: ProblemStatus): Html {
  if (status !== 'pending') return html`${item.due}`;
  return item.overdue
    ? html`<strong class="overdue">Overdue</strong> since ${item.due}`
    : html`by ${item.due}`;
}

export function listPage(
  csrf: string,
  status: ProblemStatus,
  data: Awaited2<ReturnType<DeskService['list']>>,
): string {
  const tabs = (Object.keys(statusNames) as ProblemStatus[]).map(
    (s) =>
      html`<li>
        <a href="/ops?status=${s}" ${s === status ? raw('aria-current="page"') : ''}
          >${statusNames[s]} (${data.counts[s]})</a
        >
      </li>`,
  );
  const rows = data.items.map(
    (item) =>
      html`<tr class="${item.overdue && status === 'pending' ? 'is-overdue' : ''}">
        <td>
          <a href="/ops/problems/${item.id}">#${item.id}</a><br /><span class="muted"
            >${item.reference}</span
          >
        </td>
        <td>${item.filed}<br /><span class="muted">${item.age} ago</span></td>
        <td>${dueCell(item, status)}</td>
        <td>${item.market}<br /><span class="muted">${item.phone}</span></td>
        <td>${item.type}</td>
        <td lang="${item.contentLang}" class="excerpt">${item.content}</td>
      </tr>`,
  );
  const table = dataTable(
    html`${statusNames[status]}, ${status === 'pending' ? 'oldest' : 'newest'} first. Replies are
    promised within ${REPLY_WEEKDAYS} working days; times are the borrower's market time.`,
    ['Complaint', 'Filed', 'Reply due', 'Borrower', 'Type', 'Description'],
    rows,
    'No complaints here.',
  );
  return sectionPage(
    csrf,
    'complaints',
    html`<nav aria-label="Complaint status">
        <ul class="tabs">
          ${tabs}
        </ul>
      </nav>
      ${table}`,
  );
}

/** The legal limit's cell: red once it passed with the complaint unresolved. */
const limitCell = (item: DeskListItem): Html =>
  item.pastLimit
    ? html`<strong class="overdue">Past the legal limit</strong> since ${item.limit}`
    : html`by ${item.limit}`;

/**
 * The grievance officer's queue (decision 063): complaints unanswered past the promise, which
 * the clock escalated by itself, until closed; each breach in red, the promise's and the
 * regulator's limit's (India 30 days, Indonesia 10 working days).
 */
export function grievancePage(
  csrf: string,
  data: Awaited2<ReturnType<DeskService['grievance']>>,
): string {
  const rows = data.items.map(
    (item) =>
      html`<tr class="is-overdue">
        <td>
          <a href="/ops/problems/${item.id}">${item.reference || `#${item.id}`}</a>
        </td>
        <td>${item.filed}<br /><span class="muted">${item.age} ago</span></td>
        <td>
          ${
            item.overdue
              ? html`<strong class="overdue">Overdue</strong> since ${item.due}`
              : html`Replied; was due ${item.due}`
          }
        </td>
        <td>${item.escalated}</td>
        <td>${limitCell(item)}</td>
        <td>${item.market}<br /><span class="muted">${item.phone}</span></td>
        <td>${item.type}</td>
        <td lang="${item.contentLang}" class="excerpt">${item.content}</td>
      </tr>`,
  );
  const table = dataTable(
    html`Escalated complaints not yet closed, longest waiting first; times are the borrower's
    market time.`,
    ['Complaint', 'Filed', 'Reply', 'Escalated', 'Legal limit', 'Borrower', 'Type', 'Description'],
    rows,
    'Nothing escalated.',
  );
  return sectionPage(
    csrf,
    'grievance',
    html`<p>
        A complaint with no reply ${REPLY_WEEKDAYS} working days after it was filed comes here by
        itself. Reply to it, then close it once resolved.
      </p>
      ${table}`,
  );
}

/** Longest side of a thumbnail on a complaint's page, in CSS pixels (desk-css.ts agrees). */
const THUMBNAIL_MAX = 160;

/** The thumbnail's box in the image's proportions: never larger than the image itself. */
function thumbnailSize(width: number, height: number, max = THUMBNAIL_MAX) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A complaint's images as bounded thumbnails, each a link to the full image: up to nine of
 * 16 Mpx on a page are fetched when scrolled to and decoded off the main thread, and the
 * box is known before the bytes arrive, so the page does not jump.
 */
const gallery = (images: DeskImage[], label: string) =>
  images.length === 0
    ? html`<p class="muted">No images.</p>`
    : html`<ul class="gallery">
        ${images.map((image, i) => {
          const box = thumbnailSize(image.width, image.height);
          return html`<li>
            <a href="${image.url}"
              ><img
                src="${image.url}"
                alt="${label} ${i + 1} (opens the full image)"
                width="${box.width}"
                height="${box.height}"
                loading="lazy"
                decoding="async"
            /></a>
          </li>`;
        })}
      </ul>`;

export function problemPage(csrf: string, view: ProblemView, notice: string | null): string {
  const { row, item, order } = view;
  const lang = item.contentLang;
  const orderBlock =
    order === null
      ? html`<p class="muted">No order was chosen.</p>`
      : html`<dl>
          <dt>Order no.</dt>
          <dd>${order.orderNo}</dd>
          <dt>Product</dt>
          <dd>${order.product}</dd>
          <dt>Status</dt>
          <dd>${order.status}</dd>
          <dt>Amount</dt>
          <dd>${order.amount}</dd>
          <dt>Applied</dt>
          <dd>${order.applied}</dd>
          ${
            order.due === ''
              ? ''
              : html`<dt>Due</dt>
                  <dd>${order.due}</dd>`
          }
        </dl>`;
  const chat =
    view.chat.length === 0
      ? ''
      : html`<section aria-labelledby="chat-h">
          <h2 id="chat-h">Chatbot conversation before filing</h2>
          <ol class="chat" lang="${lang}">
            ${view.chat.map((c) => html`<li><span class="muted">${c.at}</span> ${c.question ?? ''} ${c.value}</li>`)}
          </ol>
        </section>`;
  const replies =
    view.replies.length === 0
      ? html`<p>No reply yet.</p>`
      : view.replies.map(
          (r, i) =>
            html`<article class="reply">
              <h3>Reply ${i + 1} <span class="muted">${r.at}</span></h3>
              <p class="text">${r.text}</p>
              ${gallery(r.images, `Reply ${i + 1} image`)}
            </article>`,
        );
  const closeForm =
    row.status === 'closed'
      ? ''
      : html`<form method="post" action="/ops/problems/${row.id}/close">
          ${csrfField(csrf)}
          <button type="submit" class="secondary">Close complaint</button>
        </form>`;
  return page(
    { title: `Complaint #${row.id}`, csrf, current: 'complaints' },
    html`<p><a href="/ops?status=${row.status}">Back to the list</a></p>
      <h1>Complaint #${row.id}</h1>
      ${notice === null ? '' : html`<p class="notice" role="status">${notice}</p>`}
      <dl>
        <dt>Reference</dt>
        <dd>${item.reference}</dd>
        <dt>Status</dt>
        <dd>${statusNames[row.status]}</dd>
        ${
          item.escalated === ''
            ? ''
            : html`<dt>Escalated to the grievance officer</dt>
                <dd><strong class="overdue">${item.escalated}</strong></dd>`
        }
        <dt>Filed</dt>
        <dd>${item.filed} (${item.age} ago)</dd>
        <dt>Reply due</dt>
        <dd>${dueCell(item, row.status)}</dd>
        <dt>Borrower</dt>
        <dd>${item.phone} · ${item.market}</dd>
        <dt>Type</dt>
        <dd>${item.type}</dd>
        ${
          row.score === null
            ? ''
            : html`<dt>Borrower's rating</dt>
                <dd>${row.score} of 5</dd>`
        }
      </dl>
      <section aria-labelledby="desc-h">
        <h2 id="desc-h">Description</h2>
        <p class="text" lang="${lang}">${row.content}</p>
        ${gallery(view.borrowerImages, "Borrower's image")}
      </section>
      <section aria-labelledby="order-h">
        <h2 id="order-h">Order</h2>
        ${orderBlock}
      </section>
      ${chat}
      <section aria-labelledby="replies-h">
        <h2 id="replies-h">Replies</h2>
        ${replies}
        <form
          method="post"
          action="/ops/problems/${row.id}/reply"
          enctype="multipart/form-data"
          class="stack"
        >
          ${csrfField(csrf)}
          <label for="reply-text"
            >Reply to the borrower (${item.market === 'India' ? 'English' : 'Indonesian'})</label
          >
          <textarea id="reply-text" name="text" rows="5" maxlength="2000" required></textarea>
          <label for="reply-images">Images (up to 9: JPEG, PNG or WebP)</label>
          <input
            id="reply-images"
            name="images"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
          />
          <button type="submit">Send reply</button>
        </form>
        ${closeForm}
      </section>`,
  );
}

export function chatPage(csrf: string, view: ChatView): string {
  const unresolved = view.unresolved.map(
    (r) =>
      html`<tr>
        <td>${r.at}</td>
        <td>
          ${r.region === 'IN' ? 'India' : 'Indonesia'}<br /><span class="muted">${r.phone}</span>
        </td>
        <td lang="${r.lang}">
          ${r.type === 4 ? r.value : html`Marked not solved: ${r.question ?? ''}`}
        </td>
      </tr>`,
  );
  const scores = [
    ...view.complaintScores.map(
      (p) =>
        html`<tr>
          <td>${p.at}</td>
          <td><a href="/ops/problems/${p.id}">Complaint #${p.id}</a></td>
          <td>${p.score} of 5</td>
        </tr>`,
    ),
    ...view.chatScores.map(
      (r) =>
        html`<tr>
          <td>${r.at}</td>
          <td>Chatbot (${r.region === 'IN' ? 'India' : 'Indonesia'})</td>
          <td>${r.value} of 5</td>
        </tr>`,
    ),
  ];
  return sectionPage(
    csrf,
    'chat',
    html`<section aria-labelledby="unresolved-h">
        <h2 id="unresolved-h">Unresolved questions</h2>
        ${dataTable(
          'Typed questions the FAQ could not answer, and answers marked not solved; newest first.',
          ['When', 'Borrower', 'Question'],
          unresolved,
        )}
      </section>
      <section aria-labelledby="ratings-h">
        <h2 id="ratings-h">Ratings</h2>
        ${dataTable('Ratings of complaint answers and of the chatbot.', ['When', 'Of', 'Score'], scores)}
      </section>`,
  );
}
