import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { bit, detailRow, int, money, nothing, positiveId, requiredText, text } from '../fields.ts';

const orderRef = { productId: z.optional(positiveId()), orderId: positiveId() };

/** 1 bank virtual account, 2 mini market. */
export const payType = z.pipe(int(), z.union([z.literal(1), z.literal(2)]));

export const bankOption = z.object({
  bankName: z.string(),
  payCode: z.string(),
  methods: z.array(z.string()),
});
export const marketOption = z.object({ name: z.string(), payCode: z.string() });

export const initPayType = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/init-pay-type',
  encoding: 'json',
  request: z.object({ ...orderRef, payType }),
  response: z.object({ banks: z.array(bankOption), markets: z.array(marketOption) }),
});

export const virtualAccountPayment = z.object({
  amount: z.int(),
  /** Bill number. */
  vcode: z.string(),
  /** Virtual account number or mini-market payment code. */
  cardNo: z.string(),
  payType: z.union([z.literal(1), z.literal(2)]),
  payCode: z.string(),
  specificNum: z.int(),
  payStep: z.object({
    bank: z.array(z.object({ name: z.string(), steps: z.array(z.string()) })),
    market: z.array(z.string()),
  }),
  telephone: z.string(),
  expiresAt: z.string(),
});
export type VirtualAccountPayment = z.output<typeof virtualAccountPayment>;

export const generateVcode = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  encoding: 'json',
  request: z.object({
    ...orderRef,
    amount: money(),
    payCode: requiredText(32),
    payType,
    isDefault: bit(),
    isDisplay: bit(),
    specificNum: int(),
  }),
  response: virtualAccountPayment,
});

/** Whether an issued account or code has been paid (the 'YA' check). */
export const paymentStatus = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/payment-status',
  encoding: 'json',
  request: z.object({ orderId: positiveId(), vcode: requiredText(64) }),
  response: z.object({ paid: z.boolean() }),
});

export const period = z.object({
  periodNo: z.int(),
  totalAmount: z.int(),
  canClick: z.boolean(),
  check: z.boolean(),
  /** 500 is shown as special (docs/screens.md "Instalment repayment"). */
  periodStatus: z.int(),
  repayDes: z.string(),
  dueTime: z.string(),
});
export type Period = z.output<typeof period>;

export const instalmentDetail = defineEndpoint({
  method: 'POST',
  path: '/v3/installment/loan-play-detail',
  encoding: 'json',
  request: z.object(orderRef),
  response: z.object({
    productName: z.string(),
    repayWaitDetail: z.array(period),
    repayYetDetail: z.array(period),
    repayWaitCount: z.int(),
    note: z.string(),
  }),
});

export const delayDetail = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/delay-detail',
  encoding: 'json',
  request: z.object(orderRef),
  response: z.object({
    productName: z.string(),
    productLogo: z.string(),
    delayShouldPayAmount: z.int(),
    delayExpiryTime: z.string(),
    details: z.array(detailRow),
    telephone: z.string(),
  }),
});

export const bankCard = z.object({
  id: z.int(),
  bankName: z.string(),
  /** Masked to the last four digits. */
  cardNo: z.string(),
  bankCode: z.string(),
});

export const repaymentWay = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-way',
  encoding: 'form',
  request: z.object({ orderId: positiveId() }),
  response: z.object({ alipay: bit(), repayToken: z.string(), bankCards: z.array(bankCard) }),
});

export const repaymentCommit = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-commit',
  encoding: 'form',
  request: z.object({
    orderId: positiveId(),
    amount: money(),
    cardId: positiveId(),
    bankName: z.optional(text(64)),
    bankCode: z.optional(text(32)),
    couponId: z.optional(text(32)),
    repayToken: requiredText(128),
    sendMsg: bit(),
  }),
  response: z.object({ needValid: bit(), repayRecordId: z.int() }),
});

export const repaymentConfirm = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-confirm',
  encoding: 'form',
  request: z.object({
    orderId: positiveId(),
    verifyCode: requiredText(12),
    repaymentRecordId: positiveId(),
  }),
  response: nothing,
});

export const repaymentHuichao = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-huichao',
  encoding: 'form',
  request: z.object({ orderId: positiveId(), amount: money() }),
  response: z.object({ url: z.string() }),
});
