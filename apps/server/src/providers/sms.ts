/**
 * Sending SMS. The outbox (demo mode) stores each message in `sms_outbox`, listed newest
 * first at `GET /dev/outbox`; a real gateway is another implementation chosen by
 * SMS_PROVIDER (configured.ts).
 */
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/time.ts';

export interface SmsProvider {
  /** `phone` is E.164. */
  send(phone: string, text: string): Promise<void>;
}

export function outboxSms(db: Db): SmsProvider {
  return {
    async send(phone, text) {
      await db.insertInto('sms_outbox').values({ phone, text, created_at: nowIso() }).execute();
    },
  };
}
