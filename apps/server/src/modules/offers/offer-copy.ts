/**
 * Words of a marketing SMS offer (decision 065), in the market's language: the sender's name
 * before the campaign's text and how to stop after it. India's is English, its registered
 * PROMOTIONAL DLT template (providers/sms-gateway/dlt-templates.ts `offer`), and Hindi where the
 * campaign has Hindi words (decision 074).
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  sms: '{brand} offer: {text} To stop offers: My data in the {brand} app.',
} as const;

type OfferCopyKey = keyof typeof en;

const id: Record<OfferCopyKey, string> = {
  sms: 'Penawaran {brand}: {text} Untuk berhenti: Data saya di aplikasi {brand}.',
};

const zh: Record<OfferCopyKey, string> = {
  sms: '{brand} 优惠：{text} 退订：在 {brand} 应用的“我的数据”中撤回同意。',
};

// An Indian campaign's Hindi words, to its Hindi readers where the Hindi template is set (decision 074).
const hi: Record<OfferCopyKey, string> = {
  sms: '{brand} ऑफ़र: {text} ऑफ़र बंद करने के लिए: {brand} ऐप में मेरा डेटा।',
};

export const offerPacks: Record<Lang, Record<OfferCopyKey, string>> = { en, id, zh, hi };

export const copy = textsOf(withMessages(offerPacks));
