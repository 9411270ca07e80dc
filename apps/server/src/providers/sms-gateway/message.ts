/**
 * Which market a phone belongs to, to refuse a message whose phone is of the other market
 * (the message itself is `SmsMessage` of providers/sms.ts).
 */
import type { Region } from '@tenor/contract/launch';

/** Each market's calling code. */
export const CALLING_CODE: Record<Region, string> = { IN: '+91', ID: '+62' };

export const regionOfPhone = (phone: string): Region | null =>
  phone.startsWith(CALLING_CODE.IN) ? 'IN' : phone.startsWith(CALLING_CODE.ID) ? 'ID' : null;
