/** Complaints as the borrower files and reads them (docs/screens.md "Care"). */
import type { ParsedRequestOf, ResponseOf } from '@tenor/contract/endpoint';
import type { problemDetail, problemInit, problemSave } from '@tenor/contract/endpoints/care';
import { codes } from '@tenor/contract/envelope';
import { formatDateTime } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { COLLECTION_TYPE } from '@tenor/contract/rules';
import type { Config } from '../../config.ts';
import type { Borrower } from '../../db/schema.ts';
import { nowIso, toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import {
  complaintTabs,
  isCollectable,
  loansById,
  problemStatusList,
  statusTitle,
  toComplaintOrder,
  typeTitles,
} from './complaint-view.ts';
import type { ImageService } from './image-service.ts';
import type { ProblemRepository } from './problem-repository.ts';
import { copy, type CareCopyKey } from './copy.ts';
import { filingClock, readClock } from './complaint-clock.ts';
import { renderPack } from './complaint-pack.ts';
import { packFileName, packSecret, packUrl } from './pack-url.ts';
import { grievanceRouteOf, regulators } from './regulators.ts';

/** What the clock and the pack read of the configuration (decision 063). */
export type ClockConfig = Pick<
  Config,
  'care' | 'grievanceOfficer' | 'brand' | 'webhookSecret' | 'holidays'
>;

/** A second Send of the same complaint within this window answers the first. */
const REPEAT_WINDOW_MS = 2 * 60_000;
/** 'Hubungi CS' attaches the chat of the last day. */
const CHAT_WINDOW_MS = 24 * 3600_000;

const refuse = (key: CareCopyKey) => new AppError(codes.invalid, copy.later(key), 400);

export function problemService(repo: ProblemRepository, images: ImageService, config: ClockConfig) {
  const holidays = config.holidays;
  const secret = packSecret(config.webhookSecret);
  async function orderOf(borrowerId: number, orderNo: string | undefined) {
    const wanted = orderNo?.trim() ?? '';
    if (wanted === '') return null;
    const order = (await repo.ordersOf(borrowerId)).find((o) => o.order_no === wanted);
    if (order === undefined) throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
    return order;
  }

  /** The type and son type, checked against the market's list and the order's collectability. */
  async function checkedTypes(
    region: Region,
    req: ParsedRequestOf<typeof problemSave>,
    collectable: boolean,
  ) {
    const types = await repo.typesOf(region);
    const type = req.problemType.trim();
    const son = req.problemSonType?.trim() ?? '';
    if (!types.some((t) => t.parent_value === '' && t.value === type)) {
      throw refuse('problemTypeUnknown');
    }
    const sons = types.filter((t) => t.parent_value === type);
    if (sons.length > 0 && !sons.some((t) => t.value === son)) {
      throw refuse('problemSonTypeRequired');
    }
    if (type === COLLECTION_TYPE && !collectable) throw refuse('collectionNotAllowed');
    return { type, son: sons.length > 0 ? son : '' };
  }

  return {
    async init(borrower: Borrower, orderNo: string | undefined, lang: Lang) {
      const region = borrower.region;
      const [types, orders] = await Promise.all([repo.typesOf(region), repo.ordersOf(borrower.id)]);
      const list = orders.map((o) => toComplaintOrder(o, lang));
      // Only the order the page was opened for: the newest is often not the one a complaint is
      // about (a payment not showing is never about an order under review).
      const chosen = list.find((o) => o.orderNo === orderNo?.trim()) ?? null;
      const titleValue = (t: { title: string; value: string }) => ({
        title: contentText(lang, t.title),
        value: t.value,
      });
      return {
        problemType: types.filter((t) => t.parent_value === '').map(titleValue),
        problemSonType: types.filter((t) => t.parent_value === COLLECTION_TYPE).map(titleValue),
        orderDetail: chosen,
        orderList: list,
        problemStatus: problemStatusList(lang),
      } satisfies ResponseOf<typeof problemInit>;
    },

    async save(borrower: Borrower, req: ParsedRequestOf<typeof problemSave>, lang: Lang) {
      const content = req.problemDetail.trim();
      if (content === '') throw refuse('problemDetailRequired');
      const order = await orderOf(borrower.id, req.orderNo);
      const { type, son } = await checkedTypes(
        borrower.region,
        req,
        order !== null && isCollectable(order.status),
      );
      const urls = (req.problemImage ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      const now = new Date();
      const draft = {
        borrowerId: borrower.id,
        orderId: order?.id ?? null,
        typeValue: type,
        sonTypeValue: son,
        content,
        imageIds: [] as number[],
        chatSince: req.withChat === 1 ? toIso(new Date(now.getTime() - CHAT_WINDOW_MS)) : null,
        now: nowIso(now.getTime()),
        clock: filingClock(borrower.region, now, holidays),
      };
      const since = toIso(new Date(now.getTime() - REPEAT_WINDOW_MS));
      // A Send repeated after the first was filed: its images are no longer drafts.
      const repeat = await repo.repeatOf(draft, since);
      if (repeat !== undefined) return { problemId: repeat };
      draft.imageIds = await images.draftImages(borrower.id, urls, lang);
      const id = await repo.insert(draft, since);
      if (id === null) throw refuse('imageNotFound');
      return { problemId: id };
    },

    async list(borrower: Borrower, lang: Lang) {
      const [problems, types, orders] = await Promise.all([
        repo.problemsOf(borrower.id),
        repo.typesOf(borrower.region),
        repo.ordersOf(borrower.id),
      ]);
      return { tabs: complaintTabs(problems, types, loansById(orders), borrower.region, lang) };
    },

    async detail(
      borrower: Borrower,
      problemId: number,
      lang: Lang,
    ): Promise<ResponseOf<typeof problemDetail>> {
      const problem = await repo.problemOf(borrower.id, problemId);
      if (problem === undefined)
        throw new AppError(codes.notFound, copy.later('problemNotFound'), 404);
      const [types, replies, files, orders] = await Promise.all([
        repo.typesOf(borrower.region),
        repo.repliesOf(problem.id),
        repo.imagesOf(problem.id),
        repo.ordersOf(borrower.id),
      ]);
      const titles = typeTitles(types, lang);
      const urls = (author: 'borrower' | 'operator') =>
        files.filter((f) => f.author === author).map((f) => images.urlOf(f));
      const now = new Date();
      const clock = readClock(problem, borrower.region, replies, holidays, now);
      const fileName = packFileName(clock.reference, problem.id);
      return {
        problemId: problem.id,
        type: titles.type(problem.type_value),
        sonType: titles.son(problem.type_value, problem.son_type_value),
        content: problem.content,
        images: urls('borrower'),
        disposeDetail: replies.map((r) => r.text).join('\n\n'),
        disposeImages: urls('operator'),
        isScore: replies.length > 0 && problem.score === null ? 1 : 0,
        time: formatDateTime(borrower.region, problem.created_at),
        status: statusTitle(problem.status, lang),
        loan: loansById(orders)(problem.order_id),
        reference: clock.reference,
        replyDueAt: toIso(clock.due),
        timeline: clock.timeline,
        regulator: clock.regulatorOpen
          ? {
              route: grievanceRouteOf(config, borrower.region, lang),
              packUrl: `${packUrl(
                secret,
                { problemId: problem.id, borrowerId: borrower.id, fileName },
                now,
              )}&lang=${lang}`,
            }
          : null,
      };
    },

    /**
     * The pack of a complaint its address grants (pack-url.ts), in the borrower's market's
     * language or the one asked; undefined when there is no such complaint of that borrower.
     */
    async pack(borrower: Borrower, problemId: number, lang: Lang) {
      const problem = await repo.problemOf(borrower.id, problemId);
      if (problem === undefined) return undefined;
      const [types, replies, files] = await Promise.all([
        repo.typesOf(borrower.region),
        repo.repliesOf(problem.id),
        repo.imagesOf(problem.id),
      ]);
      const now = new Date();
      const clock = readClock(problem, borrower.region, replies, holidays, now);
      const titles = typeTitles(types, lang);
      const son = titles.son(problem.type_value, problem.son_type_value);
      return {
        fileName: packFileName(clock.reference, problem.id),
        body: renderPack({
          lang,
          region: borrower.region,
          operator: config.brand.appName,
          regulator: regulators[borrower.region].name,
          status: statusTitle(problem.status, lang),
          type:
            son === ''
              ? titles.type(problem.type_value)
              : `${titles.type(problem.type_value)} · ${son}`,
          problem,
          clock,
          replies,
          images: files,
          now,
        }),
      };
    },

    /** Rates the answer once; a repeat (a double tap) changes nothing. */
    async score(borrower: Borrower, problemId: number, score: number) {
      const problem = await repo.problemOf(borrower.id, problemId);
      if (problem === undefined)
        throw new AppError(codes.notFound, copy.later('problemNotFound'), 404);
      if ((await repo.repliesOf(problem.id)).length === 0) {
        throw new AppError(codes.conflict, copy.later('problemNotRatable'), 409);
      }
      await repo.rate(problem.id, score, nowIso());
      return null;
    },
  };
}
