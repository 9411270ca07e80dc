/** What the desk's pages show, read from the repositories and shaped for desk-views.ts. */
import { codes } from '@tenor/contract/envelope';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import { isOrderStatus } from '@tenor/contract/orders';
import type { ProblemImage, ProblemStatus } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { marketLang } from '../../i18n.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { statusText } from '../../domain/orders/status-text.ts';
import { typeTitles } from './complaint-view.ts';
import { type DeskProblemRow, type DeskRepository } from './desk-repository.ts';
import type { ImageService } from './image-service.ts';
import type { ProblemRepository } from './problem-repository.ts';
import { DESK_LIST_MAX } from '../../desk/desk-html.ts';
import { readClock } from './complaint-clock.ts';
import type { Holidays } from '../../domain/orders/working-days.ts';
import { copy } from './copy.ts';

export interface DeskListItem {
  id: number;
  reference: string;
  filed: string;
  due: string;
  overdue: boolean;
  /** When it went to the grievance officer, or ''. */
  escalated: string;
  /** The legal limit (30 days in India, 10 working days in Indonesia) and whether it passed unresolved. */
  limit: string;
  pastLimit: boolean;
  age: string;
  market: string;
  phone: string;
  type: string;
  content: string;
  contentLang: string;
}

export interface DeskImage {
  url: string;
  width: number;
  height: number;
}

const HOUR = 3600_000;

/** "40 min", "5 h", "3 d": how long a complaint has waited. */
export function ageText(ms: number): string {
  if (ms < HOUR) return `${Math.max(0, Math.floor(ms / 60_000))} min`;
  if (ms < 48 * HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / (24 * HOUR))} d`;
}

export function deskService(
  repo: DeskRepository,
  problems: ProblemRepository,
  images: ImageService,
  holidays: Holidays,
) {
  /** Type titles of both markets, read once per page. */
  async function allTitles() {
    const [india, indonesia] = await Promise.all([problems.typesOf('IN'), problems.typesOf('ID')]);
    return { IN: typeTitles(india), ID: typeTitles(indonesia) };
  }
  type Titles = Awaited<ReturnType<typeof allTitles>>;

  function listItem(p: DeskProblemRow, titlesOf: Titles, now: Date): DeskListItem {
    const titles = titlesOf[p.region];
    const filed = new Date(p.created_at);
    const son = titles.son(p.type_value, p.son_type_value);
    // The desk's lists read no replies: a complaint no longer pending has been answered.
    const clock = readClock(p, p.region, [], holidays, now);
    return {
      id: p.id,
      reference: clock.reference,
      filed: formatMoment(p.region, filed),
      due: formatMoment(p.region, clock.due),
      overdue: clock.overdue,
      escalated: p.escalated_at === null ? '' : formatMoment(p.region, p.escalated_at),
      limit: formatMoment(p.region, clock.limit),
      pastLimit: clock.pastLimit,
      age: ageText(now.getTime() - filed.getTime()),
      market: p.region === 'IN' ? 'India' : 'Indonesia',
      phone: p.phone,
      type: son === '' ? titles.type(p.type_value) : `${titles.type(p.type_value)} · ${son}`,
      content: p.content,
      contentLang: marketLang(p.region),
    };
  }

  /** An image as the desk shows it: by its desk address, with the size its header declared. */
  const deskImage = (image: ProblemImage): DeskImage => ({
    url: `/ops/images/${image.storage_key}`,
    width: image.width,
    height: image.height,
  });

  return {
    async list(status: ProblemStatus) {
      const now = new Date();
      const [rows, counts, titles] = await Promise.all([
        repo.byStatus(status),
        repo.counts(),
        allTitles(),
      ]);
      return { items: rows.map((r) => listItem(r, titles, now)), counts };
    },

    /** The grievance officer's queue: complaints escalated unanswered and not closed. */
    async grievance() {
      const now = new Date();
      const [rows, titles] = await Promise.all([repo.escalated(DESK_LIST_MAX), allTitles()]);
      return { items: rows.map((r) => listItem(r, titles, now)) };
    },

    async problem(id: number) {
      const row = await repo.problem(id);
      if (row === undefined) throw new AppError(codes.notFound, copy.later('problemNotFound'), 404);
      // Opening it is the desk taking it: the borrower's timeline shows it assigned.
      if (row.assigned_at === null) {
        row.assigned_at = nowIso();
        await repo.assign(id, row.assigned_at);
      }
      const [titles, order, replies, files, chat] = await Promise.all([
        allTitles(),
        row.order_id === null ? undefined : repo.order(row.order_id),
        problems.repliesOf(id),
        problems.imagesOf(id),
        repo.chatOf(id),
      ]);
      return {
        row,
        item: listItem(row, titles, new Date()),
        order:
          order === undefined
            ? null
            : {
                orderNo: order.order_no,
                product: order.product_name,
                status: isOrderStatus(order.status)
                  ? `${order.status} · ${statusText(order.status, 'en').title}`
                  : String(order.status),
                amount: formatMoney(row.region, order.amount),
                applied: formatMoment(row.region, order.created_at),
                due: order.due_at === null ? '' : formatMoment(row.region, order.due_at),
              },
        borrowerImages: files.filter((f) => f.author === 'borrower').map(deskImage),
        replies: replies.map((r) => ({
          text: r.text,
          at: formatMoment(row.region, r.created_at),
          images: files.filter((f) => f.reply_id === r.id).map(deskImage),
        })),
        chat: chat.map((c) => ({ ...c, at: formatMoment(c.region, c.created_at) })),
      };
    },

    /** An operator's answer: text and up to nine images, stored for the complaint's borrower. */
    async reply(id: number, text: string, files: UploadedFile[]) {
      const row = await repo.problem(id);
      if (row === undefined) throw new AppError(codes.notFound, copy.later('problemNotFound'), 404);
      // Every file is checked before any is stored, so a refusal leaves nothing behind.
      for (const file of files) images.verify(file, 'en');
      const stored = [];
      for (const file of files) {
        stored.push(
          await images.store(file, row.borrower_id, 'en', { problemId: id, replyId: null }),
        );
      }
      await repo.reply(
        id,
        text,
        stored.map((s) => s.id),
        nowIso(),
      );
    },

    close: (id: number) => repo.close(id, nowIso()),

    async chat() {
      const [unresolved, chatScores, complaintScores] = await Promise.all([
        repo.unresolved(),
        repo.chatScores(),
        repo.complaintScores(),
      ]);
      const when = <T extends { region: 'IN' | 'ID'; created_at: string }>(r: T) => ({
        ...r,
        at: formatMoment(r.region, r.created_at),
        lang: marketLang(r.region),
      });
      return {
        unresolved: unresolved.map(when),
        chatScores: chatScores.map(when),
        complaintScores: complaintScores.map(when),
      };
    },
  };
}

export type DeskService = ReturnType<typeof deskService>;
