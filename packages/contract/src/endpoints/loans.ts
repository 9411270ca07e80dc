import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { orderCall } from './order-call.ts';
import { bit, detailRow, empty, flag, int, money, nothing, positiveId, text } from '../fields.ts';
import { lenderInfo } from '../lender.ts';
import { consentRow, kfsInfo } from '../consent.ts';
import { reminderChoice, reminderNotice, reminderSettings } from '../reminders.ts';
import { exitOffer } from '../loan-exit.ts';
import { loanClosure, payoffQuote } from '../loan-closure.ts';
import { offerTerms } from '../offer.ts';

/** Recommended product card (docs/screens.md "Recommended products"), money in minor units. */
export const recommendedProduct = z.lazy(() =>
  z.object({
    id: z.int(),
    productLogo: z.string(),
    productName: z.string(),
    amountMin: z.int(),
    amountMax: z.int(),
    amountRangeDes: z.string(),
    loanRate: z.string(),
    productDesc: z.string(),
    productTags: z.array(z.string()),
    buttonStatus: z.union([z.literal(0), z.literal(1)]),
    buttonText: z.string(),
    /** The lender of this loan (decision 055); sent by this server for every product. */
    lender: z.optional(lenderInfo),
    /** Tenor, example loan, APR and charges (decision 057); sent by this server for every product. */
    offer: z.optional(offerTerms),
  }),
);
export type RecommendedProduct = z.output<typeof recommendedProduct>;

/** Product in a loan-details or joint-fail recommendation list (docs/screens.md "Recommended item"). */
export const recommendedItem = z.lazy(() =>
  z.object({
    productId: z.int(),
    productLogo: z.string(),
    productName: z.string(),
    /** '0' means the item is display-only. */
    globally: flag(),
    caveats: z.string(),
    /** 1 enabled, 0 disabled. */
    solving: z.union([z.literal(0), z.literal(1)]),
    buttonText: z.string(),
    amountMin: z.int(),
    amountMax: z.int(),
    amountRangeDes: z.string(),
    loanRate: z.string(),
    productDesc: z.string(),
    /** The lender of this loan (decision 055). */
    lender: z.optional(lenderInfo),
    /** Tenor, example loan, APR and charges (decision 057). */
    offer: z.optional(offerTerms),
  }),
);
export type RecommendedItem = z.output<typeof recommendedItem>;

const productEvent = () =>
  z.object({ productId: positiveId(), moduleId: int(), positionId: int() });

export const recommendProductList = defineEndpoint({
  method: 'POST',
  path: '/indah/v3/product/recommend-product-list',
  encoding: 'form',
  request: () => z.object({ scene: z.optional(text(64)) }),
  response: () => z.array(recommendedProduct),
});

/**
 * What the offer list discloses besides its cards (decision 057); defined beside its schema so
 * the site's home reads it without this module.
 */
export { offerDisclosure } from '../offer.ts';

export const pageEventSave = defineEndpoint({
  method: 'POST',
  path: '/indah/pageEvent/save',
  encoding: 'form',
  request: productEvent,
  response: nothing,
});

export const productApply = defineEndpoint({
  method: 'POST',
  path: '/indah/v3/product/apply',
  encoding: 'form',
  request: () =>
    z.object({ productId: positiveId(), moduleId: int(), scene: z.optional(text(64)) }),
  response: () => z.object({ url: z.string() }),
});

export const serviceEventSave = defineEndpoint({
  method: 'POST',
  path: '/service/event/save',
  encoding: 'form',
  request: productEvent,
  response: nothing,
});

/** The product link for a recommended item tapped on loan details (module, position, product key). */
export const productLink = defineEndpoint({
  method: 'POST',
  path: '/gopia/goya/define',
  encoding: 'form',
  request: () => z.object({ moduleId: int(), positionId: int(), productId: positiveId() }),
  response: () => z.object({ url: z.string() }),
});

export const loanTermUnit = z.enum(['day', 'month']);

export const repayPlan = z.lazy(() =>
  z.object({
    title: z.string(),
    amount: z.int(),
    /** Due date as the market reads it (`24 Nov 2026`). */
    payTime: z.string(),
    /** The same day as `yyyy-MM-dd`, for the APR (loan-cost.ts). */
    dueOn: z.string(),
  }),
);

export const loanConfirm = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  encoding: 'json',
  request: () =>
    z.object({
      productId: positiveId(),
      amount: z.optional(money()),
      periods: z.optional(int()),
    }),
  response: () =>
    z.object({
      productId: z.int(),
      productLogo: z.string(),
      productName: z.string(),
      amount: z.int(),
      amountChoices: z.array(z.int()),
      periods: z.int(),
      periodChoices: z.array(z.int()),
      termUnit: loanTermUnit,
      /** Money the borrower receives, after upfront fees. */
      receivedAmount: z.int(),
      /**
       * The product's daily interest, basis points: with the figures above and the plan, what
       * a page needs to word the rows itself (the staff's Chinese pack reads no server words).
       */
      dailyRateBps: z.int(),
      details: z.array(detailRow),
      repayPlans: z.array(repayPlan),
      firstPayTime: z.string(),
      pRateDsc: z.string(),
      sendSms: bit(),
      popTitle: z.string(),
      popContent: z.string(),
      popAgreementUrl: z.string(),
      note: z.string(),
      agreements: z.array(z.object({ title: z.string(), position: z.int() })),
      /** The lender of this loan (decision 055); sent by this server for every product. */
      lender: z.optional(lenderInfo),
      /** The Key Fact Statement issued for this choice, to name at Agree (decision 056). */
      kfs: z.optional(kfsInfo),
    }),
});

export const contractList = defineEndpoint({
  method: 'GET',
  path: '/v3/contract/contract',
  encoding: 'query',
  request: () => z.object({ productId: positiveId(), scene: int() }),
  response: () => z.array(z.object({ title: z.string(), position: z.int() })),
});

export const contractJump = defineEndpoint({
  method: 'GET',
  path: '/v3/contract/contract-jump',
  encoding: 'query',
  request: () =>
    z.object({
      productId: positiveId(),
      scene: int(),
      position: int(),
      orderId: z.optional(positiveId()),
      /** The amount and term on the confirm screen: a Key Fact Statement shows that loan. */
      amount: z.optional(money()),
      periods: z.optional(int()),
    }),
  response: () => z.object({ contractUrl: z.string() }),
});

export const loanPush = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  encoding: 'json',
  request: () =>
    z.object({
      productId: positiveId(),
      amount: money(),
      periods: int(),
      termUnit: loanTermUnit,
      /** The Key Fact Statement the confirm screen showed (decision 056): its figures are honoured. */
      kfsNo: z.optional(z.string().check(z.maxLength(40))),
      /** The borrower ticked "I have read and understood the Key Fact Statement". */
      kfsAcknowledged: z.optional(z.boolean()),
      /** The borrower ticked the statement's key facts in plain words (decision 070). */
      summaryAcknowledged: z.optional(z.boolean()),
      /** Indonesia: the borrower ticked the risk statement (`risk-statement.ts`, decision 066). */
      riskAcknowledged: z.optional(z.boolean()),
    }),
  response: () => z.object({ orderId: z.int(), lendDetailsUrl: z.string() }),
});

export const loanDetails = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  encoding: 'json',
  request: () => z.object({ productId: z.optional(positiveId()), orderId: positiveId() }),
  response: () =>
    z.object({
      orderId: z.int(),
      productId: z.int(),
      orderStatus: z.int(),
      noticeStatusText: z.string(),
      noticeDesText: z.string(),
      productName: z.string(),
      productLogo: z.string(),
      details: z.array(detailRow),
      recProducts: z.array(recommendedItem),
      h5Url: z.string(),
      isDelay: flag(),
      isScore: flag(),
      telephone: z.string(),
      /** Outstanding amount in minor units (0 when nothing is owed). */
      repayAmount: z.int(),
      instalment: z.boolean(),
      /**
       * What to pay now, shown at the top for a loan that owes money (docs/screens.md "Loan
       * details"): the overdue periods and the next one, minor units; 0 when nothing is owed.
       */
      amountDue: z.int(),
      /** Due date of `amountDue` as the market reads it; '' when nothing is owed. */
      dueDate: z.string(),
      /** Calendar days past the due date while a period is overdue; 0 otherwise. */
      daysLate: z.int(),
      /** Late fees charged on the unpaid periods, minor units (already inside `amountDue`). */
      lateFee: z.int(),
      /**
       * The extension fees the borrower paid, oldest first: when (ISO) and the fee in minor
       * units; also a row of `details`. Optional: older servers leave it out (the native app).
       */
      extensions: z.optional(z.array(z.object({ paidAt: z.string(), fee: z.int() }))),
      /** The lender of this loan and its grievance officer (decision 055). */
      lender: z.optional(lenderInfo),
      /** India: the cooling-off exit while it is offered (decision 058). */
      exit: z.optional(exitOffer),
      /** The order may be cancelled now, before disbursal (decision 058). */
      cancellable: z.optional(z.boolean()),
    }),
});

/**
 * India: the cooling-off exit quote now, to pay on the repayment rails (decision 058); 1011
 * once the look-up period has ended or when it never applied.
 */
export const loanExit = orderCall({
  method: 'POST',
  path: '/v3/loan-details/cooling-off-exit',
  response: () => exitOffer,
});

/**
 * Today's payoff quote of a loan that owes money (decision 061), to pay on the repayment rails.
 * `quotedOn`: the day of the quote the borrower is about to pay; a quote of another day is
 * refused (409) with today's in the message. 409 too when nothing is owed.
 */
export const loanPayoff = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/payoff',
  encoding: 'json',
  request: () =>
    z.object({ orderId: positiveId(), quotedOn: z.optional(z.string().check(z.maxLength(10))) }),
  response: () => payoffQuote,
});

/** A closed loan's certificate and credit-bureau report (decision 061); 404 before it closed. */
export const loanClosureInfo = orderCall({
  method: 'POST',
  path: '/v3/loan-details/closure',
  response: () => loanClosure,
});

/** Cancels an order not yet disbursed (decision 058); 1012 once disbursal has started. */
export const loanCancel = orderCall({
  method: 'POST',
  path: '/v3/loan-details/cancel',
  response: nothing,
});

/**
 * The borrower closed the rating dialog without rating: it is not offered again for this
 * order (docs/screens.md "Loan details rating").
 */
export const scoreDismiss = orderCall({
  method: 'POST',
  path: '/v3/loan-details/score-dismiss',
  response: nothing,
});

export const googleScore = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/google-score',
  encoding: 'json',
  request: () =>
    z.object({
      /** 1–5 stars (the spec's page always sends 5). */
      score: z.pipe(int(), z.int().check(z.gte(1), z.lte(5))),
      orderId: z.optional(positiveId()),
    }),
  response: nothing,
});

/** Joint logon fail (spec: field names not shown; ours are plain). */
export const jointTargeted = defineEndpoint({
  method: 'POST',
  path: '/indah/stand/targeted',
  encoding: 'form',
  request: empty,
  response: () => z.object({ title: z.string(), message: z.string() }),
});

export const jointNecessity = defineEndpoint({
  method: 'POST',
  path: '/indah/stand/necessity',
  encoding: 'form',
  request: empty,
  response: () => z.object({ notice: z.string() }),
});

export const jointProducts = defineEndpoint({
  method: 'POST',
  path: '/indah/stand/joint',
  encoding: 'form',
  request: empty,
  response: () => z.array(recommendedItem),
});

/**
 * The loan agreement page (`/loanAgreement?productId=`): the product's agreements, readable
 * without a session (a public page); with one, also the borrower's own figures for it.
 */
export const loanAgreement = defineEndpoint({
  method: 'GET',
  path: '/v3/contract/loan-agreement',
  encoding: 'query',
  // The session is optional: the server reads it when the call carries one.
  auth: false,
  optionalAuth: true,
  request: () => z.object({ productId: positiveId() }),
  response: () =>
    z.object({
      productId: z.int(),
      /**
       * The product's market: a reader who named none (a shared link without `languageType`)
       * gets the product of any market, and the page opens again in the product's language.
       */
      region: z.enum(['IN', 'ID']),
      productName: z.string(),
      productLogo: z.string(),
      agreements: z.array(z.object({ title: z.string(), position: z.int(), url: z.string() })),
      /** The borrower's figures; null without a session. */
      figures: z.nullable(
        z.object({
          /** The borrower's latest order of the product, or else the confirm screen's default quote. */
          source: z.enum(['order', 'quote']),
          orderNo: z.string(),
          amount: z.int(),
          periods: z.int(),
          termUnit: loanTermUnit,
          fee: z.int(),
          received: z.int(),
          interest: z.int(),
          totalRepay: z.int(),
          /** Last due date as `yyyy-MM-dd`; empty while an order awaits disbursement. */
          dueOn: z.string(),
        }),
      ),
    }),
});

/** The signed-in borrower's consent ledger, oldest first (`/myConsents`, decision 056). */
export const consentLedger = defineEndpoint({
  method: 'GET',
  path: '/v3/consents/ledger',
  encoding: 'query',
  request: empty,
  response: () => z.array(consentRow),
});

/** The Key Fact Statement an order was confirmed with (loan details links it); null for none. */
export const orderKfs = orderCall({
  method: 'GET',
  path: '/v3/consents/order-kfs',
  response: () => z.nullable(kfsInfo),
});

/**
 * The documents an order's borrower was given at signing (decision 059), newest order's
 * first kind first: each with its verification code, its SHA-256 and a download address
 * that is a capability of its own for an hour (it carries no session token).
 */
export const loanDocuments = orderCall({
  method: 'POST',
  path: '/v3/loan-details/documents',
  response: () =>
    z.object({
      documents: z.array(
        z.object({
          id: z.int(),
          kind: z.string(),
          title: z.string(),
          fileName: z.string(),
          /** ISO-8601 UTC. */
          issuedAt: z.string(),
          code: z.string(),
          sha256: z.string(),
          downloadUrl: z.string(),
        }),
      ),
      /** The public check (no sign-in). */
      verifyUrl: z.string(),
    }),
});

/** The borrower's reminder choices (`/reminderSettings`, decision 062). */
export const reminderSettingsGet = defineEndpoint({
  method: 'GET',
  path: '/v3/reminders/settings',
  encoding: 'query',
  request: empty,
  response: () => reminderSettings,
});

/** Records a reminder choice (and its row in the consent ledger); answers the settings now. */
export const reminderSettingsSave = defineEndpoint({
  method: 'POST',
  path: '/v3/reminders/settings',
  encoding: 'json',
  request: () => reminderChoice,
  response: () => reminderSettings,
});

/** The reminders sent to the app about an order, newest first (loan details' notice). */
export const reminderNotices = orderCall({
  method: 'GET',
  path: '/v3/reminders/notices',
  response: () => z.array(reminderNotice),
});
