/**
 * The texts registered on India's DLT portal, one per message kind, in the portal's notation
 * (`{#var#}` for each part that changes). Operators scrub every Indian SMS against the
 * template its `content-id` names; a text that does not match is dropped after the gateway
 * has accepted it, so the code never arrives and nobody is told. Checking here first turns
 * that silent loss into an error at the send.
 *
 * These are a record of the registration, not the wording we send: the wording lives in the
 * modules' copy (repay/copy.ts `otpSms`, promo/copy.ts `sms`, English), and
 * test/providers/sms-gateway.test.ts fails when the two drift apart. Changing either means
 * registering a new template (docs/providers/sms.md).
 *
 * The brand is part of each template: DLT wants it fixed, and the portal allows two
 * variables per template (code and amount).
 */
import type { SmsKind } from '../sms.ts';

export const DLT_VARIABLE = '{#var#}';
/** The portal's limit on what one variable may hold. */
const VARIABLE_MAX = 30;

export const dltTemplates = (brand: string): Record<SmsKind, string> => ({
  cardOtp: `${brand}: ${DLT_VARIABLE} is your code to confirm the repayment of ${DLT_VARIABLE}. It expires in 5 minutes. Never share it with anyone, including our staff.`,
  promoOtp: `${brand}: ${DLT_VARIABLE} is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.`,
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` is `template` with each variable filled by 1–30 characters of one line. */
export function matchesTemplate(template: string, text: string): boolean {
  const pattern = template.split(DLT_VARIABLE).map(escape).join(`[^\\n]{1,${VARIABLE_MAX}}`);
  return new RegExp(`^${pattern}$`, 'u').test(text);
}
