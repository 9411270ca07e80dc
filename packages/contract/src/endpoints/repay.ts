import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { bit, detailRow, int, money, nothing, positiveId, requiredText, text } from '../fields.ts';
import { lenderInfo } from '../lender.ts';
import { EWALLET_PAY_TYPE, QRIS_PAY_TYPE } from '../pay-codes.ts';
import { signedDownloadRequest, statementDownloads } from '../statement-downloads.ts';

const orderRef = () => ({ productId: z.optional(positiveId()), orderId: positiveId() });

/**
 * 1 bank virtual account, 2 mini market, 3 UPI (a virtual payment address, India), 4 QRIS (a
 * dynamic QR for the exact amount, Indonesia; decision 073), 5 e-wallet (decision 077).
 */
export const payType = z.pipe(
  int(),
  z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(QRIS_PAY_TYPE),
    z.literal(EWALLET_PAY_TYPE),
  ]),
);

/**
 * The ways to pay a region offers (docs/markets.md "Repayment rails"): Indonesia `va`
 * (bank virtual accounts) and `market` (mini-market codes); India `upi`, `netbanking` and
 * `debitCard` (the hosted gateway) and `card` (saved cards with an SMS code).
 */
export const payChannels = [
  'va',
  'market',
  'upi',
  'netbanking',
  'debitCard',
  'card',
  'qris',
  'ewallet',
] as const;
export type PayChannel = (typeof payChannels)[number];
export const payChannel = z.enum(payChannels);

/** The hosted gateway's ways to pay (`repayment-huichao`). */
export const gatewayMethod = z.enum(['netbanking', 'debitCard']);
export type GatewayMethod = z.output<typeof gatewayMethod>;

export const bankOption = z.lazy(() =>
  z.object({
    bankName: z.string(),
    payCode: z.string(),
    methods: z.array(z.string()),
  }),
);
export const marketOption = z.lazy(() => z.object({ name: z.string(), payCode: z.string() }));

/**
 * What a payment page pays, as the server decides it (docs/screens.md "Repay"): the page
 * shows this amount, never its link's, and pays with it.
 */
export const payable = z.lazy(() =>
  z.object({
    /** The link's amount when the order takes it; otherwise what the order takes now. */
    amount: z.int(),
    /** The link's amount was stale or altered: `amount` replaces it (said once on the page). */
    amountChanged: z.boolean(),
    /**
     * `settle` repays the whole loan, `instalments` some of its instalments, `extension` the fee,
     * `exit` closes it in the cooling-off period (decision 058).
     */
    kind: z.enum(['settle', 'instalments', 'extension', 'exit']),
  }),
);
export type Payable = z.output<typeof payable>;

/** A payment page's link: its amount and whether it is the extension fee (`display` 1). */
const linkAmount = () => ({ amount: z.optional(money()), isDisplay: z.optional(bit()) });

export const initPayType = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/init-pay-type',
  encoding: 'json',
  request: () => z.object({ ...orderRef(), payType, ...linkAmount() }),
  response: () =>
    z.object({
      banks: z.array(bankOption),
      markets: z.array(marketOption),
      /** Every way the order's region offers, in the order to show them. */
      channels: z.array(payChannel),
      payable,
      /** The payee: the loan's lender, never a pool (decision 055). */
      lender: z.optional(lenderInfo),
    }),
});

export const virtualAccountPayment = z.lazy(() =>
  z.object({
    amount: z.int(),
    /** Bill number. */
    vcode: z.string(),
    /** Virtual account number or mini-market payment code. */
    cardNo: z.string(),
    payType: z.union([
      z.literal(1),
      z.literal(2),
      z.literal(3),
      z.literal(QRIS_PAY_TYPE),
      z.literal(EWALLET_PAY_TYPE),
    ]),
    payCode: z.string(),
    specificNum: z.int(),
    payStep: z.object({
      bank: z.array(z.object({ name: z.string(), steps: z.array(z.string()) })),
      market: z.array(z.string()),
    }),
    telephone: z.string(),
    expiresAt: z.string(),
    /** The payee: the loan's lender, never a pool (decision 055). */
    lender: z.optional(lenderInfo),
    /** UPI only: the intent link that opens the borrower's UPI app, and its QR code. */
    upi: z.optional(
      z.object({
        intentUrl: z.string(),
        /** Modules per side, and an SVG path drawing the dark ones on a 1-unit grid. */
        qr: z.object({ size: z.int(), path: z.string() }),
        /**
         * False when only the link or the QR pays this bill (a provider's QR): the UPI ID
         * (`cardNo`) typed into an app would pay without the bill's reference, so it is not shown.
         */
        payByAddress: z.optional(z.boolean()),
      }),
    ),
    /**
     * QRIS only: the provider's dynamic QR for this bill's exact amount, drawn like `upi.qr`;
     * any Indonesian banking or wallet app pays it until `expiresAt` (the provider's expiry).
     */
    qris: z.optional(z.object({ qr: z.object({ size: z.int(), path: z.string() }) })),
    /**
     * E-wallet only (decision 077): the wallet's address that takes the borrower to approve this
     * bill's payment (a web page or the app's deep link), as the provider answered it.
     */
    ewallet: z.optional(z.object({ url: z.string() })),
  }),
);
export type VirtualAccountPayment = z.output<typeof virtualAccountPayment>;

export const generateVcode = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  encoding: 'json',
  request: () =>
    z.object({
      ...orderRef(),
      amount: money(),
      payCode: requiredText(32),
      payType,
      isDefault: bit(),
      isDisplay: bit(),
      specificNum: int(),
    }),
  response: virtualAccountPayment,
});

/**
 * Whether an issued account or code has been paid (the 'YA' check), and what became of it:
 * `open` (payable), `paid`, `expired`, or `closed` (the loan was paid another way or its
 * amount changed). A page showing the code watches it with this.
 */
export const paymentStatus = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/payment-status',
  encoding: 'json',
  request: () => z.object({ orderId: positiveId(), vcode: requiredText(64) }),
  response: () =>
    z.object({
      paid: z.boolean(),
      /** `failed`: an e-wallet payment the wallet refused or the borrower abandoned (decision 077). */
      state: z.enum(['open', 'paid', 'expired', 'closed', 'failed']),
    }),
});

export const period = z.lazy(() =>
  z.object({
    periodNo: z.int(),
    totalAmount: z.int(),
    canClick: z.boolean(),
    check: z.boolean(),
    /** 500 is shown as special (docs/screens.md "Instalment repayment"). */
    periodStatus: z.int(),
    /** The period in the server's language (the native app's); pages write their own. */
    repayDes: z.string(),
    dueTime: z.string(),
    /** When a paid period was paid, as `dueTime` is written; absent while unpaid. */
    paidTime: z.optional(z.string()),
    /** The late fee included in `totalAmount` of an unpaid overdue period; absent when none. */
    lateFee: z.optional(z.int()),
  }),
);
export type Period = z.output<typeof period>;

export const instalmentDetail = defineEndpoint({
  method: 'POST',
  path: '/v3/installment/loan-play-detail',
  encoding: 'json',
  request: () => z.object(orderRef()),
  response: () =>
    z.object({
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
  request: () => z.object(orderRef()),
  response: () =>
    z.object({
      productName: z.string(),
      productLogo: z.string(),
      delayShouldPayAmount: z.int(),
      /** `yyyy-MM-dd HH:mm:ss`, market time (the spec's field). */
      delayExpiryTime: z.string(),
      /** The same moment as ISO-8601, for pages to show as a borrower reads it. */
      delayExpiresAt: z.string(),
      /** The spec's rows, in the server's language (the native app's). */
      details: z.array(detailRow),
      /** The same facts for pages that write their own words (ISO-8601 dates). */
      order: z.object({
        orderNo: z.string(),
        loanAmount: z.int(),
        dueAt: z.string(),
        extensionDays: z.int(),
        newDueAt: z.string(),
        /**
         * What the new due date counts from: the current due date, or today once that date
         * has passed (a paid extension never leaves the loan overdue).
         */
        from: z.enum(['dueDate', 'today']),
        /** Periods of the plan (1 for a single-payment loan). */
        periodCount: z.int(),
        /** The unpaid periods: the first moves to `newDueAt`, the others keep their dates. */
        periods: z.array(
          z.object({
            periodNo: z.int(),
            amount: z.int(),
            dueAt: z.string(),
            newDueAt: z.string(),
            moves: z.boolean(),
          }),
        ),
      }),
      telephone: z.string(),
    }),
});

/** A saved card's number as it may leave the server: masked to its last four digits. */
export const MASKED_CARD = /^•••• \d{4}$/;

export const bankCard = z.lazy(() =>
  z.object({
    id: z.int(),
    bankName: z.string(),
    /** Masked to the last four digits (`•••• 1234`): an answer with more is refused on both sides. */
    cardNo: z.string().check(z.regex(MASKED_CARD)),
    bankCode: z.string(),
  }),
);

export const repaymentWay = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-way',
  encoding: 'form',
  request: () => z.object({ orderId: positiveId(), amount: z.optional(money()) }),
  response: () =>
    z.object({
      alipay: bit(),
      repayToken: z.string(),
      bankCards: z.array(bankCard),
      payable,
    }),
});

export const repaymentCommit = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-commit',
  encoding: 'form',
  request: () =>
    z.object({
      orderId: positiveId(),
      amount: money(),
      cardId: positiveId(),
      bankName: z.optional(text(64)),
      bankCode: z.optional(text(32)),
      couponId: z.optional(text(32)),
      repayToken: requiredText(128),
      sendMsg: bit(),
    }),
  response: () =>
    z.object({
      needValid: bit(),
      repayRecordId: z.int(),
      /** Where the SMS code went, masked (`+91 ••••• •4321`, `+62 •••• •••• 4321`). */
      phone: z.string(),
    }),
});

export const repaymentConfirm = defineEndpoint({
  method: 'POST',
  path: '/greyer/repayment-confirm',
  encoding: 'form',
  request: () =>
    z.object({
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
  request: () =>
    z.object({
      orderId: positiveId(),
      amount: money(),
      method: z.optional(gatewayMethod),
      /** What the amount pays: the plan's periods (absent) or the extension fee. */
      purpose: z.optional(z.enum(['repay', 'extension'])),
    }),
  response: () => z.object({ url: z.string() }),
});

/**
 * What became of a payment (docs/screens.md "Payment receipt"): a virtual account, UPI or
 * mini-market bill by its bill number (`vcode`), or a card or gateway repayment by its
 * record id. `pending` until the money has arrived.
 */
export const paymentReceipt = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/payment-receipt',
  encoding: 'json',
  request: () =>
    z.object({
      orderId: positiveId(),
      vcode: z.optional(requiredText(64)),
      repaymentId: z.optional(positiveId()),
    }),
  response: () =>
    z.object({
      /**
       * `closed`: a bill closed before it was paid because it no longer pays anything the
       * order owes (the loan was paid another way, or its amount changed).
       */
      state: z.enum(['paid', 'pending', 'failed', 'expired', 'closed']),
      purpose: z.enum(['repay', 'extension']),
      amount: z.int(),
      /** ISO-8601, or '' until paid. */
      paidAt: z.string(),
      /** The bill number or repayment number the borrower can quote. */
      reference: z.string(),
      /** How it was paid, in words ("UPI", "BCA virtual account", "HDFC card ••1234"). */
      method: z.string(),
      /** The same for pages that write their own words: the way, its bank or store, a card's last four. */
      way: z.object({
        kind: z.enum(['upi', 'va', 'market', 'netbanking', 'debitCard', 'card', 'qris', 'ewallet']),
        name: z.string(),
        last4: z.string(),
      }),
      orderNo: z.string(),
      productName: z.string(),
      /** What the order still owes after this payment. */
      outstanding: z.int(),
      /** The order's status now (201: closed in cooling-off by this payment, decision 058). */
      orderStatus: z.optional(z.int()),
      /** ISO-8601 of the next due date, or '' when nothing is owed. */
      dueDate: z.string(),
      /** What of `outstanding` is due by `dueDate` (the overdue periods and that date's). */
      dueNext: z.int(),
      /** The rest of `outstanding`, each unpaid period after `dueDate` on its own date. */
      later: z.array(z.object({ periodNo: z.int(), amount: z.int(), dueAt: z.string() })),
    }),
});

/** One movement of a loan's statement of account (docs/screens.md "Statement of account"). */
export const statementRow = z.lazy(() =>
  z.object({
    /** The market day it is dated by, as the borrower reads it. */
    date: z.string(),
    text: z.string(),
    /** Minor units: positive is charged to the loan, negative is paid off it. */
    amount: z.int(),
    /** What is owed after it, minor units. */
    balance: z.int(),
  }),
);
export type StatementRow = z.output<typeof statementRow>;

/** A download link's expiry (`e`, Unix seconds) and signature (`s`): the page builds the URL. */
const signedLink = z.lazy(() => z.object({ e: z.string(), s: z.string() }));

/**
 * The statement of account: every movement with its running balance, which ends at
 * `outstanding` (loan details' figure, decision 040), the unpaid periods, and short-lived
 * signed links to the schedule's `.ics` and the printable statement (decision 060).
 */
export const loanStatement = defineEndpoint({
  method: 'GET',
  path: '/v3/loan-details/statement',
  encoding: 'query',
  request: () => z.object(orderRef()),
  response: () =>
    z.object({
      orderId: z.int(),
      productId: z.int(),
      orderNo: z.string(),
      productName: z.string(),
      lender: z.optional(lenderInfo),
      /** When the statement was made, on the market's clock. */
      asOf: z.string(),
      rows: z.array(statementRow),
      outstanding: z.int(),
      /** The unpaid periods, earliest first: what the calendar file holds. */
      upcoming: z.array(
        z.object({ periodNo: z.int(), periods: z.int(), dueDate: z.string(), amount: z.int() }),
      ),
      /** The signed link of `statementCalendar` (the `.ics` of `upcoming`); absent when nothing is unpaid. */
      calendarLink: z.optional(signedLink),
      /** The signed link of `statementFile`; absent before the loan is paid out. */
      fileLink: z.optional(signedLink),
    }),
});

/**
 * A file of the order downloaded by a signed link, without a session: the link's own query is
 * the order, its expiry and signature (the words follow `languageType`/`locale`); the answer is
 * the file's bytes, an attachment.
 */
const signedDownload = (path: string) =>
  defineEndpoint({
    ...signedDownloadRequest,
    path,
    auth: false,
    body: 'binary',
    request: () => z.object({ orderId: positiveId(), e: requiredText(12), s: requiredText(64) }),
    response: nothing,
  });

export const statementCalendar = signedDownload(statementDownloads.calendar);
export const statementFile = signedDownload(statementDownloads.file);

/** UPI AutoPay (decision 072): defined in its own module, answered by the repay area. */
export { autopayChange, autopayGet, autopaySetup, autopayVerify } from './autopay.ts';
