/**
 * The SMS provider SMS_PROVIDER names (config/repay.ts): the demo outbox, the Vonage gateway
 * (decision 031, docs/providers/sms.md), or none, where endpoints that send a code answer 1503.
 */
import type { Config } from '../config.ts';
import { englishOnlyKinds, hindiTemplateSettings } from '../config/sms.ts';
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
      warnEnglishOnly(config.smsGateway, log);
      return vonageSms(config.smsGateway, { metrics: smsCounters, log });
    case 'none':
      return null;
  }
}

/**
 * Hindi templates are optional (decision 068): a Hindi reader of a kind without one gets the
 * English SMS, never an unregistered text. Said once at start, naming the settings to add.
 */
function warnEnglishOnly(gateway: NonNullable<Config['smsGateway']>, log: Pick<Log, 'warn'>) {
  const india = gateway.markets.IN;
  if (india === undefined) return;
  const missing = englishOnlyKinds(india.hindiTemplateIds);
  if (missing.length === 0) return;
  log.warn(
    { kinds: missing },
    `India's SMS of these kinds go to Hindi readers in English: no Hindi DLT template (${missing.map((kind) => hindiTemplateSettings[kind]).join(', ')})`,
  );
}
