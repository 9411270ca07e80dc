/**
 * One-time SMS codes of every flow (card payments, promotion registration): six digits from
 * the CSPRNG, stored only as a salted hash, valid for `OTP_TTL_MS`, at most
 * `OTP_MAX_ATTEMPTS` tries per code (the last wrong one voids it). How often codes may be
 * sent is each flow's own rule plus the shared limiter (otp-limiter.ts).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

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
  /** The code is right. */
  | 'ok'
  /** Wrong, tries left. */
  | 'wrong'
  /** Wrong (or over the limit): the code is void. */
  | 'locked'
  /** The code (or none was ever sent) cannot be used; not counted against the person. */
  | 'expired';

export function otpVerdict(state: OtpState, code: string, now: Date): OtpVerdict {
  if (state.otpHash === null || state.otpExpiresAt === null) return 'expired';
  if (state.attempts > OTP_MAX_ATTEMPTS) return 'locked';
  if (Date.parse(state.otpExpiresAt) <= now.getTime()) return 'expired';
  if (otpMatches(code, state.otpHash)) return 'ok';
  return state.attempts >= OTP_MAX_ATTEMPTS ? 'locked' : 'wrong';
}

export const attemptsLeft = (attempts: number): number => Math.max(0, OTP_MAX_ATTEMPTS - attempts);
