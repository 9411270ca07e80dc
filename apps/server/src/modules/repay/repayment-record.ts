import { codes } from '@tenor/contract/envelope';
import type { NewRepayment } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { newProviderKey } from './provider-keys.ts';
import { copy } from './copy.ts';

/** 800005: the order already has a pending payment, or this one was already submitted. */
export const repeat = (): AppError =>
  new AppError(codes.repeatPayment, copy.later('repeatPayment'), 409);

/** A pending card or gateway repayment row, open for `ttlMs`. */
export function newRepayment(
  row: Pick<NewRepayment, 'order_id' | 'borrower_id' | 'channel' | 'provider' | 'amount'> &
    Partial<NewRepayment>,
  ttlMs: number,
  now: Date,
): NewRepayment {
  return {
    card_id: null,
    repay_token_hash: null,
    gateway_ref: null,
    charge_ref: newProviderKey('repayment'),
    gateway_method: null,
    otp_hash: null,
    otp_expires_at: null,
    otp_attempts: 0,
    otp_sends: 0,
    otp_sent_at: null,
    charging_at: null,
    applied_amount: 0,
    closed_reason: null,
    completed_at: null,
    status: 'pending',
    expires_at: toIso(new Date(now.getTime() + ttlMs)),
    created_at: toIso(now),
    updated_at: toIso(now),
    ...row,
  };
}
