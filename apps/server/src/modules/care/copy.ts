/**
 * Words of customer care the server writes (complaint tabs and statuses, the chatbot's
 * replies, the grievance route), English and Indonesian. Refusals live in i18n.ts.
 */
import { textsOf, type Lang } from '../../i18n.ts';

const en = {
  tabAll: 'All',
  statusPending: 'Processing',
  statusAnswered: 'Replied',
  statusClosed: 'Closed',
  chatNoMatch:
    'Sorry, I could not find an answer to that. Try one of the questions below, or tap Contact CS and our team will reply within 3 working days.',
  chatUnsolved:
    'Sorry this did not help. Tap Contact CS to send us a complaint and our team will reply within 3 working days.',
  chatSolved: 'Glad it helped!',
  scoreThanks: 'Thank you for your rating!',
  scoreLow: 'Thank you for telling us. We will use your rating to improve our answers.',
  escalationIN:
    'If our reply does not resolve your complaint, write to our grievance officer. If it is not resolved within 30 days, you can complain to the RBI Ombudsman through the RBI Complaint Management System.',
  escalationID:
    'We answer every complaint within 10 working days. If you are not satisfied with our answer, you can contact OJK consumer protection.',
} as const;

export type CareCopyKey = keyof typeof en;

const id: Record<CareCopyKey, string> = {
  tabAll: 'Semua',
  statusPending: 'Sedang diproses',
  statusAnswered: 'Sudah dibalas',
  statusClosed: 'Selesai',
  chatNoMatch:
    'Maaf, saya belum menemukan jawabannya. Coba salah satu pertanyaan di bawah, atau ketuk Hubungi CS dan tim kami akan membalas dalam 3 hari kerja.',
  chatUnsolved:
    'Maaf jawaban ini belum membantu. Ketuk Hubungi CS untuk mengirim keluhan dan tim kami akan membalas dalam 3 hari kerja.',
  chatSolved: 'Senang bisa membantu!',
  scoreThanks: 'Terima kasih atas penilaian Anda!',
  scoreLow:
    'Terima kasih atas masukan Anda. Penilaian Anda kami gunakan untuk memperbaiki jawaban kami.',
  escalationIN:
    'Jika balasan kami tidak menyelesaikan keluhan Anda, hubungi petugas pengaduan kami. Jika tidak selesai dalam 30 hari, Anda dapat mengadu ke RBI Ombudsman melalui RBI Complaint Management System.',
  escalationID:
    'Kami menjawab setiap pengaduan paling lambat 10 hari kerja. Jika Anda tidak puas dengan jawaban kami, Anda dapat menghubungi layanan perlindungan konsumen OJK.',
};

const packs: Record<Lang, Record<CareCopyKey, string>> = { en, id };

export const careCopy = textsOf(packs);
