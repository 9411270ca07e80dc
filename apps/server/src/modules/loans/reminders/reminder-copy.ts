/**
 * Words of the payment reminders' SMS (decision 062), in the market's language: India's is
 * English, its registered DLT templates (providers/sms-gateway/dlt-templates.ts `reminder`,
 * `reminderMissed`), or Hindi for a Hindi reader where its own template is registered
 * (decision 068); the app shows its notices in the reader's words (the web's loans locales).
 */
import { textsOf, withMessages, type Lang } from '../../../i18n.ts';

const en = {
  smsDue:
    '{brand}: payment due {due}. If it is paid late, a penal charge of {charge} applies. Pay: {link}',
  smsMissed:
    '{brand}: your payment due {due} was missed. A penal charge of {charge} applies. This notice is required by law. Pay: {link}',
  /** One DLT variable (the portal allows two per template): amount and date together. */
  due: '{amount} on {date}',
  perDay: '{amount} a day',
} as const;

type ReminderCopyKey = keyof typeof en;

const id: Record<ReminderCopyKey, string> = {
  smsDue: '{brand}: tagihan {due}. Jika terlambat, berlaku denda {charge}. Bayar: {link}',
  smsMissed:
    '{brand}: tagihan {due} belum dibayar. Berlaku denda {charge}. Pemberitahuan ini wajib menurut hukum. Bayar: {link}',
  due: '{amount} jatuh tempo {date}',
  perDay: '{amount} per hari',
};

const zh: Record<ReminderCopyKey, string> = {
  smsDue: '{brand}：应还款 {due}。逾期将收取罚息 {charge}。还款：{link}',
  smsMissed:
    '{brand}：您应还的 {due} 未按时还款，将收取罚息 {charge}。本通知为法律要求发送。还款：{link}',
  due: '{amount}（{date} 到期）',
  perDay: '每天 {amount}',
};

// India's Hindi DLT templates' words (dltHindiTemplates), sent where registered (decision 068).
const hi: Record<ReminderCopyKey, string> = {
  smsDue: '{brand}: भुगतान की तारीख {due}। देर से भुगतान करने पर {charge} का दंड शुल्क लगेगा। चुकाएँ: {link}',
  smsMissed:
    '{brand}: {due} का आपका भुगतान छूट गया है। {charge} का दंड शुल्क लगता है। यह सूचना कानून के अनुसार ज़रूरी है। चुकाएँ: {link}',
  due: '{date} को {amount}',
  perDay: 'रोज़ {amount}',
};

export const reminderPacks: Record<Lang, Record<ReminderCopyKey, string>> = { en, id, zh, hi };

export const copy = textsOf(withMessages(reminderPacks));
