/**
 * The envelope codes each endpoint answers besides those of every call: its own refusals. Kept
 * out of the endpoint definitions, which page chunks import (pages need only the code they
 * get); read by the API description and by the tests that hold the server to it (the fuzz
 * test fails an answer whose code its endpoint does not list). A name that is no endpoint of
 * its area is a type error.
 */
import type { AreaModules, EndpointNames } from './area-endpoints.ts';
import type { EndpointDef } from './endpoint.ts';
import * as care from './endpoints/care.ts';
import * as dev from './endpoints/dev.ts';
import * as loans from './endpoints/loans.ts';
import * as promo from './endpoints/promo.ts';
import * as repay from './endpoints/repay.ts';
import * as rights from './endpoints/rights.ts';
import * as site from './endpoints/site.ts';
import { codes, type FailureCode } from './envelope.ts';

type Own<M> = Partial<Record<EndpointNames<M>, readonly FailureCode[]>>;

/**
 * What any call may answer: the request does not fit (1001), a limit (1029), our failure
 * (1500). The session's 1002 is added for endpoints with `auth`.
 */
export const everyCallFails: readonly FailureCode[] = [
  codes.invalid,
  codes.rateLimited,
  codes.internal,
];

const own: { [A in keyof AreaModules]: Own<AreaModules[A]> } = {
  loans: {
    productApply: [codes.notFound, codes.conflict],
    productLink: [codes.notFound, codes.conflict],
    loanConfirm: [codes.notFound, codes.appliedToday],
    contractList: [codes.notFound],
    contractJump: [codes.notFound],
    loanPush: [codes.notFound, codes.conflict, codes.appliedToday, codes.kfsExpired],
    orderKfs: [codes.notFound],
    loanDetails: [codes.notFound],
    loanDocuments: [codes.notFound],
    loanExit: [codes.notFound, codes.coolingOffEnded],
    loanCancel: [codes.notFound, codes.disbursalStarted],
    loanPayoff: [codes.notFound, codes.conflict],
    loanClosureInfo: [codes.notFound],
    reminderNotices: [codes.notFound],
    scoreDismiss: [codes.notFound, codes.conflict],
    googleScore: [codes.notFound, codes.conflict],
    loanAgreement: [codes.notFound],
  },
  repay: {
    initPayType: [codes.notFound, codes.conflict, codes.unavailable],
    generateVcode: [codes.notFound, codes.conflict, codes.unavailable],
    paymentStatus: [codes.notFound],
    instalmentDetail: [codes.notFound, codes.conflict],
    delayDetail: [codes.notFound, codes.conflict],
    repaymentWay: [codes.notFound, codes.conflict, codes.unavailable],
    repaymentCommit: [codes.notFound, codes.conflict, codes.unavailable, codes.repeatPayment],
    repaymentConfirm: [
      codes.notFound,
      codes.conflict,
      codes.unavailable,
      codes.repeatPayment,
      codes.wrongVerifyCode,
    ],
    repaymentHuichao: [codes.notFound, codes.conflict, codes.unavailable, codes.repeatPayment],
    paymentReceipt: [codes.notFound],
    autopayGet: [codes.notFound],
    autopaySetup: [codes.notFound, codes.unavailable],
    autopayVerify: [codes.notFound, codes.unavailable, codes.wrongVerifyCode],
    autopayChange: [codes.notFound, codes.unavailable],
    loanStatement: [codes.notFound],
    statementCalendar: [codes.notFound],
    statementFile: [codes.notFound],
  },
  care: {
    problemInit: [codes.notFound],
    qaList: [codes.notFound],
    qaRecord: [codes.notFound],
    problemSave: [codes.notFound],
    problemDetail: [codes.notFound],
    saveScore: [codes.notFound, codes.conflict],
  },
  promo: {
    channelTemplate: [codes.notFound],
    trackVisit: [codes.notFound],
    getCaptcha: [codes.notFound],
    getSms: [
      codes.notFound,
      codes.unavailable,
      codes.promoAlreadyRegistered,
      codes.promoWrongCaptchaSms,
    ],
    trackClick: [codes.notFound],
    register: [
      codes.notFound,
      codes.promoAlreadyRegistered,
      codes.promoWrongCaptchaRegister,
      codes.wrongVerifyCode,
    ],
  },
  site: {},
  rights: {
    dataErase: [codes.conflict],
    phoneCode: [codes.conflict, codes.unavailable],
    phoneCorrect: [codes.notFound, codes.conflict, codes.wrongVerifyCode],
  },
  dev: {
    devOrderStatus: [codes.notFound, codes.conflict],
    devPaymentSimulate: [codes.notFound, codes.conflict, codes.unavailable],
    devPaymentDecline: [codes.notFound, codes.conflict, codes.unavailable],
    devCaptcha: [codes.notFound],
    devAutopayEvent: [codes.notFound],
  },
};

const modules = { loans, repay, care, promo, site, rights, dev };

/** Each endpoint's own codes, by the definition object itself. */
const ownByEndpoint = new Map<EndpointDef, readonly FailureCode[]>(
  Object.entries(modules).flatMap(([area, module]) =>
    Object.entries(own[area as keyof typeof own]).map(
      ([name, failures]): [EndpointDef, readonly FailureCode[]] => [
        (module as Record<string, EndpointDef>)[name]!,
        failures as readonly FailureCode[],
      ],
    ),
  ),
);

/**
 * Every code other than success the endpoint answers: those of every call (with 1002 when it
 * needs a session) and its own.
 */
export function failuresOf(endpoint: EndpointDef): FailureCode[] {
  return [
    ...new Set([
      ...everyCallFails,
      ...(endpoint.auth ? [codes.unauthorized] : []),
      ...(ownByEndpoint.get(endpoint) ?? []),
    ]),
  ];
}
