import { describe, expect, it } from 'vitest';
import {
  OTP_MAX_ATTEMPTS,
  attemptsLeft,
  hashOtp,
  newOtpCode,
  otpMatches,
  otpVerdict,
} from './otp-code.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

describe('OTP codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 50; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
  });

  it('are stored salted: the same code hashes differently, and only it matches', () => {
    const a = hashOtp('123456');
    const b = hashOtp('123456');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456');
    expect(otpMatches('123456', a)).toBe(true);
    expect(otpMatches(' 123456 ', a)).toBe(true);
    expect(otpMatches('123457', a)).toBe(false);
    expect(otpMatches('123456', 'garbage')).toBe(false);
  });
});

describe('otpVerdict', () => {
  const state = (attempts: number, over: object = {}) => ({
    otpHash: hashOtp('246810'),
    otpExpiresAt: inMinutes(5),
    attempts,
    ...over,
  });

  it('accepts the right code within the limit', () => {
    expect(otpVerdict(state(1), '246810', now)).toBe('ok');
    expect(otpVerdict(state(OTP_MAX_ATTEMPTS), '246810', now)).toBe('ok');
  });

  it('counts wrong codes and locks on the last allowed try', () => {
    for (let n = 1; n < OTP_MAX_ATTEMPTS; n++) {
      expect(otpVerdict(state(n), '000000', now)).toBe('wrong');
      expect(attemptsLeft(n)).toBe(OTP_MAX_ATTEMPTS - n);
    }
    expect(otpVerdict(state(OTP_MAX_ATTEMPTS), '000000', now)).toBe('locked');
    expect(attemptsLeft(OTP_MAX_ATTEMPTS)).toBe(0);
  });

  it('never accepts even the right code past the limit', () => {
    expect(otpVerdict(state(OTP_MAX_ATTEMPTS + 1), '246810', now)).toBe('locked');
  });

  it('treats an expired or never-sent code as expired', () => {
    expect(otpVerdict(state(1, { otpExpiresAt: inMinutes(-1) }), '246810', now)).toBe('expired');
    expect(otpVerdict(state(1, { otpHash: null, otpExpiresAt: null }), '1', now)).toBe('expired');
  });
});
