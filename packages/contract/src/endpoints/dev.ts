import * as z from 'zod/mini';
import { defineEndpoint, type SchemaSource } from '../endpoint.ts';
import { mandateStatuses } from './autopay.ts';
import { bit, int, isoDate, money, nothing, positiveId, requiredText } from '../fields.ts';

/**
 * A call of the sandbox API, present only in demo mode (404 otherwise): public, a POST
 * carrying JSON or a GET carrying its query.
 */
function sandboxCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(def: {
  method: 'POST' | 'GET';
  path: string;
  request: SchemaSource<Req>;
  response: SchemaSource<Res>;
}) {
  return defineEndpoint({
    ...def,
    encoding: def.method === 'POST' ? 'json' : 'query',
    auth: false,
  });
}

export const devSession = sandboxCall({
  method: 'POST',
  path: '/dev/session',
  request: () =>
    z.object({
      region: z.optional(z.enum(['IN', 'ID'])),
      /**
       * `full`: a borrower who has applied for every product today (empty recommendations, the
       * other lists closed, confirm and push refused with 1010).
       */
      scenario: z.optional(z.enum(['default', 'full'])),
    }),
  response: () =>
    z.object({
      token: z.string(),
      borrowerId: z.int(),
      /** Order id per status code, for the seeded orders of docs/order-statuses.md. */
      orders: z.record(z.string(), z.int()),
      products: z.array(z.object({ id: z.int(), name: z.string(), region: z.string() })),
      /** The borrower's phone (E.164), e.g. to filter the SMS outbox. */
      phone: z.string(),
      /** The borrower's bank cards as `repayment-way` lists them; `needValid` 1 = SMS code. */
      cards: z.array(
        z.object({ id: z.int(), bankName: z.string(), cardNo: z.string(), needValid: bit() }),
      ),
      /** The promotion landing's templates (`/promo/#/?id=`), both markets. */
      templates: z.array(z.object({ id: z.int(), region: z.string(), title: z.string() })),
    }),
});

export const devOrderStatus = sandboxCall({
  method: 'POST',
  path: '/dev/orders/:orderId/status',
  request: () => z.object({ orderId: positiveId(), status: int() }),
  response: () => z.object({ orderId: z.int(), status: z.int() }),
});

/**
 * The complaint clock's sweep, run now (decision 063); with `problemId` and `days`, that
 * complaint and its replies are first moved `days` back in time (what 30 days would do).
 */
export const devComplaintClock = sandboxCall({
  method: 'POST',
  path: '/dev/complaints/clock',
  request: () =>
    z.object({
      problemId: z.optional(positiveId()),
      days: z.optional(z.int().check(z.minimum(0), z.maximum(400))),
    }),
  response: () => z.object({ escalated: z.int() }),
});

/**
 * The data rights' clock (decision 064): a borrower's loans and data requests moved `days` back
 * in time (what the years of retention and the erasure's notice would do), then the erasure
 * job run now, as each instance runs it every minute.
 */
export const devRightsClock = sandboxCall({
  method: 'POST',
  path: '/dev/rights/clock',
  request: () =>
    z.object({
      borrowerId: positiveId(),
      days: z.int().check(z.minimum(0), z.maximum(4000)),
    }),
  response: () => z.object({ erased: z.int() }),
});

/**
 * The marketing SMS offers' sender, run now or at `at` (decision 065): what the job every
 * instance runs does at that moment, promotional hours and holidays included.
 */
export const devOffersSend = sandboxCall({
  method: 'POST',
  path: '/dev/offers/send',
  request: () => z.object({ at: z.optional(isoDate()) }),
  response: () => z.object({ sent: z.int() }),
});

export const devPaymentSimulate = sandboxCall({
  method: 'POST',
  path: '/dev/payments/simulate',
  request: () => z.object({ cardNo: requiredText(64), amount: z.optional(money()) }),
  response: nothing,
});

/** The sandbox wallet declines an open e-wallet request (decision 077). */
export const devPaymentDecline = sandboxCall({
  method: 'POST',
  path: '/dev/payments/decline',
  request: () => z.object({ cardNo: requiredText(64) }),
  response: nothing,
});

export const devOutbox = sandboxCall({
  method: 'GET',
  path: '/dev/outbox',
  request: () => z.object({ phone: z.optional(requiredText(20)) }),
  response: () =>
    z.array(
      z.object({
        phone: z.string(),
        text: z.string(),
        sentAt: z.string(),
        /** India's DLT template the text would go with (the Hindi one for a Hindi text); null: none set. */
        templateId: z.nullable(z.string()),
      }),
    ),
});

/** The text of a registration session's current image captcha, so tests can fill it in. */
export const devCaptcha = sandboxCall({
  method: 'GET',
  path: '/dev/captcha',
  request: () => z.object({ sid: requiredText(64) }),
  response: () => z.object({ text: z.string() }),
});

/**
 * The demo borrower's issued payment accounts, newest first: bank virtual accounts (payType
 * 1), mini-market codes (2) and UPI addresses (3), so the preview pays any of them in one tap.
 */
export const devAccounts = sandboxCall({
  method: 'GET',
  path: '/dev/accounts',
  request: () => z.object({ borrowerId: positiveId() }),
  response: () =>
    z.array(
      z.object({
        accountNo: z.string(),
        payType: int(),
        payCode: z.string(),
        amount: z.int(),
        orderId: z.int(),
        purpose: z.enum(['repay', 'extension']),
        status: z.enum(['open', 'paid', 'expired']),
        /** Closed before its expiry: the order was `settled`, or `changed` by another payment. */
        closedReason: z.optional(z.enum(['settled', 'changed', 'failed'])),
      }),
    ),
});

/**
 * Money that reached the demo borrower's accounts and was not applied, newest first: why
 * (`accountClosed`, `alreadyPaid`, `notOwed`) and whether the sandbox has refunded it
 * (docs/repayment-operations.md "Closing and refunds").
 */
export const devRefunds = sandboxCall({
  method: 'GET',
  path: '/dev/refunds',
  request: () => z.object({ borrowerId: positiveId() }),
  response: () =>
    z.array(
      z.object({
        orderId: z.int(),
        accountNo: z.string(),
        amount: z.int(),
        reason: z.enum(['accountClosed', 'alreadyPaid', 'notOwed']),
        status: z.enum(['pending', 'refunded']),
        receivedAt: z.string(),
        refundedAt: z.string(),
      }),
    ),
});

/** Sandbox: the mandates' job run now or at `at` (notices, then debits), as every instance runs it. */
export const devAutopayRun = sandboxCall({
  method: 'POST',
  path: '/dev/autopay/run',
  request: () => z.object({ at: z.optional(isoDate()) }),
  response: () => z.object({ notices: int(), debits: int() }),
});

/**
 * Sandbox: what the borrower's UPI app or bank does to the order's mandate — approve or decline
 * it, pause, resume or cancel it there, or fail the next debit.
 */
export const devAutopayEvent = sandboxCall({
  method: 'POST',
  path: '/dev/autopay/event',
  request: () =>
    z.object({
      orderId: positiveId(),
      event: z.enum(['approve', 'decline', 'pause', 'resume', 'cancel', 'failNextDebit']),
    }),
  response: () => z.object({ status: z.enum(mandateStatuses) }),
});
