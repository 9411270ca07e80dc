/**
 * SMS codes of card payments: six digits, stored only as a salted hash, valid for
 * `OTP_TTL_MS`, at most `OTP_MAX_ATTEMPTS` tries per payment (the last wrong one cancels
 * it), and at most `OTP_MAX_SENDS` sends, `OTP_RESEND_MS` apart (the page's 60 s countdown).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 3;
export const OTP_RESEND_MS = 60_000;

export const newOtpCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** `salt$sha256(salt:code)`; a new random salt each time. */
export function hashOtp(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${digest(salt, code)}`;
}

export function otpMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'hex');
  const given = Buffer.from(digest(salt, code.trim()), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface OtpState {
  otpHash: string | null;
  otpExpiresAt: string | null;
  /** Tries so far, including the one being judged. */
  attempts: number;
}

export type OtpVerdict =
  /** The code is right: the payment goes ahead. */
  | 'ok'
  /** Wrong, tries left. */
  | 'wrong'
  /** Wrong (or over the limit): the payment is cancelled. */
  | 'locked'
  /** The code (or none was ever sent) cannot be used; not counted against the borrower. */
  | 'expired';

export function otpVerdict(state: OtpState, code: string, now: Date): OtpVerdict {
  if (state.otpHash === null || state.otpExpiresAt === null) return 'expired';
  if (state.attempts > OTP_MAX_ATTEMPTS) return 'locked';
  if (Date.parse(state.otpExpiresAt) <= now.getTime()) return 'expired';
  if (otpMatches(code, state.otpHash)) return 'ok';
  return state.attempts >= OTP_MAX_ATTEMPTS ? 'locked' : 'wrong';
}

export const attemptsLeft = (attempts: number): number => Math.max(0, OTP_MAX_ATTEMPTS - attempts);

export interface SendState {
  sends: number;
  lastSentAt: string | null;
}

/** Whether another code may be sent for this payment now. */
export function canSendOtp(state: SendState, now: Date): boolean {
  if (state.sends >= OTP_MAX_SENDS) return false;
  return state.lastSentAt === null || now.getTime() - Date.parse(state.lastSentAt) >= OTP_RESEND_MS;
}
