import type { TextPack } from '../../../shared/i18n.ts';
import type { PromoTexts } from './en-IN.ts';

/** Hindi (India, decision 068; words from docs/hindi-glossary.md): the promotion landing's texts. */
const texts: TextPack<PromoTexts> = {
  phoneLabel: 'मोबाइल नंबर',
  phonePlaceholderIN: '98765 43210',
  phonePlaceholderID: '812 3456 7890',
  captchaLabel: 'तस्वीर वाला कोड',
  captchaImage: 'तस्वीर वाला कोड: नया कोड पाने के लिए दबाएँ',
  captchaLoading: 'तस्वीर वाला कोड लोड हो रहा है…',
  captchaRetry: 'तस्वीर वाला कोड लोड करने के लिए दबाएँ',
  codeLabel: 'SMS कोड',
  getCode: 'कोड पाएँ',
  apply: 'अभी आवेदन करें',
  phoneError: 'कृपया फ़ोन नंबर सही डालें!',
  captchaError: 'कृपया तस्वीर वाला कोड सही डालें!',
  codeError: 'कृपया SMS कोड सही डालें!',
  doNotResend: 'कृपया कोड दोबारा न माँगें',
  agreementLead: 'आवेदन करके आप इससे सहमत होते हैं:',
  backToForm: 'रजिस्ट्रेशन पर वापस जाएँ',
  downloadTitle: 'आपका खाता तैयार है',
  downloadBody: '{{appName}} डाउनलोड करें और लोन के आवेदन के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  downloadAndroid: 'Google Play से {{appName}} पाएँ',
  downloadIos: 'App Store से {{appName}} डाउनलोड करें',
  downloadWeb: '{{appName}} डाउनलोड करें',
  noLink: 'डाउनलोड लिंक अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
  missingTitle: 'यह पेज मौजूद नहीं है',
  missingBody: 'आपका खोला गया लिंक अधूरा है। कृपया इसे विज्ञापन से दोबारा खोलें।',
};

export default texts;
