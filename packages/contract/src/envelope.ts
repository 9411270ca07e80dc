/** Every API answer is an envelope. `data` is meaningful only when `code` is the endpoint's success code. */
export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}

/**
 * Non-success codes the reference server answers with. Repayment codes are the spec's;
 * the rest are ours and stable, so clients and operators can rely on them.
 */
export const codes = {
  ok: '00',
  promoOk: '0',
  invalid: '1001',
  unauthorized: '1002',
  notFound: '1004',
  conflict: '1009',
  appliedToday: '1010',
  /** The cooling-off (look-up) period has ended: the exit is no longer offered (decision 058). */
  coolingOffEnded: '1011',
  /** Disbursal has started: the order can no longer be cancelled (decision 058). */
  disbursalStarted: '1012',
  /** The Key Fact Statement named at Agree no longer binds the lender: read a fresh one (decision 056). */
  kfsExpired: '1013',
  rateLimited: '1029',
  unavailable: '1503',
  internal: '1500',
  promoAlreadyRegistered: '11',
  promoWrongCaptchaSms: '101',
  promoWrongCaptchaRegister: '-1',
  repeatPayment: '800005',
  wrongVerifyCode: '800006',
} as const;

/** A code an endpoint answers when it does not succeed. */
export type FailureCode = Exclude<
  (typeof codes)[keyof typeof codes],
  typeof codes.ok | typeof codes.promoOk
>;

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string' && 'data' in v;
}
