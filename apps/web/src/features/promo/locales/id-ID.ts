import type { TextPack } from '../../../shared/i18n.ts';
import type { PromoTexts } from './en-IN.ts';

/** Bahasa Indonesia: the promotion landing's texts. */
const texts: TextPack<PromoTexts> = {
  phoneLabel: 'Nomor ponsel',
  phonePlaceholderIN: '98765 43210',
  phonePlaceholderID: '812 3456 7890',
  captchaLabel: 'Captcha gambar',
  captchaImage: 'Captcha gambar: ketuk untuk gambar baru',
  captchaLoading: 'Memuat captcha gambar…',
  captchaRetry: 'Ketuk untuk memuat captcha gambar',
  codeLabel: 'Kode SMS',
  getCode: 'Dapatkan kode',
  apply: 'Ajukan sekarang',
  phoneError: 'Silakan masukkan nomor ponsel dengan benar!',
  captchaError: 'Silakan masukkan captcha gambar dengan benar!',
  codeError: 'Silakan masukkan kode SMS dengan benar!',
  doNotResend: 'Mohon jangan kirim ulang kode',
  agreementLead: 'Dengan mengajukan, Anda menyetujui',
  backToForm: 'Kembali ke pendaftaran',
  downloadTitle: 'Akun Anda sudah siap',
  downloadBody: 'Unduh {{appName}} dan masuk dengan nomor ponsel Anda untuk mengajukan pinjaman.',
  downloadAndroid: 'Dapatkan {{appName}} di Google Play',
  downloadIos: 'Unduh {{appName}} di App Store',
  downloadWeb: 'Unduh {{appName}}',
  noLink: 'Tautan unduhan belum tersedia. Silakan coba lagi nanti.',
  missingTitle: 'Halaman ini tidak ada',
  missingBody: 'Tautan yang Anda buka tidak lengkap. Silakan buka lagi dari iklannya.',
};

export default texts;
