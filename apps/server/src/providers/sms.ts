/**
 * Sending SMS. The outbox (demo mode) stores each message in `sms_outbox`, listed newest
 * first at `GET /dev/outbox`; the Vonage gateway (`sms-gateway/`, decision 031) is the real
 * one. SMS_PROVIDER picks one (sms-for.ts).
 */
import type { Region } from '@tenor/contract/launch';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/time.ts';

/**
 * One kind per registered DLT template: a card payment's code, a promotion registration code,
 * the link to a loan's documents at signing (decision 059), a closed loan's certificate
 * (decision 061), the code confirming a request about the borrower's data (decision 064).
 */
export const SMS_KINDS = [
  'cardOtp',
  'promoOtp',
  'documents',
  'closure',
  'rightsOtp',
  // A payment reminder before or on a due date, and the notice of a missed one (decision 062).
  'reminder',
  'reminderMissed',
  // A marketing offer, only with the borrower's consent standing (decision 065).
  'offer',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export interface SmsMessage {
  /** E.164. */
  phone: string;
  text: string;
  /** India's DLT rules need to know which registered template a text belongs to. */
  kind: SmsKind;
  /** The borrower's or landing's market: it picks the sender id and the rules that apply. */
  region: Region;
}

export interface SmsProvider {
  /** Resolves once the message is handed over; a gateway's failure is its `ProviderError`. */
  send(message: SmsMessage): Promise<void>;
}

/** Keeps phone and text only: kind and region matter to a gateway, not to the demo's reader. */
export function outboxSms(db: Db): SmsProvider {
  return {
    async send({ phone, text }) {
      await db.insertInto('sms_outbox').values({ phone, text, created_at: nowIso() }).execute();
    },
  };
}
