/**
 * The staff's Chinese (locale=zh-CN) for the content the seed writes in each market's language:
 * product labels, tags and descriptions (demo-products.ts), complaint types (care-types.ts), the
 * chatbot's topics, questions and answers (care-faq.ts) and agreement titles (demo-agreements.ts).
 * The rows store one text per market, which operators may edit; Chinese is a reading of the
 * seeded text, looked up by that text, so a row an operator rewrote shows as they wrote it.
 * The agreements' own paragraphs stay in the market's language: they are the legal text.
 */
import type { Lang } from '../i18n.ts';
import { contentHi } from './content-hi.ts';

const zh: Record<string, string> = {
  // Product card labels.
  'Apply now': '立即申请',
  'Ajukan sekarang': '立即申请',
  'Amount range': '额度范围',
  'Rentang jumlah': '额度范围',
  // Product tags, India.
  'Low interest': '低利率',
  'Approval in 10 min': '10 分钟审批',
  'First loan': '首次借款',
  'No collateral': '无需抵押',
  'EMI 3–12 months': '3–12 个月分期',
  'Up to ₹80,000': '最高 ₹80,000',
  '24×7 disbursal': '全天候放款',
  Paperless: '无纸化',
  'No hidden fees': '无隐藏费用',
  'Early repayment': '可提前还款',
  'Repeat customers': '老客户',
  'Quick top-up': '快速追加',
  // Product tags, Indonesia.
  'Cair cepat': '快速放款',
  'Bunga rendah': '低利率',
  'Cukup KTP': '仅需身份证',
  '100% online': '全程线上',
  'Cicilan 3–12 bulan': '3–12 个月分期',
  'Limit besar': '高额度',
  'Pinjaman pertama': '首次借款',
  'Tanpa agunan': '无需抵押',
  'Untuk UMKM': '面向小微企业',
  'Tanpa biaya tersembunyi': '无隐藏费用',
  'Nasabah setia': '忠实客户',
  'Top-up cepat': '快速追加',
  // Product descriptions.
  'Salary-backed personal loan. Money in your bank account within 2 hours.':
    '以工资为依托的个人贷款。2 小时内到账。',
  'Small first loans for new borrowers. Only PAN and Aadhaar needed.':
    '面向新借款人的小额首贷。只需 PAN 和 Aadhaar。',
  'Borrow more and repay in easy monthly instalments for salaried professionals.':
    '面向受薪人士的大额贷款，按月轻松分期还款。',
  'Instant cash for emergencies, medical bills and travel. Fully digital.':
    '应急、医疗和出行的即时现金。全程线上。',
  'Transparent pricing with no hidden charges. Repay early after half the term.':
    '价格透明，无隐藏费用。过半期限后可提前还款。',
  'Quick top-up loans for existing customers with a good repayment record.':
    '面向还款记录良好的老客户的快速追加贷款。',
  'Pinjaman tunai tanpa jaminan. Dana cair ke rekening dalam 2 jam.':
    '无抵押现金贷款。2 小时内放款到账户。',
  'Cukup KTP dan nomor rekening. Proses pengajuan 100% online.':
    '只需身份证和银行账号。申请全程线上。',
  'Pinjaman lebih besar dengan cicilan bulanan yang ringan hingga 12 bulan.':
    '更高额度，最长 12 个月轻松按月分期。',
  'Dana darurat untuk biaya sekolah, berobat dan kebutuhan mendadak.':
    '用于学费、医疗和急需的应急资金。',
  'Tambahan modal usaha untuk pemilik warung dan UMKM. Pelunasan lebih awal diperbolehkan.':
    '为小店主和小微企业追加经营资金。允许提前还清。',
  'Pinjaman tambahan untuk nasabah setia dengan riwayat pembayaran baik.':
    '面向还款记录良好的忠实客户的追加贷款。',
  // Complaint types, India.
  'Collection calls and messages': '催收电话和短信',
  'Rude, abusive or threatening language': '言语粗鲁、辱骂或威胁',
  'My family, friends or employer were contacted': '联系了我的家人、朋友或雇主',
  'Calls before 8 am or after 7 pm': '早上 8 点前或晚上 7 点后来电',
  'Caller did not say who they were': '来电者未表明身份',
  'Another collection problem': '其他催收问题',
  'Payment made but not showing': '已还款但未显示',
  'Fees, interest or charges': '费用、利息或收费',
  'Loan application or disbursement': '借款申请或放款',
  'My account or personal data': '我的账户或个人数据',
  'Something else or a suggestion': '其他问题或建议',
  // Complaint types, Indonesia.
  Penagihan: '催收',
  'Bahasa kasar, menghina, atau mengancam': '言语粗鲁、辱骂或威胁',
  'Keluarga, teman, atau kantor saya dihubungi': '联系了我的家人、朋友或单位',
  'Ditelepon di luar pukul 08.00–20.00': '在 08:00–20:00 以外来电',
  'Penagih tidak menyebutkan identitas': '催收员未表明身份',
  'Masalah penagihan lainnya': '其他催收问题',
  'Sudah bayar tetapi belum tercatat': '已还款但未入账',
  'Biaya, bunga, atau denda': '费用、利息或罚金',
  'Pengajuan atau pencairan pinjaman': '借款申请或放款',
  'Akun atau data pribadi saya': '我的账户或个人数据',
  'Lainnya atau saran': '其他问题或建议',
  // Chatbot topics.
  Loans: '借款',
  Pinjaman: '借款',
  Repayment: '还款',
  Pembayaran: '还款',
  Account: '账户',
  Akun: '账户',
  Help: '帮助',
  Bantuan: '帮助',
  // Chatbot questions and answers, India.
  'How long does approval take?': '审批需要多长时间？',
  'Most applications are decided within 1 day. You can follow yours on the loan details page of your order.':
    '大多数申请在 1 天内有结果。您可以在订单的借款详情页查看进度。',
  'When will I receive the money?': '我什么时候能收到钱？',
  'After approval the money is sent to your bank account and usually arrives within 1 to 3 days. If it has not arrived after 3 days, send us a complaint and choose that order.':
    '审批通过后款项会汇入您的银行账户，通常 1 到 3 天内到账。3 天后仍未到账，请提交投诉并选择该订单。',
  'Why was my application not approved?': '为什么我的申请没有通过？',
  'Each lender decides on its own criteria and does not share the details. You can apply to another product on the recommended list.':
    '每家出借方按自己的标准决定，不公开具体原因。您可以申请推荐列表中的其他产品。',
  'How do I repay my loan?': '如何还款？',
  'Open your loan and tap Repay now. You can pay by UPI, net banking, debit card or a saved card. The amount due is shown at the top of the page.':
    '打开您的借款，点击“立即还款”。可以使用 UPI、网上银行、借记卡或已保存的卡支付。应还金额显示在页面顶部。',
  'I paid but my loan still shows as due': '我已还款，但借款仍显示待还',
  'Payments usually show within a few minutes. If yours is still missing after 2 hours, tap Contact support below, choose "Payment made but not showing" and attach the payment receipt or bank SMS.':
    '还款通常几分钟内显示。2 小时后仍未显示，请点击下方“联系客服”，选择“已还款但未显示”，并附上付款凭证或银行短信。',
  'Can I extend my due date?': '可以延长还款日吗？',
  'Some products offer an extension for a fee. When yours does, your loan shows Apply for an extension under Repay now.':
    '部分产品提供付费展期。如果您的产品提供，借款页面会在“立即还款”下方显示“申请展期”。',
  'How do I change my phone number?': '如何更换手机号？',
  'For your security the phone number cannot be changed in the app. Send us a complaint of the type "My account or personal data" and we will guide you.':
    '为了您的安全，手机号不能在应用内更换。请提交类型为“我的账户或个人数据”的投诉，我们会指导您。',
  'How is my personal data used?': '我的个人数据如何使用？',
  'We use your data only to process your loan, as the privacy policy explains. You can ask to see, correct or delete it by sending us a complaint.':
    '我们只将您的数据用于处理借款，详见隐私政策。您可以通过投诉要求查看、更正或删除数据。',
  'I want to file a complaint': '我要投诉',
  'Tap Contact support below, tell us what happened and attach any screenshots or recordings. We reply within 3 working days.':
    '点击下方“联系客服”，告诉我们发生了什么，并附上截图或录音。我们在 3 个工作日内回复。',
  'How do I escalate a complaint?': '如何升级投诉？',
  'If our answer does not resolve your complaint, write to our grievance officer (see Customer service). If it is still not resolved within 30 days, you can complain to the RBI Ombudsman at cms.rbi.org.in.':
    '如果我们的答复未能解决您的投诉，请写信给我们的申诉专员（见“客户服务”）。30 天内仍未解决，您可以在 cms.rbi.org.in 向 RBI 监察专员投诉。',
  // Chatbot questions and answers, Indonesia.
  'Berapa lama proses persetujuan?': '审批需要多长时间？',
  'Sebagian besar pengajuan diputuskan dalam 1 hari. Status pengajuan dapat dilihat di halaman detail pinjaman pesanan Anda.':
    '大多数申请在 1 天内有结果。申请状态可在订单的借款详情页查看。',
  'Kapan dana saya cair?': '我的款项什么时候放款？',
  'Setelah disetujui, dana dikirim ke rekening bank Anda dan biasanya masuk dalam 1–3 hari. Jika setelah 3 hari dana belum masuk, kirim pengaduan dan pilih pesanan tersebut.':
    '审批通过后款项会汇入您的银行账户，通常 1–3 天内到账。3 天后仍未到账，请提交投诉并选择该订单。',
  'Mengapa pengajuan saya tidak disetujui?': '为什么我的申请没有通过？',
  'Setiap pemberi pinjaman memutuskan berdasarkan kriterianya sendiri dan tidak membagikan rinciannya. Anda dapat mengajukan ke produk lain di daftar rekomendasi.':
    '每家出借方按自己的标准决定，不公开具体原因。您可以申请推荐列表中的其他产品。',
  'Bagaimana cara membayar pinjaman?': '如何还款？',
  'Buka pinjaman Anda lalu ketuk Bayar sekarang. Anda dapat membayar melalui virtual account bank atau kode bayar di minimarket. Jumlah tagihan tercantum di bagian atas halaman.':
    '打开您的借款，点击“立即还款”。可以通过银行虚拟账户或便利店付款码支付。应还金额显示在页面顶部。',
  'Saya sudah bayar tetapi tagihan belum lunas': '我已还款，但账单仍未结清',
  'Pembayaran biasanya tercatat dalam beberapa menit. Jika setelah 2 jam belum tercatat, ketuk Hubungi CS di bawah, pilih "Sudah bayar tetapi belum tercatat" dan lampirkan bukti pembayaran.':
    '还款通常几分钟内入账。2 小时后仍未入账，请点击下方“联系客服”，选择“已还款但未入账”，并附上付款凭证。',
  'Bisakah jatuh tempo diperpanjang?': '可以延长还款日吗？',
  'Beberapa produk menawarkan perpanjangan dengan biaya. Jika produk Anda menawarkannya, pinjaman Anda menampilkan Ajukan perpanjangan di bawah Bayar sekarang.':
    '部分产品提供付费展期。如果您的产品提供，借款页面会在“立即还款”下方显示“申请展期”。',
  'Bagaimana cara mengganti nomor HP?': '如何更换手机号？',
  'Demi keamanan, nomor HP tidak dapat diganti di aplikasi. Kirim pengaduan jenis "Akun atau data pribadi saya" dan kami akan membantu Anda.':
    '为了您的安全，手机号不能在应用内更换。请提交类型为“我的账户或个人数据”的投诉，我们会协助您。',
  'Bagaimana data pribadi saya digunakan?': '我的个人数据如何使用？',
  'Data Anda hanya kami gunakan untuk memproses pinjaman, sebagaimana dijelaskan dalam kebijakan privasi. Anda dapat meminta untuk melihat, memperbaiki, atau menghapusnya melalui pengaduan.':
    '我们只将您的数据用于处理借款，详见隐私政策。您可以通过投诉要求查看、更正或删除数据。',
  'Saya ingin mengajukan keluhan': '我要投诉',
  'Ketuk Hubungi CS di bawah, ceritakan apa yang terjadi dan lampirkan tangkapan layar atau rekaman bila ada. Kami membalas dalam 3 hari kerja.':
    '点击下方“联系客服”，告诉我们发生了什么，如有截图或录音请一并附上。我们在 3 个工作日内回复。',
  'Ke mana saya bisa melapor jika keluhan tidak selesai?': '投诉未解决时可以向哪里反映？',
  'Kami menjawab pengaduan paling lambat 3 hari kerja. Jika Anda tidak puas dengan jawaban kami, Anda dapat menghubungi OJK melalui telepon 157 atau email konsumen@ojk.go.id.':
    '我们最迟在 3 个工作日内答复投诉。如果您对答复不满意，可以拨打 157 或发邮件至 konsumen@ojk.go.id 联系 OJK。',
  // Agreement titles.
  'Loan Agreement': '借款协议',
  'Key Fact Statement': '关键事实说明',
  'Perjanjian Pinjaman': '借款协议',
  'Ringkasan Informasi Produk dan Layanan': '产品和服务信息摘要',
};

/**
 * A seeded text in the reader's language: Chinese for the staff pack, Hindi for India's Hindi
 * reader (content-hi.ts), when known; else as stored.
 */
export function contentText(lang: Lang, stored: string): string {
  if (lang === 'zh') return zh[stored] ?? stored;
  return lang === 'hi' ? (contentHi[stored] ?? stored) : stored;
}
