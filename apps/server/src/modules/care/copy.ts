/**
 * Words of customer care the server writes (complaint tabs and statuses, the chatbot's
 * replies, the grievance route), English, Indonesian and the staff's Chinese, and the area's refusals. A button
 * a text names is written as the page labels it (the chat's "Contact support" / "Hubungi CS" /
 * "联系客服", features/care/locales); `{days}` is the one reply promise, REPLY_WEEKDAYS.
 */
import {
  textsOf,
  withMessages,
  type Lang,
  type MessageKey,
  type TextParams,
  type Texts,
} from '../../i18n.ts';
import { REPLY_WEEKDAYS } from './reply-deadline.ts';

const en = {
  tabAll: 'All',
  statusPending: 'Processing',
  statusAnswered: 'Replied',
  statusClosed: 'Closed',
  chatNoMatch:
    'Sorry, I could not find an answer to that. Try one of the topics below, or tap Contact support and our team will reply within {days} working {days|day|days}.',
  chatUnsolved:
    'Sorry this did not help. Tap Contact support to send us a complaint and our team will reply within {days} working {days|day|days}.',
  chatSolved: 'Glad it helped!',
  scoreThanks: 'Thank you for your rating!',
  scoreLow: 'Thank you for telling us. We will use your rating to improve our answers.',
  escalationIN:
    'If our reply does not resolve your complaint, write to our grievance officer. If it is not resolved within 30 days, you can complain to the RBI Ombudsman through the RBI Complaint Management System.',
  escalationID:
    'We answer every complaint within {days} working {days|day|days}. If you are not satisfied with our answer, you can contact OJK consumer protection.',
  // The complaint pack (decision 063).
  packTitle: 'Complaint {reference}',
  packIntro:
    'This is the record of your complaint to {operator}, to take to {regulator} if it is not resolved.',
  packReference: 'Reference',
  packReceived: 'Received',
  packReplyDue: 'Reply promised by',
  packEscalated: 'Escalated to the grievance officer',
  packClosed: 'Closed',
  packStatus: 'Status',
  packYourText: 'Your complaint',
  packReplies: 'Our replies',
  packNoReply: 'No reply yet.',
  packAttachments: 'Attachments',
  packNone: 'None.',
  packPhoto: 'Photo {n}: {type}, {kb} KB, {width} × {height} px',
  packPhotoReply: 'Photo {n} of our reply: {type}, {kb} KB, {width} × {height} px',
  packMade: 'Prepared on {date}. Times are {zone}.',
  // Refusals (the error handler writes them in the asker's language).
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
  packTitle: 'Pengaduan {reference}',
  packIntro:
    'Ini catatan pengaduan Anda kepada {operator}, untuk dibawa ke {regulator} bila tidak terselesaikan.',
  packReference: 'Nomor referensi',
  packReceived: 'Diterima',
  packReplyDue: 'Dijanjikan dijawab paling lambat',
  packEscalated: 'Dieskalasi ke petugas pengaduan',
  packClosed: 'Ditutup',
  packStatus: 'Status',
  packYourText: 'Pengaduan Anda',
  packReplies: 'Jawaban kami',
  packNoReply: 'Belum ada jawaban.',
  packAttachments: 'Lampiran',
  packNone: 'Tidak ada.',
  packPhoto: 'Foto {n}: {type}, {kb} KB, {width} × {height} px',
  packPhotoReply: 'Foto {n} dari jawaban kami: {type}, {kb} KB, {width} × {height} px',
  packMade: 'Dibuat pada {date}. Waktu dalam {zone}.',
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
  packTitle: '投诉 {reference}',
  packIntro: '这是您向 {operator} 提交投诉的记录，如未解决，可携此记录向 {regulator} 投诉。',
  packReference: '投诉编号',
  packReceived: '受理时间',
  packReplyDue: '承诺答复期限',
  packEscalated: '已升级至投诉专员',
  packClosed: '已关闭',
  packStatus: '状态',
  packYourText: '您的投诉',
  packReplies: '我们的答复',
  packNoReply: '尚未答复。',
  packAttachments: '附件',
  packNone: '无。',
  packPhoto: '照片 {n}：{type}，{kb} KB，{width} × {height} 像素',
  packPhotoReply: '答复照片 {n}：{type}，{kb} KB，{width} × {height} 像素',
  packMade: '生成于 {date}。时间为 {zone}。',
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
};

const hi: Record<CareCopyKey, string> = {
  tabAll: 'सभी',
  statusPending: 'कार्रवाई जारी',
  statusAnswered: 'जवाब दिया गया',
  statusClosed: 'बंद',
  chatNoMatch:
    'माफ़ कीजिए, मुझे इसका जवाब नहीं मिला। नीचे का कोई विषय आज़माएँ, या सहायता से संपर्क दबाएँ, हमारी टीम {days} कामकाजी दिनों में जवाब देगी।',
  chatUnsolved:
    'माफ़ कीजिए, इससे मदद नहीं मिली। हमें शिकायत भेजने के लिए सहायता से संपर्क दबाएँ, हमारी टीम {days} कामकाजी दिनों में जवाब देगी।',
  chatSolved: 'खुशी है कि मदद मिली!',
  scoreThanks: 'रेटिंग देने के लिए धन्यवाद!',
  scoreLow: 'बताने के लिए धन्यवाद। आपकी रेटिंग से हम अपने जवाब बेहतर करेंगे।',
  escalationIN:
    'अगर हमारे जवाब से आपकी शिकायत हल नहीं होती, तो हमारे शिकायत निवारण अधिकारी को लिखें। अगर 30 दिन में हल नहीं होती, तो आप RBI की शिकायत प्रबंधन प्रणाली (CMS) से RBI लोकपाल को शिकायत कर सकते हैं।',
  escalationID:
    'हम हर शिकायत का जवाब {days} कामकाजी दिनों में देते हैं। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप OJK उपभोक्ता सुरक्षा से संपर्क कर सकते हैं।',
  packTitle: 'शिकायत {reference}',
  packIntro:
    '{operator} को की गई आपकी शिकायत का यह रिकॉर्ड है, हल न होने पर इसे {regulator} के पास ले जाएँ।',
  packReference: 'संदर्भ नंबर',
  packReceived: 'मिली',
  packReplyDue: 'जवाब का वादा',
  packEscalated: 'शिकायत निवारण अधिकारी को भेजी गई',
  packClosed: 'बंद',
  packStatus: 'स्थिति',
  packYourText: 'आपकी शिकायत',
  packReplies: 'हमारे जवाब',
  packNoReply: 'अभी कोई जवाब नहीं।',
  packAttachments: 'अटैचमेंट',
  packNone: 'कोई नहीं।',
  packPhoto: 'फ़ोटो {n}: {type}, {kb} KB, {width} × {height} px',
  packPhotoReply: 'हमारे जवाब की फ़ोटो {n}: {type}, {kb} KB, {width} × {height} px',
  packMade: '{date} को तैयार किया गया। समय {zone} का है।',
  problemDetailRequired: 'कृपया अपनी बात और सुझाव लिखें',
  collectionNotAllowed: 'चुने गए लोन पर वसूली से जुड़ी शिकायत नहीं भेजी जा सकती',
  problemTypeUnknown: 'कृपया अपनी शिकायत का प्रकार फिर से चुनें',
  problemSonTypeRequired: 'कृपया चुनें कि वसूली में किस तरह की समस्या है',
  tooManyImages: 'आप ज़्यादा से ज़्यादा {max} तस्वीरें जोड़ सकते हैं',
  imageNotFound: 'जोड़ी गई एक तस्वीर नहीं मिली। कृपया उसे हटाकर फिर से अपलोड करें',
  imageMissing: 'कृपया अपलोड के लिए तस्वीर चुनें',
  imageNotAccepted: 'सिर्फ़ फ़ोटो अपलोड हो सकती हैं (JPEG, PNG या WebP)',
  imageTooLarge: 'यह तस्वीर बहुत बड़ी है (ज़्यादा से ज़्यादा {max} MB)',
  imageTooBig: 'यह तस्वीर बहुत बड़ी है (हर तरफ़ ज़्यादा से ज़्यादा {max} पिक्सल)',
  imageTooManyPixels: 'यह तस्वीर बहुत बड़ी है (ज़्यादा से ज़्यादा {max} मेगापिक्सल)',
  uploadQuota: 'आपने आज बहुत सारी तस्वीरें अपलोड की हैं। कृपया कल फिर कोशिश करें',
  problemNotFound: 'यह शिकायत मौजूद नहीं है',
  problemNotRatable: 'हमारे जवाब देने के बाद ही आप शिकायत को रेटिंग दे सकते हैं',
  qaNotFound: 'यह सवाल मौजूद नहीं है',
  qaScoreInvalid: 'कृपया 1 से 5 स्टार में से चुनें',
  qaSolvedInvalid: 'कृपया हल हुआ (1) या हल नहीं हुआ (0) चुनें',
  qaTextRequired: 'कृपया अपना सवाल लिखें',
};

export const carePacks: Record<Lang, Record<CareCopyKey, string>> = { en, id, zh, hi };

const lookup = textsOf(withMessages(carePacks));
const withDays = (params: TextParams = {}) => ({ days: REPLY_WEEKDAYS, ...params });

/** The area's one lookup: its words and refusals over the server messages, `{days}` filled. */
export const copy: Texts<CareCopyKey | MessageKey> = Object.assign(
  (lang: Lang, key: CareCopyKey | MessageKey, params?: TextParams) =>
    lookup(lang, key, withDays(params)),
  {
    later: (key: CareCopyKey | MessageKey, params?: TextParams) =>
      lookup.later(key, withDays(params)),
  },
);
