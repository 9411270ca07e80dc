import { describe, expect, it } from 'vitest';
import { canSendOtp } from './otp.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

describe('canSendOtp', () => {
  it('sends at once, then once a minute, at most three times', () => {
    expect(canSendOtp({ sends: 0, lastSentAt: null }, now)).toBe(true);
    expect(canSendOtp({ sends: 1, lastSentAt: inMinutes(-0.5) }, now)).toBe(false);
    expect(canSendOtp({ sends: 1, lastSentAt: inMinutes(-1) }, now)).toBe(true);
    expect(canSendOtp({ sends: 3, lastSentAt: inMinutes(-10) }, now)).toBe(false);
  });
});
