/**
 * The message a gateway sends: the proposed replacement of `SmsProvider.send(phone, text)` in
 * providers/sms.ts (decision 031). India's DLT rules need to know which registered template a
 * text belongs to, so each message says its kind; the market picks the sender id. Kept here
 * until it moves into sms.ts with the callers.
 */
import type { Region } from '@tenor/contract/launch';

/** One kind per registered DLT template: a card payment's code, a promotion registration code. */
export const SMS_KINDS = ['cardOtp', 'promoOtp'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export interface SmsMessage {
  /** E.164. */
  phone: string;
  text: string;
  kind: SmsKind;
  /** The borrower's or landing's market: it picks the sender id and the rules that apply. */
  region: Region;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Each market's calling code, to catch a message whose phone belongs to the other market. */
export const CALLING_CODE: Record<Region, string> = { IN: '+91', ID: '+62' };

export const regionOfPhone = (phone: string): Region | null =>
  phone.startsWith(CALLING_CODE.IN) ? 'IN' : phone.startsWith(CALLING_CODE.ID) ? 'ID' : null;
