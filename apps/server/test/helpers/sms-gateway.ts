/**
 * The SMS gateway as tests set it up: the DLT registration an operator makes
 * (docs/providers/sms.md, typed out by hand), the stand-in holding it, and the variables
 * that point the server at the stand-in.
 */
import { startSmsGateway } from '../stand-ins/sms-gateway.ts';

export const BRAND = 'Tenor';
export const ENTITY = '1201159178483176795';
export const CARD_TEMPLATE = '1207161517968426290';
export const PROMO_TEMPLATE = '1207161517968426291';
export const DOCUMENTS_TEMPLATE = '1207161517968426292';
export const CLOSURE_TEMPLATE = '1207161517968426294';
export const RIGHTS_TEMPLATE = '1207161517968426293';
export const REMINDER_TEMPLATE = '1207161517968426295';
export const REMINDER_MISSED_TEMPLATE = '1207161517968426296';
export const OFFER_TEMPLATE = '1207161517968426297';
export const AUTOPAY_NOTICE_TEMPLATE = '1207161517968426298';
export const AUTOPAY_FAILED_TEMPLATE = '1207161517968426299';
export const ENACH_NOTICE_TEMPLATE = '1207161517968426300';
export const ENACH_FAILED_TEMPLATE = '1207161517968426301';
export const API_KEY = 'a1b2c3d4';
export const API_SECRET = 'stand-in-api-secret';
export const SIGNATURE_SECRET = 'stand-in-signature-secret';
export const SENDER_IN = 'TENORL';
export const SENDER_ID = 'TenorID';

/** What an operator registers on the DLT portal. */
export const REGISTERED = {
  [CARD_TEMPLATE]:
    'Tenor: {#var#} is your code to confirm the repayment of {#var#}. It expires in 5 minutes. Never share it with anyone, including our staff.',
  [PROMO_TEMPLATE]:
    'Tenor: {#var#} is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.',
  [DOCUMENTS_TEMPLATE]:
    'Tenor: the documents of your loan {#var#} are ready. Read and keep them: {#url#}',
  [CLOSURE_TEMPLATE]: 'Tenor: your loan {#var#} is closed. Your closure certificate: {#url#}',
  [RIGHTS_TEMPLATE]:
    'Tenor: {#var#} is your code to confirm a request about your data. It expires in 5 minutes. Never share it with anyone, including our staff.',
  [REMINDER_TEMPLATE]:
    'Tenor: payment due {#var#}. If it is paid late, a penal charge of {#var#} applies. Pay: {#url#}',
  [REMINDER_MISSED_TEMPLATE]:
    'Tenor: your payment due {#var#} was missed. A penal charge of {#var#} applies. This notice is required by law. Pay: {#url#}',
  [OFFER_TEMPLATE]: 'Tenor offer: {#var#}{#var#} To stop offers: My data in the Tenor app.',
  [AUTOPAY_NOTICE_TEMPLATE]:
    'Tenor: UPI AutoPay will debit {#var#} on {#var#} for your loan. To stop it, cancel AutoPay in the Tenor app or your UPI app.',
  [AUTOPAY_FAILED_TEMPLATE]:
    'Tenor: the UPI AutoPay debit of {#var#} due {#var#} did not go through. Please pay it now: {#url#}',
  [ENACH_NOTICE_TEMPLATE]:
    'Tenor: AutoPay (e-NACH) will debit {#var#} from your bank account on {#var#} for your loan. To stop it, cancel AutoPay in the Tenor app.',
  [ENACH_FAILED_TEMPLATE]:
    'Tenor: the AutoPay (e-NACH) debit of {#var#} due {#var#} from your bank account did not go through. Please pay it now: {#url#}',
};

/** A stand-in with the registration above, signing receipts with SHA-256 unless told. */
export const startRegisteredGateway = (
  options: Partial<Parameters<typeof startSmsGateway>[0]> = {},
) =>
  startSmsGateway({
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    dlt: { entityId: ENTITY, headers: [SENDER_IN], templates: REGISTERED },
    senders: [SENDER_ID],
    signature: { secret: SIGNATURE_SECRET, method: 'sha256' },
    ...options,
  });

/** The gateway's variables (config/sms.ts) for the registration above, SMS_PROVIDER aside. */
export const gatewayEnv = (apiUrl: string): Record<string, string> => ({
  VONAGE_API_KEY: API_KEY,
  VONAGE_API_SECRET: API_SECRET,
  VONAGE_API_URL: apiUrl,
  VONAGE_SIGNATURE_SECRET: SIGNATURE_SECRET,
  SMS_SENDER_IN: SENDER_IN,
  SMS_SENDER_ID: SENDER_ID,
  DLT_ENTITY_ID: ENTITY,
  DLT_TEMPLATE_CARD_OTP: CARD_TEMPLATE,
  DLT_TEMPLATE_PROMO_OTP: PROMO_TEMPLATE,
  DLT_TEMPLATE_DOCUMENTS: DOCUMENTS_TEMPLATE,
  DLT_TEMPLATE_CLOSURE: CLOSURE_TEMPLATE,
  DLT_TEMPLATE_RIGHTS_OTP: RIGHTS_TEMPLATE,
  DLT_TEMPLATE_REMINDER: REMINDER_TEMPLATE,
  DLT_TEMPLATE_REMINDER_MISSED: REMINDER_MISSED_TEMPLATE,
  DLT_TEMPLATE_OFFER: OFFER_TEMPLATE,
  DLT_TEMPLATE_AUTOPAY_NOTICE: AUTOPAY_NOTICE_TEMPLATE,
  DLT_TEMPLATE_AUTOPAY_FAILED: AUTOPAY_FAILED_TEMPLATE,
  DLT_TEMPLATE_ENACH_NOTICE: ENACH_NOTICE_TEMPLATE,
  DLT_TEMPLATE_ENACH_FAILED: ENACH_FAILED_TEMPLATE,
  SMS_TIMEOUT_MS: '600',
});
