import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { lenderSite } from '../lender.ts';
import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '../rules.ts';
import { bit, empty, int, nothing, positiveId, requiredText, text } from '../fields.ts';

const titleValue = z.lazy(() => z.object({ title: z.string(), value: z.string() }));

export const complaintOrder = z.lazy(() =>
  z.object({
    orderNo: z.string(),
    productLogo: z.string(),
    productName: z.string(),
    status: z.string(),
    /** 1 when a collection-type complaint is allowed for this order. */
    isShow: z.union([z.literal(0), z.literal(1)]),
    rows: z.array(titleValue),
  }),
);

export const problemInit = defineEndpoint({
  method: 'POST',
  path: '/greyer/user-problem-init',
  encoding: 'form',
  request: () => z.object({ orderNo: z.optional(text(64)) }),
  response: () =>
    z.object({
      problemType: z.array(titleValue),
      problemSonType: z.array(titleValue),
      orderDetail: z.nullable(complaintOrder),
      orderList: z.array(complaintOrder),
      problemStatus: z.array(titleValue),
    }),
});

export const qaAnswer = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    titleAlias: z.string(),
    /** 4 jumps to the complaint form. */
    actionType: z.int(),
    icon: z.string(),
  }),
);

/**
 * The chatbot's tree: `pid` 0 answers the categories (`question` null); a category's id its
 * questions (`question` is the category, `answer` empty); a question's id that question with
 * its `answer` and any follow-up questions in `answerList`.
 */
export const qaList = defineEndpoint({
  method: 'GET',
  path: '/greyer/get-qa-list',
  encoding: 'query',
  request: () => z.object({ orderNo: z.optional(text(64)), pid: int() }),
  response: () =>
    z.object({
      answerList: z.array(qaAnswer),
      question: z.nullable(z.object({ id: z.int(), title: z.string(), answer: z.string() })),
    }),
});

export const qaRecord = defineEndpoint({
  method: 'POST',
  path: '/greyer/qa-record',
  encoding: 'form',
  request: () =>
    z.object({
      orderNo: z.optional(text(64)),
      /** 1 jump, 2 solved/unsolved, 3 score, 4 free text. */
      type: z.pipe(int(), z.int().check(z.gte(1), z.lte(4))),
      value: text(500),
      qaId: z.optional(int()),
    }),
  /**
   * `reply`: the bot's answer to show in the chat (free text, an unsolved answer), empty when
   * there is none; `actionType` 4 offers the complaint form; `message`: the words after a score.
   * `matched` 1: the reply to free text is an FAQ answer (0: none matched, and the reply is the
   * server's "not found" words, which a page may say in its own).
   */
  response: () =>
    z.object({ reply: z.string(), actionType: z.int(), message: z.string(), matched: bit() }),
});

export const uploadProblemImg = defineEndpoint({
  method: 'POST',
  path: '/greyer/upload-problem-img',
  encoding: 'multipart',
  /** One image file (JPEG, PNG or WebP); no other fields. */
  files: ['problemImage'],
  request: empty,
  response: () => z.object({ url: z.string() }),
});

export const problemSave = defineEndpoint({
  method: 'POST',
  path: '/greyer/problem-save',
  encoding: 'form',
  request: () =>
    z.object({
      problemType: requiredText(32),
      problemSonType: z.optional(text(32)),
      /** Required: the server answers an empty one with the spec's message. */
      problemDetail: text(COMPLAINT_TEXT_MAX),
      /** Comma-joined image URLs from upload-problem-img, or empty; at most 9. */
      problemImage: z.optional(text(COMPLAINT_IMAGES_MAX * 256)),
      orderNo: z.optional(text(64)),
      /** 1 attaches the borrower's chatbot conversation of the last day ('Hubungi CS'). */
      withChat: z.optional(bit()),
    }),
  response: () => z.object({ problemId: z.int() }),
});

/** The loan a complaint is about: its product and order number; null when it names none. */
const complaintLoan = z.nullable(z.object({ orderNo: z.string(), productName: z.string() }));

export const problemList = defineEndpoint({
  method: 'POST',
  path: '/greyer/problem-list',
  encoding: 'form',
  request: empty,
  response: () =>
    z.object({
      tabs: z.array(
        z.object({
          title: z.string(),
          value: z.string(),
          list: z.array(
            z.object({
              id: z.int(),
              time: z.string(),
              type: z.string(),
              content: z.string(),
              /** Where it stands, in the borrower's words (the tab it is under). */
              status: z.string(),
              loan: complaintLoan,
            }),
          ),
        }),
      ),
    }),
});

export const problemDetail = defineEndpoint({
  method: 'POST',
  path: '/greyer/problem-detail',
  encoding: 'form',
  request: () => z.object({ problemId: positiveId() }),
  response: () =>
    z.object({
      problemId: z.int(),
      type: z.string(),
      sonType: z.string(),
      content: z.string(),
      images: z.array(z.string()),
      disposeDetail: z.string(),
      disposeImages: z.array(z.string()),
      isScore: z.int(),
      time: z.string(),
      /** Where it stands, in the borrower's words. */
      status: z.string(),
      loan: complaintLoan,
      /** The complaint clock (decision 063): its reference, e.g. `TNR-IN-2026-000123`. */
      reference: z.string(),
      /** When a reply is promised (ISO instant; the page shows it in market time). */
      replyDueAt: z.string(),
      /** What happened to it, oldest first (ISO instants). */
      timeline: z.array(
        z.object({
          step: z.enum(['received', 'assigned', 'replied', 'escalated', 'closed']),
          at: z.string(),
        }),
      ),
      /**
       * Once the regulator takes it (India: answered, or 30 days unresolved; Indonesia:
       * answered, or 10 working days unresolved): the route, and the complaint's pack to take
       * along (a download link of its own, valid an hour). Null before.
       */
      regulator: z.nullable(z.object({ route: grievanceRoute, packUrl: z.string() })),
    }),
});

export const saveScore = defineEndpoint({
  method: 'POST',
  path: '/greyer/save-score',
  encoding: 'form',
  request: () =>
    z.object({
      problemId: positiveId(),
      score: z.pipe(int(), z.int().check(z.gte(1), z.lte(5))),
    }),
  response: nothing,
});

/**
 * The regulators' grievance route of the borrower's market, from configuration: the
 * lender's grievance officer and where to escalate (India: the RBI Ombudsman through the
 * CMS portal after 30 days; Indonesia: OJK's consumer protection, after the lender's answer
 * within 3 working days, the complaint form's one promise). `escalation` is a sentence in
 * the caller's language.
 */
export const grievanceRoute = z.lazy(() =>
  z.object({
    officerName: z.string(),
    officerEmail: z.string(),
    officerPhone: z.string(),
    regulatorName: z.string(),
    regulatorUrl: z.string(),
    regulatorPhone: z.string(),
    regulatorEmail: z.string(),
    escalation: z.string(),
  }),
);

/**
 * Customer service contacts (the spec's boemail, bophone), the grievance route (its officer is
 * the platform's own, decision 066) and the lenders offered, of the
 * signed-in borrower's market (of `languageType`'s without a session). `region` names that
 * market, so a page words the escalation itself, in any of its languages.
 */
export const getWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/greyer/get-whatsapp',
  encoding: 'form',
  auth: false,
  optionalAuth: true,
  request: () => z.object({ overall: z.optional(int()) }),
  response: () =>
    z.object({
      email: z.string(),
      phone: z.string(),
      region: z.enum(['IN', 'ID']),
      grievance: grievanceRoute,
      /** The market's lenders whose products are offered, with their websites and recovery agents (decision 066). */
      lenders: z.array(lenderSite),
    }),
});
