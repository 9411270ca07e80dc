import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { empty, int, nothing, positiveId, requiredText, text } from '../fields.ts';

const titleValue = z.object({ title: z.string(), value: z.string() });

export const complaintOrder = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  status: z.string(),
  /** 1 when a collection-type complaint is allowed for this order. */
  isShow: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(titleValue),
});

export const problemInit = defineEndpoint({
  method: 'POST',
  path: '/greyer/user-problem-init',
  encoding: 'form',
  request: z.object({ orderNo: z.optional(text(64)) }),
  response: z.object({
    problemType: z.array(titleValue),
    problemSonType: z.array(titleValue),
    orderDetail: z.nullable(complaintOrder),
    orderList: z.array(complaintOrder),
    problemStatus: z.array(titleValue),
  }),
});

export const qaAnswer = z.object({
  id: z.int(),
  title: z.string(),
  titleAlias: z.string(),
  /** 4 jumps to the complaint form. */
  actionType: z.int(),
  icon: z.string(),
});

export const qaList = defineEndpoint({
  method: 'GET',
  path: '/greyer/get-qa-list',
  encoding: 'query',
  request: z.object({ orderNo: z.optional(text(64)), pid: int() }),
  response: z.object({
    answerList: z.array(qaAnswer),
    question: z.nullable(z.object({ id: z.int(), title: z.string(), answer: z.string() })),
  }),
});

export const qaRecord = defineEndpoint({
  method: 'POST',
  path: '/greyer/qa-record',
  encoding: 'form',
  request: z.object({
    orderNo: z.optional(text(64)),
    /** 1 jump, 2 solved/unsolved, 3 score, 4 free text. */
    type: z.pipe(int(), z.int().check(z.gte(1), z.lte(4))),
    value: text(500),
    qaId: z.optional(int()),
  }),
  response: z.object({ reply: z.string(), actionType: z.int(), message: z.string() }),
});

export const uploadProblemImg = defineEndpoint({
  method: 'POST',
  path: '/greyer/upload-problem-img',
  encoding: 'multipart',
  /** Multipart field `problemImage`: one image file. */
  request: empty,
  response: z.object({ url: z.string() }),
});

export const problemSave = defineEndpoint({
  method: 'POST',
  path: '/greyer/problem-save',
  encoding: 'form',
  request: z.object({
    problemType: requiredText(32),
    problemSonType: z.optional(text(32)),
    problemDetail: requiredText(200),
    /** Comma-joined image URLs from upload-problem-img, or empty; at most 9. */
    problemImage: z.optional(text(9 * 256)),
    orderNo: z.optional(text(64)),
  }),
  response: z.object({ problemId: z.int() }),
});

export const problemList = defineEndpoint({
  method: 'POST',
  path: '/greyer/problem-list',
  encoding: 'form',
  request: empty,
  response: z.object({
    tabs: z.array(
      z.object({
        title: z.string(),
        value: z.string(),
        list: z.array(
          z.object({ id: z.int(), time: z.string(), type: z.string(), content: z.string() }),
        ),
      }),
    ),
  }),
});

export const problemDetail = defineEndpoint({
  method: 'POST',
  path: '/greyer/problem-detail',
  encoding: 'form',
  request: z.object({ problemId: positiveId() }),
  response: z.object({
    problemId: z.int(),
    type: z.string(),
    sonType: z.string(),
    content: z.string(),
    images: z.array(z.string()),
    disposeDetail: z.string(),
    disposeImages: z.array(z.string()),
    isScore: z.int(),
    time: z.string(),
  }),
});

export const saveScore = defineEndpoint({
  method: 'POST',
  path: '/greyer/save-score',
  encoding: 'form',
  request: z.object({
    problemId: positiveId(),
    score: z.pipe(int(), z.int().check(z.gte(1), z.lte(5))),
  }),
  response: nothing,
});

export const getWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/greyer/get-whatsapp',
  encoding: 'form',
  auth: false,
  request: z.object({ overall: z.optional(int()) }),
  response: z.object({ email: z.string(), phone: z.string() }),
});
