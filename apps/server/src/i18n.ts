import { localeOf, type Locale, type Region } from '@tenor/contract/launch';

/**
 * Server messages (toasts show them verbatim). `languageType=1` → English, anything else →
 * Indonesian, like the pages; `locale=zh-CN` → the staff's Chinese, `locale=hi` with
 * `languageType=1` → Hindi (docs/markets.md, decision 068). A language chooses words (and
 * writes Chinese and Hindi dates, `readerOf`): money, the clock and every decision follow the
 * market.
 */
export type Lang = 'en' | 'id' | 'zh' | 'hi';

const en = {
  ok: 'ok',
  invalidRequest: 'The request is invalid',
  malformedBody: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  bodyTooLarge: 'The request is too large',
  loginAgain: 'Please log in again from the app',
  notFound: 'Not found',
  orderNotFound: 'This order does not exist',
  appliedToday: 'You have already applied for this loan today. Please apply again tomorrow',
  rateLimited: 'Too many requests, please try again later',
  internal: 'Something went wrong, please try again',
  unavailable: 'The service is temporarily unavailable, please try again',
  payCodeNotOffered: 'This bank or store is not offered for this payment. Please choose another',
  channelNotOffered: 'This way to pay is not offered for your loan. Please choose another',
  paymentAccountNotFound: 'This payment account does not exist',
  badSignature: 'The signature is missing or wrong',
  wrongVerifyCode: 'Verification code error ({left} attempts left)',
  chargeFailed: 'Processing failed, please try another card',
  otpTooMany:
    'Too many verification codes were requested. For your security, you can request a new code after {time}',
  otpLockedOut:
    'Too many wrong verification codes. For your security, codes are paused until {time}',
  // Validation fragments, shown as "<field>: <fragment>".
  'field.required': 'is required',
  'field.wrongType': 'has the wrong type',
  'field.invalid': 'is invalid',
  'field.format': 'has an invalid format',
  'field.oneOf': 'must be one of {values}',
  'field.tooLong': 'must be at most {n} characters',
  'field.tooShort': 'must be at least {n} characters',
  'field.tooBig': 'must be at most {n}',
  'field.tooSmall': 'must be at least {n}',
  'field.body': 'request body',
  'field.mustBeObject': 'must be an object',
} as const;

export type MessageKey = keyof typeof en;

const id: Record<MessageKey, string> = {
  ok: 'ok',
  invalidRequest: 'Permintaan tidak valid',
  malformedBody: 'Isi permintaan bukan JSON yang valid',
  unsupportedMediaType: 'Jenis konten tidak didukung',
  bodyTooLarge: 'Permintaan terlalu besar',
  loginAgain: 'Silakan masuk kembali melalui aplikasi',
  notFound: 'Tidak ditemukan',
  orderNotFound: 'Pesanan ini tidak ada',
  appliedToday: 'Anda sudah mengajukan pinjaman ini hari ini. Silakan ajukan lagi besok',
  rateLimited: 'Terlalu banyak permintaan, silakan coba lagi nanti',
  internal: 'Terjadi kesalahan, silakan coba lagi',
  unavailable: 'Layanan sedang tidak tersedia, silakan coba lagi',
  payCodeNotOffered:
    'Bank atau gerai ini tidak tersedia untuk pembayaran ini. Silakan pilih yang lain',
  channelNotOffered:
    'Cara pembayaran ini tidak tersedia untuk pinjaman Anda. Silakan pilih cara lain',
  paymentAccountNotFound: 'Akun pembayaran ini tidak ada',
  badSignature: 'Tanda tangan tidak ada atau salah',
  wrongVerifyCode: 'Kode verifikasi salah (sisa {left} percobaan)',
  chargeFailed: 'Pemrosesan gagal, silakan coba kartu lain',
  otpTooMany:
    'Terlalu banyak permintaan kode verifikasi. Demi keamanan Anda, kode baru dapat diminta setelah {time}',
  otpLockedOut:
    'Terlalu sering memasukkan kode verifikasi yang salah. Demi keamanan Anda, kode dihentikan sementara hingga {time}',
  'field.required': 'wajib diisi',
  'field.wrongType': 'tipenya salah',
  'field.invalid': 'tidak valid',
  'field.format': 'formatnya tidak valid',
  'field.oneOf': 'harus salah satu dari {values}',
  'field.tooLong': 'maksimal {n} karakter',
  'field.tooShort': 'minimal {n} karakter',
  'field.tooBig': 'maksimal {n}',
  'field.tooSmall': 'minimal {n}',
  'field.body': 'isi permintaan',
  'field.mustBeObject': 'harus berupa objek',
};

const zh: Record<MessageKey, string> = {
  ok: 'ok',
  invalidRequest: '请求无效',
  malformedBody: '请求内容不是有效的 JSON',
  unsupportedMediaType: '不支持的内容类型',
  bodyTooLarge: '请求内容过大',
  loginAgain: '请从应用重新登录',
  notFound: '未找到',
  orderNotFound: '该订单不存在',
  appliedToday: '您今天已申请过这笔借款，请明天再申请',
  rateLimited: '请求过于频繁，请稍后再试',
  internal: '出错了，请重试',
  unavailable: '服务暂时不可用，请重试',
  payCodeNotOffered: '此笔付款不支持该银行或门店，请选择其他',
  channelNotOffered: '您的借款不支持这种付款方式，请选择其他方式',
  paymentAccountNotFound: '该付款账户不存在',
  badSignature: '签名缺失或错误',
  wrongVerifyCode: '验证码错误（还剩 {left} 次机会）',
  chargeFailed: '处理失败，请换一张银行卡',
  otpTooMany: '验证码请求次数过多。为了您的安全，请在 {time} 后再获取新验证码',
  otpLockedOut: '验证码错误次数过多。为了您的安全，{time} 前暂停发送验证码',
  'field.required': '为必填项',
  'field.wrongType': '类型错误',
  'field.invalid': '无效',
  'field.format': '格式无效',
  'field.oneOf': '必须是 {values} 之一',
  'field.tooLong': '最多 {n} 个字符',
  'field.tooShort': '至少 {n} 个字符',
  'field.tooBig': '最大为 {n}',
  'field.tooSmall': '最小为 {n}',
  'field.body': '请求内容',
  'field.mustBeObject': '必须是对象',
};

// Hindi as a borrower reads it (docs/hindi-glossary.md): plain words, not word for word.
const hi: Record<MessageKey, string> = {
  ok: 'ok',
  invalidRequest: 'यह अनुरोध सही नहीं है',
  malformedBody: 'भेजी गई जानकारी पढ़ी नहीं जा सकी',
  unsupportedMediaType: 'इस तरह की जानकारी स्वीकार नहीं है',
  bodyTooLarge: 'भेजी गई जानकारी बहुत बड़ी है',
  loginAgain: 'कृपया ऐप से दोबारा लॉग इन करें',
  notFound: 'नहीं मिला',
  orderNotFound: 'यह लोन मौजूद नहीं है',
  appliedToday: 'आप आज इस लोन के लिए आवेदन कर चुके हैं। कृपया कल फिर आवेदन करें',
  rateLimited: 'बहुत सारे अनुरोध आए हैं, कृपया थोड़ी देर बाद कोशिश करें',
  internal: 'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें',
  unavailable: 'सेवा अभी उपलब्ध नहीं है, कृपया फिर से कोशिश करें',
  payCodeNotOffered: 'इस भुगतान के लिए यह बैंक या दुकान उपलब्ध नहीं है। कृपया कोई दूसरा चुनें',
  channelNotOffered: 'आपके लोन के लिए भुगतान का यह तरीका उपलब्ध नहीं है। कृपया दूसरा तरीका चुनें',
  paymentAccountNotFound: 'यह भुगतान खाता मौजूद नहीं है',
  badSignature: 'हस्ताक्षर नहीं है या गलत है',
  wrongVerifyCode: 'सत्यापन कोड गलत है ({left} कोशिश बाकी)',
  chargeFailed: 'भुगतान नहीं हो पाया, कृपया दूसरा कार्ड आज़माएँ',
  otpTooMany: 'बहुत सारे सत्यापन कोड माँगे गए। आपकी सुरक्षा के लिए, नया कोड {time} के बाद माँगा जा सकता है',
  otpLockedOut: 'कई बार गलत सत्यापन कोड डाला गया। आपकी सुरक्षा के लिए, कोड {time} तक रोक दिए गए हैं',
  'field.required': 'भरना ज़रूरी है',
  'field.wrongType': 'सही प्रकार का नहीं है',
  'field.invalid': 'सही नहीं है',
  'field.format': 'सही रूप में नहीं है',
  'field.oneOf': 'इनमें से एक होना चाहिए: {values}',
  'field.tooLong': 'ज़्यादा से ज़्यादा {n} अक्षर हो सकते हैं',
  'field.tooShort': 'कम से कम {n} अक्षर होने चाहिए',
  'field.tooBig': 'ज़्यादा से ज़्यादा {n} हो सकता है',
  'field.tooSmall': 'कम से कम {n} होना चाहिए',
  'field.body': 'भेजी गई जानकारी',
  'field.mustBeObject': 'एक ऑब्जेक्ट होना चाहिए',
};

/** Every pack, for the test that keeps their keys and placeholders in step. */
export const messagePacks: Record<Lang, Record<MessageKey, string>> = { en, id, zh, hi };

/**
 * Custom messages written in the contract's field helpers are English; these are their
 * Indonesian, Chinese and Hindi forms. Keep in step with packages/contract/src/fields.ts.
 */
const contractMessages: Record<Exclude<Lang, 'en'>, Record<string, string>> = {
  id: {
    'must be a positive id': 'harus berupa ID positif',
    'must be a whole number': 'harus berupa bilangan bulat',
    'must not be negative': 'tidak boleh negatif',
    'is required': 'wajib diisi',
  },
  zh: {
    'must be a positive id': '必须是正整数 ID',
    'must be a whole number': '必须是整数',
    'must not be negative': '不能为负数',
    'is required': '为必填项',
  },
  hi: {
    'must be a positive id': 'एक सही पहचान संख्या होनी चाहिए',
    'must be a whole number': 'पूर्ण संख्या होनी चाहिए',
    'must not be negative': 'शून्य से कम नहीं हो सकता',
    'is required': 'भरना ज़रूरी है',
  },
};

export type TextParams = Record<string, string | number>;

/** Words whose language is chosen when they are written: what a refusal carries to the error handler. */
export type Words = (lang: Lang) => string;

/**
 * A lookup: the words of `key` in a language, `{name}` placeholders filled, and `{name|one|other}`
 * as the word for a count of 1 or any other (English's "1 day", "3 days"; the web's texts write
 * it the same way, with double braces).
 */
export interface Texts<K extends string> {
  (lang: Lang, key: K, params?: TextParams): string;
  /** The same words in the language chosen later: `new AppError(code, copy.later(key))`. */
  later(key: K, params?: TextParams): Words;
}

/**
 * The one way the server writes words: a lookup over an English, an Indonesian and a Chinese
 * pack with `{name}` placeholders filled (unknown ones are left as written). Each area keeps its
 * own packs and refusals in its `copy.ts` and makes its one lookup, `copy`, with this over
 * `withMessages` (decision 048); the floors below the areas use `t`.
 */
export function textsOf<K extends string>(packs: Record<Lang, Record<K, string>>): Texts<K> {
  const lookup = (lang: Lang, key: K, params: TextParams = {}): string =>
    packs[lang][key].replace(
      /\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g,
      (m, name: string, one?: string, other?: string) => {
        if (!(name in params)) return m;
        if (one !== undefined) return Number(params[name]) === 1 ? one : (other ?? '');
        return String(params[name]);
      },
    );
  return Object.assign(lookup, {
    later:
      (key: K, params?: TextParams): Words =>
      (lang) =>
        lookup(lang, key, params),
  });
}

/** Server messages (request failures and the refusals several floors share). */
export const t = textsOf(messagePacks);

/** An area's packs over the server messages, so the area writes every word with its one lookup. */
export function withMessages<K extends string>(
  packs: Record<Lang, Record<K, string>>,
): Record<Lang, Record<K | MessageKey, string>> {
  return {
    en: { ...messagePacks.en, ...packs.en },
    id: { ...messagePacks.id, ...packs.id },
    zh: { ...messagePacks.zh, ...packs.zh },
    hi: { ...messagePacks.hi, ...packs.hi },
  };
}

/** A contract-authored message in the caller's language (unknown ones pass through). */
export function contractMessage(lang: Lang, message: string): string {
  return lang === 'en' ? message : (contractMessages[lang][message] ?? message);
}

const langOfLocale: Record<Locale, Lang> = {
  'en-IN': 'en',
  'id-ID': 'id',
  'zh-CN': 'zh',
  'hi-IN': 'hi',
};

/**
 * The market's own language, for what the server writes where no reader chose one (documents,
 * SMS, answers, a page opened from a link): English in India, Bahasa Indonesia in Indonesia.
 */
export const marketLang = (region: Region): 'en' | 'id' => (region === 'IN' ? 'en' : 'id');

/** The words of the launch's language pack (the contract's `localeOf`, so pages and server agree). */
export const langOf = (languageType: string | undefined, locale?: string): Lang =>
  langOfLocale[localeOf({ languageType, locale })];

const localeOfLang: Record<Lang, Locale> = {
  en: 'en-IN',
  id: 'id-ID',
  zh: 'zh-CN',
  hi: 'hi-IN',
};

/** The reader a language's dates are written for (`formatDate(region, at, readerOf(lang))`). */
export const readerOf = (lang: Lang): Locale => localeOfLang[lang];
