/**
 * The SMS provider SMS_PROVIDER names (config/repay.ts): the demo outbox, the Vonage gateway
 * (decision 031, docs/providers/sms.md), or none, where endpoints that send a code answer 1503.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Log } from '../kernel/log.ts';
import { smsCounters } from './sms-gateway/observe.ts';
import { vonageSms } from './sms-gateway/vonage.ts';
import { outboxSms, type SmsProvider } from './sms.ts';

export function smsFor(config: Config, db: Db, log: Pick<Log, 'warn'>): SmsProvider | null {
  switch (config.providers.sms) {
    case 'outbox':
      return outboxSms(db, config.dlt);
    case 'vonage':
      // config.ts refuses to start with SMS_PROVIDER=vonage and no gateway settings.
      if (config.smsGateway === null) throw new Error('SMS_PROVIDER=vonage without its settings');
      return vonageSms(config.smsGateway, { metrics: smsCounters, log });
    case 'none':
      return null;
  }
}
