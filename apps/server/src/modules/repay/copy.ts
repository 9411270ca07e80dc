/**
 * Words of the repayment screens the server writes (period descriptions, the instalment
 * note, extension rows, the SMS text and the sandbox gateway page), English, Indonesian
 * and the staff's Chinese. Its refusals are here too (server messages in i18n.ts); shared labels in loans/copy.ts.
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  period: 'Period {n}/{total}',
  periodOverdue: 'Period {n}/{total} · overdue',
  periodPaid: 'Period {n}/{total} · paid {date}',
  instalmentNote:
    'Periods are paid in order: the earliest unpaid period is always included. To pay more than that, turn on Pay all, which pays every period and settles the loan.',
  currentDue: 'Current due date',
  extensionTerm: 'Extension',
  newDueDate: 'New due date',
  extensionFee: 'Extension fee',
  payBefore: 'Pay the fee before',
  otpSms:
    '{app}: {code} is your code to confirm the repayment of {amount}. It expires in 5 minutes. Never share it with anyone, including our staff.',
  gatewayTitle: 'Sandbox payment page',
  gatewayNotice: 'Demo only: no real money moves. Pay completes the repayment at once.',
  gatewayMerchant: 'Merchant',
  gatewayOrder: 'Order no.',
  gatewayAmount: 'Amount',
  gatewayPay: 'Pay {amount}',
  gatewayCancel: 'Cancel',
  gatewayDone: 'This payment is complete.',
  gatewayClosed: 'This payment was cancelled or has expired.',
  gatewayUnknown: 'This payment does not exist.',
  gatewayBack: 'See your receipt',
  gatewayChooseAgain: 'Choose another way to pay',
  gatewayMethod: 'Pay by',
  gatewayNetbanking: 'Net banking',
  gatewayDebitCard: 'Debit card',
  gatewayBank: 'Your bank',
  gatewayCardNote: 'Sandbox card: no card details are asked. Pay approves the payment.',
  methodUpi: 'UPI',
  methodQris: 'QRIS',
  methodVa: '{bank} virtual account',
  methodCard: '{bank} card ••{last4}',
  methodSavedCard: 'saved card',
  // Refusals (the error handler writes them in the asker's language).
  nothingToRepay: 'This order has nothing to repay',
  qrisTooLarge:
    'QRIS takes at most {max} in one payment. Pay by bank virtual account or at a mini market',
  walletTooLarge:
    '{wallet} takes at most {max} in one payment. Pay by bank virtual account or at a mini market',
  extensionNotOffered: 'This loan cannot be extended',
  amountNotOutstanding:
    'The amount due is now {expected}. Please go back to your loan and start the payment again',
  amountNotInstalments:
    'The amount no longer matches your unpaid instalments (at most {expected}). Please go back to your loan and choose again',
  amountNotExtensionFee:
    'The extension fee is now {expected}. Please go back to your loan and start again',
  payoffToday:
    'A payoff quote is valid until 23:59 of its day: today’s, to close the loan, is {amount}',
  receiptNeedsOne: 'This receipt link is incomplete. Please open it again from your loan',
  specificNumNotOffered:
    'This way of paying at the bank is not offered. Please choose another (there are {max})',
  paymentAmountMismatch: 'The paid amount {paid} does not match the account amount {expected}',
  badWebhookBody: 'The notification is not a payment this provider sends',
  repayTokenInvalid: 'This payment page has expired, please open it again',
  cardNotFound: 'This bank card does not exist',
  repeatPayment: 'Do not submit the payment application repeatedly',
  verifyCodeExpired: 'The verification code has expired, please request a new one',
  verifyCodeLocked:
    'Wrong verification code {max} {max|time|times}: this payment was cancelled. Please start the payment again',
  repaymentNotFound: 'This payment does not exist',
  repaymentClosed: 'This payment was cancelled or has expired, please start the payment again',
  paymentPending:
    'Your {method} payment of {amount} is still open until {time}. Finish or cancel it there, or choose another way to pay after {time}',
  paymentCharging:
    'Your {method} payment of {amount} is being processed. Please wait a moment and check your loan',
} as const;

export type RepayCopyKey = keyof typeof en;

const id: Record<RepayCopyKey, string> = {
  period: 'Periode {n}/{total}',
  periodOverdue: 'Periode {n}/{total} · terlambat',
  periodPaid: 'Periode {n}/{total} · dibayar {date}',
  instalmentNote:
    'Periode dibayar berurutan: periode belum dibayar yang paling awal selalu ikut. Untuk membayar lebih dari itu, aktifkan Bayar semua, yang membayar semua periode dan melunasi pinjaman.',
  currentDue: 'Jatuh tempo saat ini',
  extensionTerm: 'Perpanjangan',
  newDueDate: 'Jatuh tempo baru',
  extensionFee: 'Biaya perpanjangan',
  payBefore: 'Bayar biaya sebelum',
  otpSms:
    '{app}: {code} adalah kode untuk mengonfirmasi pembayaran {amount}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas kami.',
  gatewayTitle: 'Halaman pembayaran sandbox',
  gatewayNotice: 'Hanya demo: tidak ada uang sungguhan. Bayar langsung menyelesaikan pembayaran.',
  gatewayMerchant: 'Merchant',
  gatewayOrder: 'No. pesanan',
  gatewayAmount: 'Jumlah',
  gatewayPay: 'Bayar {amount}',
  gatewayCancel: 'Batal',
  gatewayDone: 'Pembayaran ini sudah selesai.',
  gatewayClosed: 'Pembayaran ini dibatalkan atau sudah kedaluwarsa.',
  gatewayUnknown: 'Pembayaran ini tidak ada.',
  gatewayBack: 'Lihat bukti pembayaran',
  gatewayChooseAgain: 'Pilih cara bayar lain',
  gatewayMethod: 'Bayar dengan',
  gatewayNetbanking: 'Internet banking',
  gatewayDebitCard: 'Kartu debit',
  gatewayBank: 'Bank Anda',
  gatewayCardNote:
    'Kartu sandbox: tidak ada data kartu yang diminta. Bayar langsung menyetujui pembayaran.',
  methodUpi: 'UPI',
  methodQris: 'QRIS',
  methodVa: 'Virtual account {bank}',
  methodCard: 'Kartu {bank} ••{last4}',
  methodSavedCard: 'kartu tersimpan',
  nothingToRepay: 'Pesanan ini tidak memiliki tagihan',
  qrisTooLarge:
    'QRIS menerima paling banyak {max} dalam satu pembayaran. Bayar lewat virtual account bank atau di minimarket',
  walletTooLarge:
    '{wallet} menerima paling banyak {max} dalam satu pembayaran. Bayar lewat virtual account bank atau di minimarket',
  extensionNotOffered: 'Pinjaman ini tidak dapat diperpanjang',
  amountNotOutstanding:
    'Jumlah tagihan sekarang {expected}. Silakan kembali ke pinjaman Anda dan mulai pembayaran lagi',
  amountNotInstalments:
    'Jumlah tidak lagi sesuai dengan cicilan yang belum dibayar (paling banyak {expected}). Silakan kembali ke pinjaman Anda dan pilih lagi',
  amountNotExtensionFee:
    'Biaya perpanjangan sekarang {expected}. Silakan kembali ke pinjaman Anda dan mulai lagi',
  payoffToday:
    'Penawaran pelunasan berlaku sampai pukul 23.59 pada harinya: hari ini, untuk melunasi pinjaman, {amount}',
  receiptNeedsOne:
    'Tautan bukti pembayaran ini tidak lengkap. Silakan buka lagi dari pinjaman Anda',
  specificNumNotOffered:
    'Saluran pembayaran bank ini tidak tersedia. Silakan pilih yang lain (ada {max})',
  paymentAmountMismatch: 'Jumlah dibayar {paid} tidak sesuai dengan jumlah akun {expected}',
  badWebhookBody: 'Notifikasi ini bukan pembayaran yang dikirim penyedia ini',
  repayTokenInvalid: 'Halaman pembayaran ini sudah kedaluwarsa, silakan buka kembali',
  cardNotFound: 'Kartu bank ini tidak ada',
  repeatPayment: 'Jangan mengajukan pembayaran berulang kali',
  verifyCodeExpired: 'Kode verifikasi sudah kedaluwarsa, silakan minta kode baru',
  verifyCodeLocked:
    'Kode verifikasi salah {max} kali: pembayaran ini dibatalkan. Silakan mulai pembayaran lagi',
  repaymentNotFound: 'Pembayaran ini tidak ada',
  repaymentClosed: 'Pembayaran ini dibatalkan atau sudah kedaluwarsa, silakan mulai lagi',
  paymentPending:
    'Pembayaran {method} sebesar {amount} masih terbuka sampai {time}. Selesaikan atau batalkan di sana, atau pilih cara bayar lain setelah {time}',
  paymentCharging:
    'Pembayaran {method} Anda sebesar {amount} sedang diproses. Mohon tunggu sebentar lalu periksa pinjaman Anda',
};

const zh: Record<RepayCopyKey, string> = {
  period: '第 {n}/{total} 期',
  periodOverdue: '第 {n}/{total} 期 · 已逾期',
  periodPaid: '第 {n}/{total} 期 · 已于 {date} 还款',
  instalmentNote:
    '各期须按顺序还款：最早未还的一期总会包含在内。如需多还，请打开“全部还清”，即还清所有期数并结清借款。',
  currentDue: '当前到期日',
  extensionTerm: '展期',
  newDueDate: '新到期日',
  extensionFee: '展期费用',
  payBefore: '费用付款截止',
  otpSms:
    '{app}：{code} 是您确认还款 {amount} 的验证码，5 分钟内有效。请勿告诉任何人，包括我们的工作人员。',
  gatewayTitle: '沙盒付款页面',
  gatewayNotice: '仅供演示：不会发生真实资金往来。点击付款即完成还款。',
  gatewayMerchant: '商户',
  gatewayOrder: '订单号',
  gatewayAmount: '金额',
  gatewayPay: '支付 {amount}',
  gatewayCancel: '取消',
  gatewayDone: '这笔付款已完成。',
  gatewayClosed: '这笔付款已取消或已过期。',
  gatewayUnknown: '这笔付款不存在。',
  gatewayBack: '查看付款凭证',
  gatewayChooseAgain: '选择其他付款方式',
  gatewayMethod: '付款方式',
  gatewayNetbanking: '网上银行',
  gatewayDebitCard: '借记卡',
  gatewayBank: '您的银行',
  gatewayCardNote: '沙盒银行卡：无需填写卡片信息，点击付款即批准这笔付款。',
  methodUpi: 'UPI',
  methodQris: 'QRIS',
  methodVa: '{bank} 虚拟账号',
  methodCard: '{bank} 卡 ••{last4}',
  methodSavedCard: '已保存的银行卡',
  nothingToRepay: '该订单没有待还金额',
  qrisTooLarge: 'QRIS 单笔最多支付 {max}。请使用银行虚拟账号或便利店付款',
  walletTooLarge: '{wallet} 单笔最多支付 {max}。请使用银行虚拟账号或便利店付款',
  extensionNotOffered: '此借款无法展期',
  amountNotOutstanding: '应还金额现为 {expected}。请返回借款页面重新发起付款',
  amountNotInstalments: '金额与未还分期不再相符（最多 {expected}）。请返回借款页面重新选择',
  amountNotExtensionFee: '展期费用现为 {expected}。请返回借款页面重新开始',
  payoffToday: '提前结清报价仅当天 23:59 前有效：今天结清借款的金额为 {amount}',
  receiptNeedsOne: '此付款凭证链接不完整，请从借款页面重新打开',
  specificNumNotOffered: '不支持这种银行付款渠道，请选择其他渠道（共 {max} 个）',
  paymentAmountMismatch: '已付金额 {paid} 与账户金额 {expected} 不符',
  badWebhookBody: '该通知不是此支付服务商发送的付款通知',
  repayTokenInvalid: '此付款页面已过期，请重新打开',
  cardNotFound: '该银行卡不存在',
  repeatPayment: '请勿重复提交还款申请',
  verifyCodeExpired: '验证码已过期，请重新获取',
  verifyCodeLocked: '验证码错误已达 {max} 次：此笔付款已取消，请重新发起付款',
  repaymentNotFound: '这笔付款不存在',
  repaymentClosed: '这笔付款已取消或已过期，请重新发起付款',
  paymentPending:
    '您通过 {method} 支付 {amount} 的付款在 {time} 前仍有效。请在那里完成或取消，或在 {time} 后选择其他付款方式',
  paymentCharging: '您通过 {method} 支付 {amount} 的付款正在处理中。请稍候并查看您的借款',
};

const hi: Record<RepayCopyKey, string> = {
  period: 'किस्त {n}/{total}',
  periodOverdue: 'किस्त {n}/{total} · बकाया',
  periodPaid: 'किस्त {n}/{total} · {date} को चुकाई',
  instalmentNote:
    'किस्तें क्रम से चुकाई जाती हैं: सबसे पुरानी बिना चुकाई किस्त हमेशा शामिल होती है। इससे ज़्यादा चुकाने के लिए सब चुकाएँ चालू करें, जिससे हर किस्त चुक जाती है और लोन बंद हो जाता है।',
  currentDue: 'अभी की देय तारीख',
  extensionTerm: 'बढ़ी हुई अवधि',
  newDueDate: 'नई देय तारीख',
  extensionFee: 'अवधि बढ़ाने की फ़ीस',
  payBefore: 'फ़ीस इससे पहले चुकाएँ',
  otpSms:
    '{app}: {amount} के भुगतान की पुष्टि का आपका कोड {code} है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ, हमारे कर्मचारियों को भी नहीं।',
  gatewayTitle: 'सैंडबॉक्स भुगतान पेज',
  gatewayNotice: 'सिर्फ़ डेमो: असली पैसा नहीं जाता। भुगतान करें दबाते ही भुगतान पूरा हो जाता है।',
  gatewayMerchant: 'व्यापारी',
  gatewayOrder: 'लोन नंबर',
  gatewayAmount: 'रकम',
  gatewayPay: '{amount} का भुगतान करें',
  gatewayCancel: 'रद्द करें',
  gatewayDone: 'यह भुगतान पूरा हो गया है।',
  gatewayClosed: 'यह भुगतान रद्द हो गया या इसका समय खत्म हो गया।',
  gatewayUnknown: 'यह भुगतान मौजूद नहीं है।',
  gatewayBack: 'अपनी रसीद देखें',
  gatewayChooseAgain: 'भुगतान का दूसरा तरीका चुनें',
  gatewayMethod: 'भुगतान का तरीका',
  gatewayNetbanking: 'नेट बैंकिंग',
  gatewayDebitCard: 'डेबिट कार्ड',
  gatewayBank: 'आपका बैंक',
  gatewayCardNote:
    'सैंडबॉक्स कार्ड: कार्ड की कोई जानकारी नहीं माँगी जाती। भुगतान करें दबाने से भुगतान मंज़ूर हो जाता है।',
  methodUpi: 'UPI',
  methodQris: 'QRIS',
  methodVa: '{bank} वर्चुअल खाता',
  methodCard: '{bank} कार्ड ••{last4}',
  methodSavedCard: 'सेव किया हुआ कार्ड',
  nothingToRepay: 'इस लोन पर चुकाने को कुछ नहीं है',
  qrisTooLarge:
    'QRIS से एक बार में ज़्यादा से ज़्यादा {max} दिया जा सकता है। बैंक वर्चुअल खाते या मिनी मार्केट से भुगतान करें',
  walletTooLarge:
    '{wallet} से एक बार में ज़्यादा से ज़्यादा {max} दिया जा सकता है। बैंक वर्चुअल खाते या मिनी मार्केट से भुगतान करें',
  extensionNotOffered: 'इस लोन की अवधि नहीं बढ़ाई जा सकती',
  amountNotOutstanding:
    'चुकाने की रकम अब {expected} है। कृपया अपने लोन पर वापस जाएँ और भुगतान फिर से शुरू करें',
  amountNotInstalments:
    'यह रकम अब आपकी बिना चुकाई किस्तों से मेल नहीं खाती (ज़्यादा से ज़्यादा {expected})। कृपया अपने लोन पर वापस जाएँ और फिर से चुनें',
  amountNotExtensionFee:
    'अवधि बढ़ाने की फ़ीस अब {expected} है। कृपया अपने लोन पर वापस जाएँ और फिर से शुरू करें',
  payoffToday: 'पूरी चुकौती की रकम उसी दिन 23:59 तक मान्य है: आज लोन बंद करने की रकम {amount} है',
  receiptNeedsOne: 'रसीद का यह लिंक अधूरा है। कृपया इसे अपने लोन से दोबारा खोलें',
  specificNumNotOffered: 'बैंक में भुगतान का यह तरीका उपलब्ध नहीं है। कृपया कोई दूसरा चुनें ({max} तरीके हैं)',
  paymentAmountMismatch: 'चुकाई गई रकम {paid} खाते की रकम {expected} से मेल नहीं खाती',
  badWebhookBody: 'यह सूचना इस भुगतान सेवा का भेजा भुगतान नहीं है',
  repayTokenInvalid: 'इस भुगतान पेज का समय खत्म हो गया है, कृपया इसे दोबारा खोलें',
  cardNotFound: 'यह बैंक कार्ड मौजूद नहीं है',
  repeatPayment: 'भुगतान का आवेदन बार-बार न भेजें',
  verifyCodeExpired: 'सत्यापन कोड की समय सीमा खत्म हो गई है, कृपया नया कोड माँगें',
  verifyCodeLocked:
    '{max} बार गलत सत्यापन कोड डाला गया: यह भुगतान रद्द कर दिया गया। कृपया भुगतान फिर से शुरू करें',
  repaymentNotFound: 'यह भुगतान मौजूद नहीं है',
  repaymentClosed: 'यह भुगतान रद्द हो गया या इसका समय खत्म हो गया, कृपया भुगतान फिर से शुरू करें',
  paymentPending:
    '{amount} का आपका {method} भुगतान {time} तक खुला है। उसे वहीं पूरा या रद्द करें, या {time} के बाद भुगतान का दूसरा तरीका चुनें',
  paymentCharging: '{amount} का आपका {method} भुगतान प्रोसेस हो रहा है। कृपया थोड़ा रुकें और अपना लोन देखें',
};

export const repayPacks: Record<Lang, Record<RepayCopyKey, string>> = { en, id, zh, hi };

/** The area's one lookup: its words and refusals over the server messages. */
export const copy = textsOf(withMessages(repayPacks));
