/**
 * The texts registered on India's DLT portal, one per message kind, in the portal's notation
 * (`{#var#}` for each part that changes). Operators scrub every Indian SMS against the
 * template its `content-id` names; a text that does not match is dropped after the gateway
 * has accepted it, so the code never arrives and nobody is told. Checking here first turns
 * that silent loss into an error at the send.
 *
 * These are a record of the registration, not the wording we send: the wording lives in the
 * modules' copy (repay/copy.ts `otpSms`, promo/copy.ts `sms`,
 * domain/documents/copy.ts `sms`, closure/copy.ts `sms`, rights/copy.ts `codeSms`,
 * loans/reminders/reminder-copy.ts `smsDue` and `smsMissed`, offers/offer-copy.ts `sms`,
 * repay/mandate/mandate-copy.ts `smsNotice`, `smsFailed`, `smsEnachNotice`, `smsEnachFailed`, English), and
 * test/providers/sms-gateway.test.ts fails when the two drift apart. Changing either means
 * registering a new template (docs/providers/sms.md).
 *
 * The brand is part of each template: DLT wants it fixed, and the portal allows two
 * variables per template (code and amount).
 */
import type { SmsKind } from '../sms.ts';

export const DLT_VARIABLE = '{#var#}';
/**
 * A link: TRAI has operators drop SMS whose links are not whitelisted on the DLT portal, so
 * the template names the link as a URL variable and the host is whitelisted with it.
 */
export const DLT_URL = '{#url#}';
/** An https link of ours: no spaces, at most what one SMS part can carry. */
const URL_PATTERN = 'https?://[^\\s]{1,200}';
/** The portal's limit on what one variable may hold. */
const VARIABLE_MAX = 30;

export const dltTemplates = (brand: string): Record<SmsKind, string> => ({
  cardOtp: `${brand}: ${DLT_VARIABLE} is your code to confirm the repayment of ${DLT_VARIABLE}. It expires in 5 minutes. Never share it with anyone, including our staff.`,
  promoOtp: `${brand}: ${DLT_VARIABLE} is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.`,
  documents: `${brand}: the documents of your loan ${DLT_VARIABLE} are ready. Read and keep them: ${DLT_URL}`,
  closure: `${brand}: your loan ${DLT_VARIABLE} is closed. Your closure certificate: ${DLT_URL}`,
  rightsOtp: `${brand}: ${DLT_VARIABLE} is your code to confirm a request about your data. It expires in 5 minutes. Never share it with anyone, including our staff.`,
  reminder: `${brand}: payment due ${DLT_VARIABLE}. If it is paid late, a penal charge of ${DLT_VARIABLE} applies. Pay: ${DLT_URL}`,
  reminderMissed: `${brand}: your payment due ${DLT_VARIABLE} was missed. A penal charge of ${DLT_VARIABLE} applies. This notice is required by law. Pay: ${DLT_URL}`,
  // Registered in the promotional category: the campaign's words are its two variables.
  offer: `${brand} offer: ${DLT_VARIABLE}${DLT_VARIABLE} To stop offers: My data in the ${brand} app.`,
  autopayNotice: `${brand}: UPI AutoPay will debit ${DLT_VARIABLE} on ${DLT_VARIABLE} for your loan. To stop it, cancel AutoPay in the ${brand} app or your UPI app.`,
  autopayFailed: `${brand}: the UPI AutoPay debit of ${DLT_VARIABLE} due ${DLT_VARIABLE} did not go through. Please pay it now: ${DLT_URL}`,
  enachNotice: `${brand}: AutoPay (e-NACH) will debit ${DLT_VARIABLE} from your bank account on ${DLT_VARIABLE} for your loan. To stop it, cancel AutoPay in the ${brand} app.`,
  enachFailed: `${brand}: the AutoPay (e-NACH) debit of ${DLT_VARIABLE} due ${DLT_VARIABLE} from your bank account did not go through. Please pay it now: ${DLT_URL}`,
});

/**
 * The Hindi texts registered for the kinds a Hindi reader gets in Hindi (decision 068, "SMS in
 * Hindi"), each under its own id (config/sms.ts `DLT_TEMPLATE_*_HI`): the `hi` packs' words of
 * the same copy keys, and test/providers/sms-gateway.test.ts fails when the two drift apart.
 */
export const dltHindiTemplates = (brand: string): Partial<Record<SmsKind, string>> => ({
  cardOtp: `${brand}: ${DLT_VARIABLE} के भुगतान की पुष्टि का आपका कोड ${DLT_VARIABLE} है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ, हमारे कर्मचारियों को भी नहीं।`,
  promoOtp: `${brand}: आपका रजिस्ट्रेशन कोड ${DLT_VARIABLE} है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ, हमारे कर्मचारियों को भी नहीं।`,
  documents: `${brand}: आपके लोन ${DLT_VARIABLE} के दस्तावेज़ तैयार हैं। इन्हें पढ़ें और संभालकर रखें: ${DLT_URL}`,
  closure: `${brand}: आपका लोन ${DLT_VARIABLE} बंद हो गया है। लोन बंद होने का आपका प्रमाणपत्र: ${DLT_URL}`,
  rightsOtp: `${brand}: आपके डेटा से जुड़े अनुरोध की पुष्टि का आपका कोड ${DLT_VARIABLE} है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ, हमारे कर्मचारियों को भी नहीं।`,
  reminder: `${brand}: भुगतान की तारीख ${DLT_VARIABLE}। देर से भुगतान करने पर ${DLT_VARIABLE} का दंड शुल्क लगेगा। चुकाएँ: ${DLT_URL}`,
  reminderMissed: `${brand}: ${DLT_VARIABLE} का आपका भुगतान छूट गया है। ${DLT_VARIABLE} का दंड शुल्क लगता है। यह सूचना कानून के अनुसार ज़रूरी है। चुकाएँ: ${DLT_URL}`,
  autopayNotice: `${brand}: UPI AutoPay आपके लोन के लिए ${DLT_VARIABLE} को ${DLT_VARIABLE} काटेगा। इसे रोकना हो तो ${brand} ऐप या अपने UPI ऐप में AutoPay रद्द करें।`,
  autopayFailed: `${brand}: ${DLT_VARIABLE} की UPI AutoPay कटौती (तारीख ${DLT_VARIABLE}) नहीं हो पाई। कृपया अभी चुकाएँ: ${DLT_URL}`,
  enachNotice: `${brand}: AutoPay (e-NACH) आपके लोन के लिए ${DLT_VARIABLE} को आपके बैंक खाते से ${DLT_VARIABLE} काटेगा। इसे रोकना हो तो ${brand} ऐप में AutoPay रद्द करें।`,
  enachFailed: `${brand}: आपके बैंक खाते से ${DLT_VARIABLE} की AutoPay (e-NACH) कटौती (तारीख ${DLT_VARIABLE}) नहीं हो पाई। कृपया अभी चुकाएँ: ${DLT_URL}`,
  // Promotional, as the English: the campaign's Hindi words are its two variables (decision 074).
  offer: `${brand} ऑफ़र: ${DLT_VARIABLE}${DLT_VARIABLE} ऑफ़र बंद करने के लिए: ${brand} ऐप में मेरा डेटा।`,
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` is `template` with each variable filled by 1–30 characters of one line. */
export function matchesTemplate(template: string, text: string): boolean {
  const pattern = template
    .split(DLT_URL)
    .map((part) => part.split(DLT_VARIABLE).map(escape).join(`[^\\n]{1,${VARIABLE_MAX}}`))
    .join(URL_PATTERN);
  return new RegExp(`^${pattern}$`, 'u').test(text);
}
