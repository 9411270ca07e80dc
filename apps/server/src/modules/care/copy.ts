/**
 * Words of customer care the server writes (complaint tabs and statuses, the chatbot's
 * replies, the grievance route), English and Indonesian. Refusals live in i18n.ts. A button
 * a text names is written as the page labels it (the chat's "Contact support" / "Hubungi CS",
 * features/care/locales); `{days}` is the one reply promise, REPLY_WEEKDAYS.
 */
import { textsOf, type Lang, type TextParams } from '../../i18n.ts';
import { REPLY_WEEKDAYS } from './reply-deadline.ts';

const en = {
  tabAll: 'All',
  statusPending: 'Processing',
  statusAnswered: 'Replied',
  statusClosed: 'Closed',
  chatNoMatch:
    'Sorry, I could not find an answer to that. Try one of the topics below, or tap Contact support and our team will reply within {days} working days.',
  chatUnsolved:
    'Sorry this did not help. Tap Contact support to send us a complaint and our team will reply within {days} working days.',
  chatSolved: 'Glad it helped!',
  scoreThanks: 'Thank you for your rating!',
  scoreLow: 'Thank you for telling us. We will use your rating to improve our answers.',
  escalationIN:
    'If our reply does not resolve your complaint, write to our grievance officer. If it is not resolved within 30 days, you can complain to the RBI Ombudsman through the RBI Complaint Management System.',
  escalationID:
    'We answer every complaint within {days} working days. If you are not satisfied with our answer, you can contact OJK consumer protection.',
} as const;

export type CareCopyKey = keyof typeof en;

const id: Record<CareCopyKey, string> = {
  tabAll: 'Semua',
  statusPending: 'Sedang diproses',
  statusAnswered: 'Sudah dibalas',
  statusClosed: 'Selesai',
  chatNoMatch:
    'Maaf, saya belum menemukan jawabannya. Coba salah satu topik di bawah, atau ketuk Hubungi CS dan tim kami akan membalas dalam {days} hari kerja.',
  chatUnsolved:
    'Maaf jawaban ini belum membantu. Ketuk Hubungi CS untuk mengirim pengaduan dan tim kami akan membalas dalam {days} hari kerja.',
  chatSolved: 'Senang bisa membantu!',
  scoreThanks: 'Terima kasih atas penilaian Anda!',
  scoreLow:
    'Terima kasih atas masukan Anda. Penilaian Anda kami gunakan untuk memperbaiki jawaban kami.',
  escalationIN:
    'Jika balasan kami tidak menyelesaikan keluhan Anda, hubungi petugas pengaduan kami. Jika tidak selesai dalam 30 hari, Anda dapat mengadu ke RBI Ombudsman melalui RBI Complaint Management System.',
  escalationID:
    'Kami menjawab setiap pengaduan paling lambat {days} hari kerja. Jika Anda tidak puas dengan jawaban kami, Anda dapat menghubungi layanan perlindungan konsumen OJK.',
};

const packs: Record<Lang, Record<CareCopyKey, string>> = { en, id };

const lookup = textsOf(packs);

export const careCopy = (lang: Lang, key: CareCopyKey, params: TextParams = {}): string =>
  lookup(lang, key, { days: REPLY_WEEKDAYS, ...params });
