/**
 * Sending the SMS codes of card payments: at most `OTP_MAX_SENDS` per payment,
 * `OTP_RESEND_MS` apart (the page's 60 s countdown). The codes themselves (six digits,
 * hashed, expiry, tries) are providers/otp-code.ts, shared with the promotion landing.
 */
export const OTP_MAX_SENDS = 3;
export const OTP_RESEND_MS = 60_000;

export interface SendState {
  sends: number;
  lastSentAt: string | null;
}

/** Whether another code may be sent for this payment now. */
export function canSendOtp(state: SendState, now: Date): boolean {
  if (state.sends >= OTP_MAX_SENDS) return false;
  return state.lastSentAt === null || now.getTime() - Date.parse(state.lastSentAt) >= OTP_RESEND_MS;
}
