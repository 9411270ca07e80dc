/**
 * The FAQ chatbot (docs/screens.md "Chatbot": `qaList`, `qaRecord`) and the customer-service
 * contacts with the market's grievance route and the lenders offered there (decision 066).
 */
import type { ParsedRequestOf, ResponseOf } from '@tenor/contract/endpoint';
import type { getWhatsapp, qaList, qaRecord } from '@tenor/contract/endpoints/care';
import { codes } from '@tenor/contract/envelope';
import type { Region } from '@tenor/contract/launch';
import type { Config } from '../../config.ts';
import type { QaNode } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { offeredLenders } from '../../domain/products/lender-sites.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { copy } from './copy.ts';
import { matchFaq } from './faq-match.ts';
import type { QaRepository } from './qa-repository.ts';
import { grievanceRouteOf } from './regulators.ts';

export const JUMP_TO_FORM = 4;
const LOW_SCORE = 4;

const toAnswer = (n: QaNode, lang: Lang) => ({
  id: n.id,
  title: contentText(lang, n.title),
  titleAlias: n.title_alias,
  actionType: n.action_type,
  icon: n.icon,
});

export function chatService(
  repo: QaRepository,
  config: Pick<Config, 'support' | 'grievanceOfficer'>,
  products: ProductRepository,
) {
  async function nodeOrRefuse(region: Region, id: number) {
    const node = await repo.node(region, id);
    if (node === undefined) throw new AppError(codes.notFound, copy.later('qaNotFound'), 404);
    return node;
  }

  const invalid = (key: 'qaScoreInvalid' | 'qaSolvedInvalid' | 'qaTextRequired') =>
    new AppError(codes.invalid, copy.later(key), 400);

  /** What the bot answers to one step; validated per type before anything is stored. */
  async function reply(
    region: Region,
    req: ParsedRequestOf<typeof qaRecord>,
    lang: Lang,
  ): Promise<{ out: ResponseOf<typeof qaRecord>; matchedId: number | null }> {
    const value = req.value.trim();
    const none = { reply: '', actionType: 0, message: '', matched: 0 as const };
    switch (req.type) {
      case 1:
        return { out: { ...none, actionType: JUMP_TO_FORM }, matchedId: null };
      case 2: {
        if (value !== '0' && value !== '1') throw invalid('qaSolvedInvalid');
        return value === '1'
          ? { out: { ...none, message: copy(lang, 'chatSolved') }, matchedId: null }
          : {
              out: { ...none, reply: copy(lang, 'chatUnsolved'), actionType: JUMP_TO_FORM },
              matchedId: null,
            };
      }
      case 3: {
        const score = /^[1-5]$/.test(value) ? Number(value) : 0;
        if (score === 0) throw invalid('qaScoreInvalid');
        const message = copy(lang, score < LOW_SCORE ? 'scoreLow' : 'scoreThanks');
        return { out: { ...none, message }, matchedId: null };
      }
      default: {
        if (value === '') throw invalid('qaTextRequired');
        const match = matchFaq(value, await repo.questions(region));
        return match === null
          ? {
              out: { ...none, reply: copy(lang, 'chatNoMatch'), actionType: JUMP_TO_FORM },
              matchedId: null,
            }
          : {
              out: {
                ...none,
                reply: contentText(lang, match.answer),
                actionType: match.action_type,
                matched: 1,
              },
              matchedId: match.id,
            };
      }
    }
  }

  return {
    /** pid 0: categories; a category: its questions; a question: its answer and follow-ups. */
    async list(region: Region, pid: number, lang: Lang): Promise<ResponseOf<typeof qaList>> {
      const answers = (nodes: QaNode[]) => nodes.map((n) => toAnswer(n, lang));
      if (pid === 0)
        return { answerList: answers(await repo.children(region, null)), question: null };
      const node = await nodeOrRefuse(region, pid);
      const children = await repo.children(region, node.id);
      return {
        answerList: answers(children),
        question: {
          id: node.id,
          title: contentText(lang, node.title),
          answer: contentText(lang, node.answer),
        },
      };
    },

    /** Stores a step (types 1–4) and answers what the bot says to it. */
    async record(
      borrowerId: number,
      region: Region,
      req: ParsedRequestOf<typeof qaRecord>,
      lang: Lang,
    ) {
      if (req.qaId !== undefined && req.qaId !== 0) await nodeOrRefuse(region, req.qaId);
      const { out, matchedId } = await reply(region, req, lang);
      await repo.addRecord({
        borrower_id: borrowerId,
        order_no: req.orderNo?.trim() || null,
        type: req.type,
        value: req.value.trim(),
        qa_id: req.qaId || null,
        matched_id: matchedId,
        created_at: nowIso(),
      });
      return out;
    },

    async contacts(region: Region, lang: Lang): Promise<ResponseOf<typeof getWhatsapp>> {
      return {
        email: config.support[region].email,
        phone: config.support[region].phone,
        region,
        grievance: grievanceRouteOf(config, region, lang),
        lenders: await offeredLenders(products, region),
      };
    },
  };
}
