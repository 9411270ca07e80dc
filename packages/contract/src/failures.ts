/**
 * What each failure code means and the HTTP status it leaves with (docs/api-conventions.md
 * "Non-success codes"; the server's `AppError`s, promo refusals and error handler). Read by
 * the API description and by the tests that hold the server to it; pages need only the code.
 */
import type { EndpointDef } from './endpoint.ts';
import { codes, type FailureCode } from './envelope.ts';

export const failureMeanings: Record<FailureCode, string> = {
  [codes.invalid]: 'the request does not fit the contract: the message names the field',
  [codes.unauthorized]: 'no session or an expired one: open the page again from the app',
  [codes.notFound]: 'no such thing for this borrower',
  [codes.conflict]: 'the state does not allow it (paused product, settled order, …)',
  [codes.appliedToday]: 'this product was applied for today: apply again tomorrow',
  [codes.coolingOffEnded]:
    'the cooling-off (look-up) period has ended, or never applied: the loan is repaid as agreed (decision 058)',
  [codes.disbursalStarted]:
    'disbursal has started (or the order is past it): it can no longer be cancelled (decision 058)',
  [codes.kfsExpired]:
    'the Key Fact Statement named at Agree is past its validity: confirm again with the fresh one the quote issues (decision 056)',
  [codes.rateLimited]: 'too many requests or codes: the message says when to try again',
  [codes.unavailable]: 'a provider is not configured or its budget is spent: try again later',
  [codes.internal]: 'our failure: try again (the text never reveals internals)',
  [codes.promoAlreadyRegistered]: 'promotion: the phone is already registered',
  [codes.promoWrongCaptchaSms]: 'promotion get-sms: wrong image captcha',
  [codes.promoWrongCaptchaRegister]: 'promotion register: wrong image captcha',
  [codes.repeatPayment]: 'repayment: a payment for this order is already in flight',
  [codes.wrongVerifyCode]: 'wrong, expired or void verification code',
};

/** The status each code is answered with. The promotion's "already registered" is a 200. */
const statusOf: Record<FailureCode, number> = {
  [codes.invalid]: 400,
  [codes.unauthorized]: 401,
  [codes.notFound]: 404,
  [codes.conflict]: 409,
  [codes.appliedToday]: 409,
  [codes.coolingOffEnded]: 409,
  [codes.disbursalStarted]: 409,
  [codes.kfsExpired]: 409,
  [codes.rateLimited]: 429,
  [codes.unavailable]: 503,
  [codes.internal]: 500,
  [codes.promoAlreadyRegistered]: 200,
  [codes.promoWrongCaptchaSms]: 400,
  [codes.promoWrongCaptchaRegister]: 400,
  [codes.repeatPayment]: 409,
  [codes.wrongVerifyCode]: 400,
};

/**
 * The HTTP statuses `code` may leave with on `endpoint`: 1001 is also a 413 (a body over the
 * limit) and a 415 (another content type) on calls that carry a body, and a 414 on paths
 * with a parameter (one over Fastify's length limit, refused before the route).
 */
export function failureStatuses(
  code: FailureCode,
  endpoint: Pick<EndpointDef, 'encoding' | 'path'>,
): number[] {
  if (code !== codes.invalid) return [statusOf[code]];
  return [
    400,
    ...(endpoint.path.includes('/:') ? [414] : []),
    ...(endpoint.encoding === 'query' ? [] : [413, 415]),
  ];
}
