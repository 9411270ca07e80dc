/**
 * Words of the borrower's data rights (decision 064): refusals, the code SMS, the answers the
 * server writes by itself, the export's readable page and the public deletion page.
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  eraseOpenLoan:
    'We cannot erase your data while loan {orderNo} is open: the lender must keep its records for {years} {years|year|years} after it ends (the law on lending records). It becomes possible once the loan is repaid and that period has run, on {date} at the earliest.',
  eraseRetention:
    'We cannot erase your data yet: the lender must keep the records of your last loan for {years} {years|year|years} after it ended (the law on lending records). It becomes possible on {date}.',
  eraseAlready: 'An erasure is already scheduled ({reference}).',
  phoneSame: 'This is already your phone number.',
  phoneTaken: 'This phone number belongs to another account.',
  phoneInvalid: 'Please enter a valid mobile number of your country.',
  codeWrong: 'The code is not right. Tries left: {left}.',
  codeExpired: 'The code has expired or was used up. Please ask for a new one.',
  codeLimited: 'Too many codes. Please try again after {time}.',
  codeSms:
    '{app}: {code} is your code to confirm a request about your data. It expires in 5 minutes. Never share it with anyone, including our staff.',
  requestNotFound: 'We cannot find this request. Please start again.',
  answerExport: 'Your export was ready at once: download it from My data within an hour of asking.',
  answerCorrect: 'Your phone number was changed to {phone}.',
  answerScheduled:
    'Accepted. We will erase your personal data on {date}; the records of your loans and payments are kept as the law requires.',
  answerErased:
    'Done: your personal data was erased on {date}. The records of your loans and payments are kept, without your contact details, as the law requires.',
  exportTitle: 'Your data at {app}',
  exportIntro: 'Everything {app} holds about you on {date}, reference {reference}.',
  deleteTitle: 'Delete your account',
  deleteIntro:
    'Enter the mobile number of your account. We send a one-time code to it; with the code, we delete the account and erase your personal data. The records of your loans and payments are kept as the law requires, and nothing is erased while a loan is open or its retention period runs.',
  deletePhone: 'Mobile number',
  deleteSend: 'Send the code',
  deleteCode: 'Code from the SMS',
  deleteConfirm: 'Delete my account',
  deleteSent: 'If an account has this number, a code is on its way to {phone}.',
  deleteDone: 'Your request {reference} is accepted.',
  deleteUnknown: 'The code is not right or has expired.',
  sectionProfile: 'Profile',
  sectionLoans: 'Loans and their schedules',
  sectionPayments: 'Payments',
  sectionSettlements: 'Payments applied to loans',
  sectionComplaints: 'Complaints, replies and attachments',
  sectionChats: 'Chats with the help bot',
  sectionConsents: 'Consents',
  sectionDisclosures: 'Key Fact Statements issued',
  sectionDocuments: 'Documents given at signing',
  sectionCards: 'Bank cards',
  sectionRequests: 'Your data requests',
} as const;

export type RightsCopyKey = keyof typeof en;

const id: Record<RightsCopyKey, string> = {
  eraseOpenLoan:
    'Kami tidak dapat menghapus data Anda selama pinjaman {orderNo} masih berjalan: pemberi pinjaman wajib menyimpan catatannya selama {years} tahun setelah pinjaman berakhir (ketentuan penyimpanan catatan pinjaman). Penghapusan baru dapat dilakukan setelah pinjaman lunas dan masa itu berakhir, paling cepat {date}.',
  eraseRetention:
    'Kami belum dapat menghapus data Anda: pemberi pinjaman wajib menyimpan catatan pinjaman terakhir Anda selama {years} tahun setelah berakhir (ketentuan penyimpanan catatan pinjaman). Penghapusan dapat dilakukan mulai {date}.',
  eraseAlready: 'Penghapusan sudah dijadwalkan ({reference}).',
  phoneSame: 'Ini sudah nomor ponsel Anda.',
  phoneTaken: 'Nomor ponsel ini milik akun lain.',
  phoneInvalid: 'Masukkan nomor ponsel yang valid dari negara Anda.',
  codeWrong: 'Kode salah. Sisa percobaan: {left}.',
  codeExpired: 'Kode sudah kedaluwarsa atau habis. Silakan minta kode baru.',
  codeLimited: 'Terlalu banyak kode. Silakan coba lagi setelah {time}.',
  codeSms:
    '{app}: {code} adalah kode Anda untuk mengonfirmasi permintaan tentang data Anda. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.',
  requestNotFound: 'Permintaan ini tidak ditemukan. Silakan mulai lagi.',
  answerExport: 'Ekspor Anda langsung siap: unduh dari Data saya dalam satu jam setelah meminta.',
  answerCorrect: 'Nomor ponsel Anda telah diubah menjadi {phone}.',
  answerScheduled:
    'Diterima. Kami akan menghapus data pribadi Anda pada {date}; catatan pinjaman dan pembayaran Anda tetap disimpan sesuai ketentuan hukum.',
  answerErased:
    'Selesai: data pribadi Anda dihapus pada {date}. Catatan pinjaman dan pembayaran Anda tetap disimpan tanpa kontak Anda, sesuai ketentuan hukum.',
  exportTitle: 'Data Anda di {app}',
  exportIntro: 'Semua yang disimpan {app} tentang Anda pada {date}, referensi {reference}.',
  deleteTitle: 'Hapus akun Anda',
  deleteIntro:
    'Masukkan nomor ponsel akun Anda. Kami mengirim kode sekali pakai ke nomor itu; dengan kode tersebut, kami menghapus akun dan data pribadi Anda. Catatan pinjaman dan pembayaran tetap disimpan sesuai ketentuan hukum, dan tidak ada yang dihapus selama pinjaman berjalan atau masa penyimpanannya belum berakhir.',
  deletePhone: 'Nomor ponsel',
  deleteSend: 'Kirim kode',
  deleteCode: 'Kode dari SMS',
  deleteConfirm: 'Hapus akun saya',
  deleteSent: 'Jika ada akun dengan nomor ini, kode sedang dikirim ke {phone}.',
  deleteDone: 'Permintaan Anda {reference} diterima.',
  deleteUnknown: 'Kode salah atau sudah kedaluwarsa.',
  sectionProfile: 'Profil',
  sectionLoans: 'Pinjaman dan jadwalnya',
  sectionPayments: 'Pembayaran',
  sectionSettlements: 'Pembayaran yang diterapkan ke pinjaman',
  sectionComplaints: 'Pengaduan, balasan dan lampiran',
  sectionChats: 'Percakapan dengan bot bantuan',
  sectionConsents: 'Persetujuan',
  sectionDisclosures: 'RIPLAY personal yang diterbitkan',
  sectionDocuments: 'Dokumen saat penandatanganan',
  sectionCards: 'Kartu bank',
  sectionRequests: 'Permintaan data Anda',
};

const zh: Record<RightsCopyKey, string> = {
  eraseOpenLoan:
    '借款 {orderNo} 尚未结清，我们无法删除您的数据：出借方须在借款结束后保存其记录 {years} 年（借贷记录保存的法律规定）。借款还清且该期限届满后方可删除，最早为 {date}。',
  eraseRetention:
    '暂时无法删除您的数据：出借方须在您最后一笔借款结束后保存其记录 {years} 年（借贷记录保存的法律规定）。自 {date} 起可以删除。',
  eraseAlready: '删除已在安排中（{reference}）。',
  phoneSame: '这已经是您的手机号码。',
  phoneTaken: '该手机号码属于另一个账户。',
  phoneInvalid: '请输入您所在国家的有效手机号码。',
  codeWrong: '验证码不正确。剩余次数：{left}。',
  codeExpired: '验证码已过期或已用完，请重新获取。',
  codeLimited: '验证码次数过多，请在 {time} 之后再试。',
  codeSms:
    '{app}：{code} 是您确认数据请求的验证码，5 分钟内有效。请勿告诉任何人，包括我们的工作人员。',
  requestNotFound: '找不到该请求，请重新开始。',
  answerExport: '您的导出已立即生成：请在申请后一小时内从“我的数据”下载。',
  answerCorrect: '您的手机号码已改为 {phone}。',
  answerScheduled: '已受理。我们将于 {date} 删除您的个人数据；您的借款和还款记录按法律要求保留。',
  answerErased:
    '已完成：您的个人数据已于 {date} 删除。您的借款和还款记录按法律要求保留，但不含您的联系方式。',
  exportTitle: '您在 {app} 的数据',
  exportIntro: '{app} 于 {date} 保存的关于您的全部数据，编号 {reference}。',
  deleteTitle: '删除您的账户',
  deleteIntro:
    '请输入账户的手机号码。我们会向该号码发送一次性验证码；凭验证码，我们将删除账户并删除您的个人数据。借款和还款记录按法律要求保留；借款未结清或保存期限未满时不会删除任何内容。',
  deletePhone: '手机号码',
  deleteSend: '发送验证码',
  deleteCode: '短信验证码',
  deleteConfirm: '删除我的账户',
  deleteSent: '如果有账户使用此号码，验证码正在发送至 {phone}。',
  deleteDone: '您的请求 {reference} 已受理。',
  deleteUnknown: '验证码不正确或已过期。',
  sectionProfile: '资料',
  sectionLoans: '借款及其还款计划',
  sectionPayments: '还款',
  sectionSettlements: '已入账的还款',
  sectionComplaints: '投诉、回复与附件',
  sectionChats: '与帮助机器人的对话',
  sectionConsents: '同意记录',
  sectionDisclosures: '已出具的关键事实说明',
  sectionDocuments: '签约时提供的文件',
  sectionCards: '银行卡',
  sectionRequests: '您的数据请求',
};

const hi: Record<RightsCopyKey, string> = {
  eraseOpenLoan:
    'लोन {orderNo} चालू रहते हम आपका डेटा नहीं मिटा सकते: ऋणदाता को इसके खत्म होने के {years} साल बाद तक इसके रिकॉर्ड रखने होते हैं (लोन रिकॉर्ड का कानून)। लोन चुकने और यह अवधि पूरी होने पर, सबसे पहले {date} को यह हो सकेगा।',
  eraseRetention:
    'हम अभी आपका डेटा नहीं मिटा सकते: ऋणदाता को आपके आखिरी लोन के रिकॉर्ड उसके खत्म होने के {years} साल बाद तक रखने होते हैं (लोन रिकॉर्ड का कानून)। यह {date} को हो सकेगा।',
  eraseAlready: 'डेटा मिटाना पहले से तय है ({reference})।',
  phoneSame: 'यह पहले से आपका फ़ोन नंबर है।',
  phoneTaken: 'यह फ़ोन नंबर किसी दूसरे खाते का है।',
  phoneInvalid: 'कृपया अपने देश का सही मोबाइल नंबर डालें।',
  codeWrong: 'कोड सही नहीं है। बची कोशिशें: {left}।',
  codeExpired: 'कोड की समय सीमा खत्म हो गई या वह इस्तेमाल हो चुका है। कृपया नया कोड माँगें।',
  codeLimited: 'बहुत सारे कोड माँगे गए। कृपया {time} के बाद फिर कोशिश करें।',
  codeSms:
    '{app}: आपके डेटा से जुड़े अनुरोध की पुष्टि का आपका कोड {code} है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ, हमारे कर्मचारियों को भी नहीं।',
  requestNotFound: 'हमें यह अनुरोध नहीं मिला। कृपया फिर से शुरू करें।',
  answerExport: 'आपकी कॉपी तुरंत तैयार हो गई: माँगने के एक घंटे के अंदर इसे मेरा डेटा से डाउनलोड करें।',
  answerCorrect: 'आपका फ़ोन नंबर बदलकर {phone} कर दिया गया।',
  answerScheduled:
    'स्वीकार हो गया। हम {date} को आपका निजी डेटा मिटा देंगे; आपके लोन और भुगतानों के रिकॉर्ड कानून के अनुसार रखे जाते हैं।',
  answerErased:
    'हो गया: {date} को आपका निजी डेटा मिटा दिया गया। आपके लोन और भुगतानों के रिकॉर्ड, आपके संपर्क की जानकारी के बिना, कानून के अनुसार रखे गए हैं।',
  exportTitle: '{app} के पास आपका डेटा',
  exportIntro: '{date} को {app} के पास आपके बारे में जो कुछ है, संदर्भ नंबर {reference}।',
  deleteTitle: 'अपना खाता बंद करें',
  deleteIntro:
    'अपने खाते का मोबाइल नंबर डालें। हम उस पर एक बार इस्तेमाल होने वाला कोड भेजेंगे; कोड से हम खाता बंद करके आपका निजी डेटा मिटा देंगे। आपके लोन और भुगतानों के रिकॉर्ड कानून के अनुसार रखे जाते हैं, और लोन चालू रहते या उसकी रिकॉर्ड रखने की अवधि में कुछ नहीं मिटाया जाता।',
  deletePhone: 'मोबाइल नंबर',
  deleteSend: 'कोड भेजें',
  deleteCode: 'SMS में आया कोड',
  deleteConfirm: 'मेरा खाता बंद करें',
  deleteSent: 'अगर इस नंबर का कोई खाता है, तो {phone} पर कोड भेजा जा रहा है।',
  deleteDone: 'आपका अनुरोध {reference} स्वीकार हो गया है।',
  deleteUnknown: 'कोड सही नहीं है या उसकी समय सीमा खत्म हो गई है।',
  sectionProfile: 'प्रोफ़ाइल',
  sectionLoans: 'लोन और उनकी भुगतान योजना',
  sectionPayments: 'भुगतान',
  sectionSettlements: 'लोन में जोड़े गए भुगतान',
  sectionComplaints: 'शिकायतें, जवाब और अटैचमेंट',
  sectionChats: 'मदद सहायक से बातचीत',
  sectionConsents: 'सहमतियाँ',
  sectionDisclosures: 'जारी किए गए मुख्य तथ्य विवरण',
  sectionDocuments: 'हस्ताक्षर के समय दिए गए दस्तावेज़',
  sectionCards: 'बैंक कार्ड',
  sectionRequests: 'आपके डेटा से जुड़े अनुरोध',
};

export const rightsPacks: Record<Lang, Record<RightsCopyKey, string>> = { en, id, zh, hi };

/** The area's one lookup: its words over the server messages. */
export const copy = textsOf(withMessages(rightsPacks));
