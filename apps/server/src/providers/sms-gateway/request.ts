/**
 * One message as the form Vonage's `POST /sms/json` takes, after the checks that would
 * otherwise fail silently downstream: the market is served, the phone is that market's,
 * an Indian text matches its DLT template, an Indonesian text is GSM-7.
 */
import type { SmsGatewayConfig } from '../../config/sms.ts';
import { OTP_TTL_MS } from '../otp-code.ts';
import { dltHindiTemplates, dltTemplates, matchesTemplate } from './dlt-templates.ts';
import { isGsm7 } from './encoding.ts';
import { SmsError } from './errors.ts';
import { chosenText, type SmsMessage } from '../sms.ts';
import { regionOfPhone } from './message.ts';

export function vonageRequest(message: SmsMessage, config: SmsGatewayConfig): URLSearchParams {
  const { phone, kind, region } = message;
  const market = config.markets[region];
  // Hindi only where its template is registered (decision 068); else the market's text.
  const hindiIds =
    market !== undefined && 'hindiTemplateIds' in market ? market.hindiTemplateIds : {};
  const { text, hindi } = chosenText(message, hindiIds);
  if (market === undefined) throw new SmsError('market', `SMS_MARKETS does not include ${region}`);
  if (regionOfPhone(phone) !== region) {
    throw new SmsError('market', `the phone is not a ${region} number`);
  }
  const unicode = !isGsm7(text);
  if (unicode && region === 'ID') {
    throw new SmsError(
      'encoding',
      'Indonesian networks do not carry Unicode; send the id or en text',
    );
  }
  const params = new URLSearchParams({
    api_key: config.apiKey,
    api_secret: config.apiSecret.reveal(),
    from: market.sender,
    to: phone.slice(1),
    text,
    type: unicode ? 'unicode' : 'text',
    // A code is void after OTP_TTL_MS: delivering it later would only confuse. A documents
    // link keeps the gateway's default (it stays useful for days).
    ...(kind === 'documents' ? {} : { ttl: String(OTP_TTL_MS) }),
    // Comes back in the delivery receipt, so failures are counted by kind.
    'client-ref': kind,
  });
  if (config.deliveryReceiptUrl !== undefined) params.set('callback', config.deliveryReceiptUrl);
  if ('entityId' in market) {
    const registered = hindi
      ? dltHindiTemplates(config.brand)[kind]
      : dltTemplates(config.brand)[kind];
    const templateId = hindi ? market.hindiTemplateIds[kind] : market.templateIds[kind];
    if (
      registered === undefined ||
      templateId === undefined ||
      !matchesTemplate(registered, text)
    ) {
      const which = hindi ? `Hindi ${kind}` : kind;
      throw new SmsError('dltTemplate', `the text is not the registered ${which} template`);
    }
    params.set('entity-id', market.entityId);
    params.set('content-id', templateId);
  }
  return params;
}
