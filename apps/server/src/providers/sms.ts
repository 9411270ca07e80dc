/**
 * Sending SMS. The outbox (demo mode) stores each message in `sms_outbox`, listed newest
 * first at `GET /dev/outbox`; the Vonage gateway (`sms-gateway/`, decision 031) is the real
 * one. SMS_PROVIDER picks one (sms-for.ts).
 */
import type { Region } from '@tenor/contract/launch';
import type { HindiTemplateIds } from '../config/sms.ts';
import type { Db } from '../db/database.ts';
import type { SmsLanguage } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { marketLang, type Lang } from '../i18n.ts';

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
  // UPI AutoPay's pre-debit notice, and the debit that did not go through (decision 072); an
  // Indonesian wallet's too (decision 076), in Indonesian.
  'autopayNotice',
  'autopayFailed',
  // e-NACH's, which name the bank account, not a UPI app (decision 078).
  'enachNotice',
  'enachFailed',
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
  /**
   * The same message in Hindi, for an Indian borrower who reads it (decision 068): sent instead
   * of `text` only where the kind's Hindi DLT template is registered (`chosenText`).
   */
  hindi?: string;
}

/**
 * The words of a message to a borrower: the market's language (India's DLT texts are English),
 * and Hindi too for an Indian borrower whose pages speak it (`borrowers.language`).
 */
export function smsWords(
  region: Region,
  language: SmsLanguage | null,
  write: (lang: Lang) => string,
): Pick<SmsMessage, 'text' | 'hindi'> {
  const text = write(marketLang(region));
  return region === 'IN' && language === 'hi' ? { text, hindi: write('hi') } : { text };
}

/**
 * The text a message goes out as: its Hindi text where one was written and the kind's Hindi
 * template is registered, else the market's text (a lender without a Hindi template sends
 * English, never a text no registration matches).
 */
export function chosenText(
  message: SmsMessage,
  hindiTemplates: HindiTemplateIds,
): { text: string; hindi: boolean } {
  const registered = message.region === 'IN' && hindiTemplates[message.kind] !== undefined;
  return message.hindi !== undefined && registered
    ? { text: message.hindi, hindi: true }
    : { text: message.text, hindi: false };
}

export interface SmsProvider {
  /** Resolves once the message is handed over; a gateway's failure is its `ProviderError`. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * Keeps phone, text and the DLT template it would go with (India's, where its id is set),
 * chosen as the gateway chooses: the demo's reader and the tests see what a borrower would get.
 */
export function outboxSms(
  db: Db,
  templates: { en: Partial<Record<SmsKind, string>>; hi: HindiTemplateIds } = { en: {}, hi: {} },
): SmsProvider {
  return {
    async send(message) {
      const { text, hindi } = chosenText(message, templates.hi);
      const ids = hindi ? templates.hi : templates.en;
      const templateId = message.region === 'IN' ? (ids[message.kind] ?? null) : null;
      await db
        .insertInto('sms_outbox')
        .values({ phone: message.phone, text, template_id: templateId, created_at: nowIso() })
        .execute();
    },
  };
}
