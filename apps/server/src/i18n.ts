/**
 * Server messages (toasts show them verbatim). `languageType=1` → English, anything else →
 * Indonesian, like the pages (docs/markets.md).
 */
export type Lang = 'en' | 'id';

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

const packs: Record<Lang, Record<MessageKey, string>> = { en, id };

/**
 * Custom messages written in the contract's field helpers are English; these are their
 * Indonesian forms. Keep in step with packages/contract/src/fields.ts.
 */
const contractMessagesId: Record<string, string> = {
  'must be a positive id': 'harus berupa ID positif',
  'must be a whole number': 'harus berupa bilangan bulat',
  'must not be negative': 'tidak boleh negatif',
  'is required': 'wajib diisi',
};

export type TextParams = Record<string, string | number>;

/**
 * The one way the server writes words: a lookup over an English and an Indonesian pack with
 * `{name}` placeholders filled (unknown ones are left as written). Each area keeps its own
 * packs beside its code and makes its lookup with this.
 */
export function textsOf<K extends string>(packs: Record<Lang, Record<K, string>>) {
  return (lang: Lang, key: K, params: TextParams = {}): string =>
    packs[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
      name in params ? String(params[name]) : m,
    );
}

/** Server messages (errors, refusals). */
export const t = textsOf(packs);

/** A contract-authored message in the caller's language (unknown ones pass through). */
export function contractMessage(lang: Lang, message: string): string {
  return lang === 'id' ? (contractMessagesId[message] ?? message) : message;
}

export const langOf = (languageType: string | undefined): Lang =>
  languageType === '1' ? 'en' : 'id';
