/**
 * Words of customer care the server writes (complaint tabs and statuses, the chatbot's
 * replies, the grievance route), English, Indonesian and the staff's Chinese. Refusals live in i18n.ts. A button
 * a text names is written as the page labels it (the chat's "Contact support" / "Hubungi CS" /
 * "联系客服", features/care/locales); `{days}` is the one reply promise, REPLY_WEEKDAYS.
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

const zh: Record<CareCopyKey, string> = {
  tabAll: '全部',
  statusPending: '处理中',
  statusAnswered: '已回复',
  statusClosed: '已结束',
  chatNoMatch:
    '抱歉，没有找到答案。请试试下方的话题，或点击“联系客服”，我们会在 {days} 个工作日内答复。',
  chatUnsolved: '抱歉没能帮到您。请点击“联系客服”提交投诉，我们会在 {days} 个工作日内答复。',
  chatSolved: '很高兴能帮到您！',
  scoreThanks: '感谢您的评分！',
  scoreLow: '感谢您的反馈。我们会根据您的评分改进答复。',
  escalationIN:
    '如果我们的答复未能解决您的投诉，请联系我们的投诉专员。如果 30 天内仍未解决，您可以通过 RBI 投诉管理系统（RBI Complaint Management System）向 RBI Ombudsman 投诉。',
  escalationID:
    '我们会在 {days} 个工作日内答复每一件投诉。如果您对答复不满意，可以联系 OJK 消费者保护部门。',
};

export const carePacks: Record<Lang, Record<CareCopyKey, string>> = { en, id, zh };

const lookup = textsOf(carePacks);

export const careCopy = (lang: Lang, key: CareCopyKey, params: TextParams = {}): string =>
  lookup(lang, key, { days: REPLY_WEEKDAYS, ...params });
