import { localeOf, type Locale } from '@tenor/contract/launch';

/**
 * Server messages (toasts show them verbatim). `languageType=1` → English, anything else →
 * Indonesian, like the pages; `locale=zh-CN` → the staff's Chinese (docs/markets.md). A
 * language chooses words (and writes Chinese dates, `readerOf`): money, the clock and every
 * decision follow the market.
 */
export type Lang = 'en' | 'id' | 'zh';

const en = {
  ok: 'ok',
  invalidRequest: 'The request is invalid',
  malformedBody: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  bodyTooLarge: 'The request is too large',
  loginAgain: 'Please log in again from the app',
  notFound: 'Not found',
  productNotFound: 'This product does not exist',
  productPaused: 'This product is not accepting applications today',
  orderNotFound: 'This order does not exist',
  agreementNotFound: 'This agreement does not exist',
  orderNotRatable: 'You can rate a loan once it is repaid',
  transitionRefused: 'An order in status {from} cannot move to {to} (allowed: {allowed})',
  transitionLastInstalment:
    'Paying the overdue instalment would repay the whole loan: move the order to 4 instead',
  noneAllowed: 'none',
  quotaFull: "Today's quota is full",
  appliedToday: 'You have already applied for this loan today. Please apply again tomorrow',
  rateLimited: 'Too many requests, please try again later',
  internal: 'Something went wrong, please try again',
  unavailable: 'The service is temporarily unavailable, please try again',
  nothingToRepay: 'This order has nothing to repay',
  extensionNotOffered: 'This loan cannot be extended',
  amountNotOutstanding:
    'The amount due is now {expected}. Please go back to your loan and start the payment again',
  amountNotInstalments:
    'The amount no longer matches your unpaid instalments (at most {expected}). Please go back to your loan and choose again',
  amountNotExtensionFee:
    'The extension fee is now {expected}. Please go back to your loan and start again',
  payCodeNotOffered: 'This bank or store is not offered for this payment. Please choose another',
  channelNotOffered: 'This way to pay is not offered for your loan. Please choose another',
  receiptNeedsOne: 'This receipt link is incomplete. Please open it again from your loan',
  specificNumNotOffered:
    'This way of paying at the bank is not offered. Please choose another (there are {max})',
  paymentAccountNotFound: 'This payment account does not exist',
  paymentAmountMismatch: 'The paid amount {paid} does not match the account amount {expected}',
  badSignature: 'The signature is missing or wrong',
  badWebhookBody: 'The notification is not a payment this provider sends',
  repayTokenInvalid: 'This payment page has expired, please open it again',
  cardNotFound: 'This bank card does not exist',
  repeatPayment: 'Do not submit the payment application repeatedly',
  wrongVerifyCode: 'Verification code error ({left} attempts left)',
  verifyCodeExpired: 'The verification code has expired, please request a new one',
  verifyCodeLocked:
    'Wrong verification code {max} times: this payment was cancelled. Please start the payment again',
  repaymentNotFound: 'This payment does not exist',
  repaymentClosed: 'This payment was cancelled or has expired, please start the payment again',
  chargeFailed: 'Processing failed, please try another card',
  paymentPending:
    'Your {method} payment of {amount} is still open until {time}. Finish or cancel it there, or choose another way to pay after {time}',
  paymentCharging:
    'Your {method} payment of {amount} is being processed. Please wait a moment and check your loan',
  sandboxAccountPaid: 'The sandbox bank refuses this payment: this account was already paid',
  sandboxAccountClosed:
    'The sandbox bank refuses this payment: this account is closed because the loan was paid or changed',
  sandboxAccountExpired: 'The sandbox bank refuses this payment: this account has expired',
  otpTooMany:
    'Too many verification codes were requested. For your security, you can request a new code after {time}',
  otpLockedOut:
    'Too many wrong verification codes. For your security, codes are paused until {time}',
  // Customer care (modules/care).
  problemDetailRequired: 'Please fill in your comments and suggestions',
  collectionNotAllowed: 'The selected order does not support sending collection types',
  problemTypeUnknown: 'Please choose the type of your complaint again',
  problemSonTypeRequired: 'Please choose what kind of collection problem it is',
  tooManyImages: 'You can attach at most {max} images',
  imageNotFound: 'An attached image could not be found. Please remove it and upload it again',
  imageMissing: 'Please choose an image to upload',
  imageNotAccepted: 'Only photos can be uploaded (JPEG, PNG or WebP)',
  imageTooLarge: 'This image is too large (at most {max} MB)',
  imageTooBig: 'This image is too large (at most {max} pixels per side)',
  imageTooManyPixels: 'This image is too large (at most {max} megapixels)',
  uploadQuota: 'You have uploaded many images today. Please try again tomorrow',
  problemNotFound: 'This complaint does not exist',
  problemNotRatable: 'You can rate a complaint once we have answered it',
  qaNotFound: 'This question does not exist',
  qaScoreInvalid: 'Please choose from 1 to 5 stars',
  qaSolvedInvalid: 'Please answer solved (1) or not solved (0)',
  qaTextRequired: 'Please type your question',
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
  'field.notOffered': 'is not offered for this product',
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
  productNotFound: 'Produk ini tidak ada',
  productPaused: 'Produk ini tidak menerima pengajuan hari ini',
  orderNotFound: 'Pesanan ini tidak ada',
  agreementNotFound: 'Perjanjian ini tidak ada',
  orderNotRatable: 'Pinjaman dapat dinilai setelah lunas',
  transitionRefused:
    'Pesanan berstatus {from} tidak dapat dipindah ke {to} (yang diizinkan: {allowed})',
  transitionLastInstalment:
    'Membayar cicilan yang terlambat akan melunasi seluruh pinjaman: pindahkan pesanan ke 4',
  noneAllowed: 'tidak ada',
  quotaFull: 'Kuota hari ini habis',
  appliedToday: 'Anda sudah mengajukan pinjaman ini hari ini. Silakan ajukan lagi besok',
  rateLimited: 'Terlalu banyak permintaan, silakan coba lagi nanti',
  internal: 'Terjadi kesalahan, silakan coba lagi',
  unavailable: 'Layanan sedang tidak tersedia, silakan coba lagi',
  nothingToRepay: 'Pesanan ini tidak memiliki tagihan',
  extensionNotOffered: 'Pinjaman ini tidak dapat diperpanjang',
  amountNotOutstanding:
    'Jumlah tagihan sekarang {expected}. Silakan kembali ke pinjaman Anda dan mulai pembayaran lagi',
  amountNotInstalments:
    'Jumlah tidak lagi sesuai dengan cicilan yang belum dibayar (paling banyak {expected}). Silakan kembali ke pinjaman Anda dan pilih lagi',
  amountNotExtensionFee:
    'Biaya perpanjangan sekarang {expected}. Silakan kembali ke pinjaman Anda dan mulai lagi',
  payCodeNotOffered:
    'Bank atau gerai ini tidak tersedia untuk pembayaran ini. Silakan pilih yang lain',
  channelNotOffered:
    'Cara pembayaran ini tidak tersedia untuk pinjaman Anda. Silakan pilih cara lain',
  receiptNeedsOne:
    'Tautan bukti pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda',
  specificNumNotOffered:
    'Saluran pembayaran bank ini tidak tersedia. Silakan pilih yang lain (ada {max})',
  paymentAccountNotFound: 'Akun pembayaran ini tidak ada',
  paymentAmountMismatch: 'Jumlah dibayar {paid} tidak sesuai dengan jumlah akun {expected}',
  badSignature: 'Tanda tangan tidak ada atau salah',
  badWebhookBody: 'Notifikasi ini bukan pembayaran yang dikirim penyedia ini',
  repayTokenInvalid: 'Halaman pembayaran ini sudah kedaluwarsa, silakan buka kembali',
  cardNotFound: 'Kartu bank ini tidak ada',
  repeatPayment: 'Jangan mengajukan pembayaran berulang kali',
  wrongVerifyCode: 'Kode verifikasi salah (sisa {left} percobaan)',
  verifyCodeExpired: 'Kode verifikasi sudah kedaluwarsa, silakan minta kode baru',
  verifyCodeLocked:
    'Kode verifikasi salah {max} kali: pembayaran ini dibatalkan. Silakan mulai pembayaran lagi',
  repaymentNotFound: 'Pembayaran ini tidak ada',
  repaymentClosed: 'Pembayaran ini dibatalkan atau sudah kedaluwarsa, silakan mulai lagi',
  chargeFailed: 'Pemrosesan gagal, silakan coba kartu lain',
  paymentPending:
    'Pembayaran {method} sebesar {amount} masih terbuka sampai {time}. Selesaikan atau batalkan di sana, atau pilih cara bayar lain setelah {time}',
  paymentCharging:
    'Pembayaran {method} Anda sebesar {amount} sedang diproses. Mohon tunggu sebentar lalu periksa pinjaman Anda',
  sandboxAccountPaid: 'Bank sandbox menolak pembayaran ini: akun ini sudah dibayar',
  sandboxAccountClosed:
    'Bank sandbox menolak pembayaran ini: akun ini sudah ditutup karena pinjaman sudah dibayar atau berubah',
  sandboxAccountExpired: 'Bank sandbox menolak pembayaran ini: akun ini sudah kedaluwarsa',
  otpTooMany:
    'Terlalu banyak permintaan kode verifikasi. Demi keamanan Anda, kode baru dapat diminta setelah {time}',
  otpLockedOut:
    'Terlalu sering memasukkan kode verifikasi yang salah. Demi keamanan Anda, kode dihentikan sementara hingga {time}',
  problemDetailRequired: 'Silakan isi komentar dan saran Anda',
  collectionNotAllowed: 'Pesanan yang dipilih tidak mendukung pengiriman jenis penagihan',
  problemTypeUnknown: 'Silakan pilih kembali jenis keluhan Anda',
  problemSonTypeRequired: 'Silakan pilih jenis masalah penagihan',
  tooManyImages: 'Anda dapat melampirkan paling banyak {max} gambar',
  imageNotFound: 'Gambar yang dilampirkan tidak ditemukan. Silakan hapus dan unggah lagi',
  imageMissing: 'Silakan pilih gambar untuk diunggah',
  imageNotAccepted: 'Hanya foto yang dapat diunggah (JPEG, PNG, atau WebP)',
  imageTooLarge: 'Gambar ini terlalu besar (maksimal {max} MB)',
  imageTooBig: 'Gambar ini terlalu besar (maksimal {max} piksel per sisi)',
  imageTooManyPixels: 'Gambar ini terlalu besar (maksimal {max} megapiksel)',
  uploadQuota: 'Anda sudah mengunggah banyak gambar hari ini. Silakan coba lagi besok',
  problemNotFound: 'Keluhan ini tidak ada',
  problemNotRatable: 'Keluhan dapat dinilai setelah kami menjawabnya',
  qaNotFound: 'Pertanyaan ini tidak ada',
  qaScoreInvalid: 'Silakan pilih 1 sampai 5 bintang',
  qaSolvedInvalid: 'Silakan jawab terselesaikan (1) atau belum terselesaikan (0)',
  qaTextRequired: 'Silakan ketik pertanyaan Anda',
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
  'field.notOffered': 'tidak tersedia untuk produk ini',
};

const zh: Record<MessageKey, string> = {
  ok: 'ok',
  invalidRequest: '请求无效',
  malformedBody: '请求内容不是有效的 JSON',
  unsupportedMediaType: '不支持的内容类型',
  bodyTooLarge: '请求内容过大',
  loginAgain: '请从应用重新登录',
  notFound: '未找到',
  productNotFound: '该产品不存在',
  productPaused: '该产品今日暂停接受申请',
  orderNotFound: '该订单不存在',
  agreementNotFound: '该协议不存在',
  orderNotRatable: '借款还清后才能评价',
  transitionRefused: '状态为 {from} 的订单不能改为 {to}（允许：{allowed}）',
  transitionLastInstalment: '支付这一逾期分期会还清整笔借款：请将订单改为状态 4',
  noneAllowed: '无',
  quotaFull: '今日名额已满',
  appliedToday: '您今天已申请过这笔借款，请明天再申请',
  rateLimited: '请求过于频繁，请稍后再试',
  internal: '出错了，请重试',
  unavailable: '服务暂时不可用，请重试',
  nothingToRepay: '该订单没有待还金额',
  extensionNotOffered: '此借款无法展期',
  amountNotOutstanding: '应还金额现为 {expected}。请返回借款页面重新发起付款',
  amountNotInstalments: '金额与未还分期不再相符（最多 {expected}）。请返回借款页面重新选择',
  amountNotExtensionFee: '展期费用现为 {expected}。请返回借款页面重新开始',
  payCodeNotOffered: '此笔付款不支持该银行或门店，请选择其他',
  channelNotOffered: '您的借款不支持这种付款方式，请选择其他方式',
  receiptNeedsOne: '此付款凭证链接不完整，请从借款页面重新打开',
  specificNumNotOffered: '不支持这种银行付款渠道，请选择其他渠道（共 {max} 个）',
  paymentAccountNotFound: '该付款账户不存在',
  paymentAmountMismatch: '已付金额 {paid} 与账户金额 {expected} 不符',
  badSignature: '签名缺失或错误',
  badWebhookBody: '该通知不是此支付服务商发送的付款通知',
  repayTokenInvalid: '此付款页面已过期，请重新打开',
  cardNotFound: '该银行卡不存在',
  repeatPayment: '请勿重复提交还款申请',
  wrongVerifyCode: '验证码错误（还剩 {left} 次机会）',
  verifyCodeExpired: '验证码已过期，请重新获取',
  verifyCodeLocked: '验证码错误已达 {max} 次：此笔付款已取消，请重新发起付款',
  repaymentNotFound: '这笔付款不存在',
  repaymentClosed: '这笔付款已取消或已过期，请重新发起付款',
  chargeFailed: '处理失败，请换一张银行卡',
  paymentPending:
    '您通过 {method} 支付 {amount} 的付款在 {time} 前仍有效。请在那里完成或取消，或在 {time} 后选择其他付款方式',
  paymentCharging: '您通过 {method} 支付 {amount} 的付款正在处理中。请稍候并查看您的借款',
  sandboxAccountPaid: '沙盒银行拒绝了这笔付款：该账户已付过款',
  sandboxAccountClosed: '沙盒银行拒绝了这笔付款：借款已还清或已变化，该账户已关闭',
  sandboxAccountExpired: '沙盒银行拒绝了这笔付款：该账户已过期',
  otpTooMany: '验证码请求次数过多。为了您的安全，请在 {time} 后再获取新验证码',
  otpLockedOut: '验证码错误次数过多。为了您的安全，{time} 前暂停发送验证码',
  problemDetailRequired: '请填写您的意见和建议',
  collectionNotAllowed: '所选订单不支持提交催收类投诉',
  problemTypeUnknown: '请重新选择投诉类型',
  problemSonTypeRequired: '请选择催收问题的具体类型',
  tooManyImages: '最多可附 {max} 张图片',
  imageNotFound: '找不到一张已附图片。请删除后重新上传',
  imageMissing: '请选择要上传的图片',
  imageNotAccepted: '只能上传照片（JPEG、PNG 或 WebP）',
  imageTooLarge: '图片过大（最大 {max} MB）',
  imageTooBig: '图片过大（每边最多 {max} 像素）',
  imageTooManyPixels: '图片过大（最多 {max} 百万像素）',
  uploadQuota: '您今天上传的图片较多，请明天再试',
  problemNotFound: '该投诉不存在',
  problemNotRatable: '我们答复投诉后才能评价',
  qaNotFound: '该问题不存在',
  qaScoreInvalid: '请选择 1 到 5 星',
  qaSolvedInvalid: '请回答已解决（1）或未解决（0）',
  qaTextRequired: '请输入您的问题',
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
  'field.notOffered': '该产品不提供此项',
};

/** Every pack, for the test that keeps their keys and placeholders in step. */
export const messagePacks: Record<Lang, Record<MessageKey, string>> = { en, id, zh };

/**
 * Custom messages written in the contract's field helpers are English; these are their
 * Indonesian and Chinese forms. Keep in step with packages/contract/src/fields.ts.
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
};

export type TextParams = Record<string, string | number>;

/**
 * The one way the server writes words: a lookup over an English, an Indonesian and a Chinese
 * pack with `{name}` placeholders filled (unknown ones are left as written). Each area keeps its own
 * packs beside its code and makes its lookup with this.
 */
export function textsOf<K extends string>(packs: Record<Lang, Record<K, string>>) {
  return (lang: Lang, key: K, params: TextParams = {}): string =>
    packs[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
      name in params ? String(params[name]) : m,
    );
}

/** Server messages (errors, refusals). */
export const t = textsOf(messagePacks);

/** A contract-authored message in the caller's language (unknown ones pass through). */
export function contractMessage(lang: Lang, message: string): string {
  return lang === 'en' ? message : (contractMessages[lang][message] ?? message);
}

const langOfLocale: Record<Locale, Lang> = { 'en-IN': 'en', 'id-ID': 'id', 'zh-CN': 'zh' };

/** The words of the launch's language pack (the contract's `localeOf`, so pages and server agree). */
export const langOf = (languageType: string | undefined, locale?: string): Lang =>
  langOfLocale[localeOf({ languageType, locale })];

const localeOfLang: Record<Lang, Locale> = { en: 'en-IN', id: 'id-ID', zh: 'zh-CN' };

/** The reader a language's dates are written for (`formatDate(region, at, readerOf(lang))`). */
export const readerOf = (lang: Lang): Locale => localeOfLang[lang];
