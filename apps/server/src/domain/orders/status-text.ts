/**
 * The loan-details headline and description per order status (meanings: docs/order-statuses.md),
 * written for borrowers (and, in Chinese, for the lender's staff).
 */
import { orderStatus, type OrderStatus } from '@tenor/contract/orders';
import type { Lang } from '../../i18n.ts';

export interface StatusText {
  title: string;
  description: string;
}

export const statusTexts: Record<OrderStatus, Record<Lang, StatusText>> = {
  [orderStatus.underReview]: {
    en: {
      title: 'Under review',
      description:
        'We have received your application and are reviewing it. This usually takes less than a day; we will let you know as soon as it is decided.',
    },
    id: {
      title: 'Sedang ditinjau',
      description:
        'Pengajuan Anda sudah kami terima dan sedang ditinjau. Biasanya kurang dari satu hari; kami akan segera memberi tahu hasilnya.',
    },
    zh: {
      title: '审核中',
      description: '我们已收到您的申请，正在审核。审核通常不超过一天，有结果后会第一时间通知您。',
    },
    hi: {
      title: 'जाँच चल रही है',
      description:
        'हमें आपका आवेदन मिल गया है और हम उसकी जाँच कर रहे हैं। आमतौर पर इसमें एक दिन से कम लगता है; फ़ैसला होते ही हम आपको बताएँगे।',
    },
  },
  [orderStatus.approved]: {
    en: {
      title: 'Approved, sending money',
      description:
        'Your loan is approved. The money is on its way to your bank account and usually arrives within 1 to 3 days.',
    },
    id: {
      title: 'Disetujui, dana sedang dikirim',
      description:
        'Pinjaman Anda disetujui. Dana sedang dikirim ke rekening bank Anda dan biasanya masuk dalam 1–3 hari.',
    },
    zh: {
      title: '已批准，正在放款',
      description: '您的借款已获批准。款项正在打入您的银行账户，通常 1 至 3 天内到账。',
    },
    hi: {
      title: 'मंज़ूर, पैसा भेजा जा रहा है',
      description:
        'आपका लोन मंज़ूर हो गया है। पैसा आपके बैंक खाते में भेजा जा रहा है और आमतौर पर 1 से 3 दिन में पहुँच जाता है।',
    },
  },
  [orderStatus.rejected]: {
    en: {
      title: 'Not approved',
      description:
        'We are sorry: this lender could not approve your application this time. You can apply to one of the products below.',
    },
    id: {
      title: 'Tidak disetujui',
      description:
        'Mohon maaf, pengajuan Anda belum dapat disetujui kali ini. Anda dapat mengajukan ke salah satu produk di bawah ini.',
    },
    zh: {
      title: '未获批准',
      description: '很抱歉，该贷款机构这次未能批准您的申请。您可以申请下方的其他产品。',
    },
    hi: {
      title: 'मंज़ूर नहीं हुआ',
      description:
        'माफ़ कीजिए: यह ऋणदाता इस बार आपका आवेदन मंज़ूर नहीं कर सका। आप नीचे दिए किसी लोन के लिए आवेदन कर सकते हैं।',
    },
  },
  // Also the status after a paid extension (repay/extension/extension.ts): the words fit a new loan
  // and a postponed one alike, never "money sent" for a loan the borrower has had for weeks.
  [orderStatus.disbursed]: {
    en: {
      title: 'Active, not yet due',
      description:
        'Your loan is active and the money is in your bank account. Please repay by the due date below to keep a good credit record.',
    },
    id: {
      title: 'Aktif, belum jatuh tempo',
      description:
        'Pinjaman Anda aktif dan dananya sudah ada di rekening Anda. Harap bayar sebelum tanggal jatuh tempo di bawah agar riwayat kredit Anda tetap baik.',
    },
    zh: {
      title: '生效中，未到期',
      description:
        '您的借款已生效，款项已打入您的银行账户。请在下方到期日前还款，保持良好的信用记录。',
    },
    hi: {
      title: 'चालू, अभी देय नहीं',
      description:
        'आपका लोन चालू है और पैसा आपके बैंक खाते में है। अच्छा क्रेडिट रिकॉर्ड बनाए रखने के लिए कृपया नीचे दी गई देय तारीख तक चुकाएँ।',
    },
  },
  [orderStatus.due]: {
    en: {
      title: 'Repayment due',
      description: 'Your repayment is due. Please repay today to avoid late charges.',
    },
    id: {
      title: 'Jatuh tempo',
      description:
        'Tagihan Anda sudah jatuh tempo. Harap bayar hari ini untuk menghindari denda keterlambatan.',
    },
    zh: {
      title: '还款到期',
      description: '您的还款已到期。请今天还款，以免产生逾期费用。',
    },
    hi: {
      title: 'भुगतान की तारीख आ गई',
      description: 'आपका भुगतान देय है। देरी के शुल्क से बचने के लिए कृपया आज ही चुकाएँ।',
    },
  },
  [orderStatus.overdue]: {
    en: {
      title: 'Overdue',
      description:
        'Your repayment is overdue. Please repay as soon as possible to stop late charges and protect your credit record.',
    },
    id: {
      title: 'Terlambat',
      description:
        'Pembayaran Anda sudah lewat jatuh tempo. Harap segera bayar untuk menghentikan denda dan menjaga riwayat kredit Anda.',
    },
    zh: {
      title: '已逾期',
      description: '您的还款已逾期。请尽快还款，以停止产生逾期费用并保护您的信用记录。',
    },
    hi: {
      title: 'बकाया',
      description:
        'आपका भुगतान बकाया है। देरी का शुल्क रोकने और अपना क्रेडिट रिकॉर्ड बचाने के लिए कृपया जल्द से जल्द चुकाएँ।',
    },
  },
  [orderStatus.settled]: {
    en: {
      title: 'Repaid',
      description: 'Your loan is fully repaid. Thank you! You can borrow again whenever you need.',
    },
    id: {
      title: 'Lunas',
      description:
        'Pinjaman Anda sudah lunas. Terima kasih! Anda dapat meminjam lagi kapan pun dibutuhkan.',
    },
    zh: {
      title: '已还清',
      description: '您的借款已全部还清，谢谢！如有需要，您可以随时再次借款。',
    },
    hi: {
      title: 'चुका दिया गया',
      description: 'आपका लोन पूरा चुका दिया गया है। धन्यवाद! ज़रूरत पड़ने पर आप कभी भी फिर से उधार ले सकते हैं।',
    },
  },
  [orderStatus.instalmentsInProgress]: {
    en: {
      title: 'Instalments in progress',
      description:
        'Your loan is being repaid in monthly instalments. Please pay each one by its due date.',
    },
    id: {
      title: 'Cicilan berjalan',
      description:
        'Pinjaman Anda sedang dibayar dengan cicilan bulanan. Harap bayar setiap cicilan sebelum jatuh tempo.',
    },
    zh: {
      title: '分期还款中',
      description: '您的借款按月分期还款。请在每期到期日前按时还款。',
    },
    hi: {
      title: 'किस्तें चल रही हैं',
      description:
        'आपका लोन हर महीने की किस्तों में चुकाया जा रहा है। कृपया हर किस्त उसकी देय तारीख तक चुकाएँ।',
    },
  },
  [orderStatus.instalmentSettled]: {
    en: {
      title: 'Repaid',
      description: 'All instalments are paid. Thank you! You can borrow again whenever you need.',
    },
    id: {
      title: 'Lunas',
      description:
        'Semua cicilan sudah dibayar. Terima kasih! Anda dapat meminjam lagi kapan pun dibutuhkan.',
    },
    zh: {
      title: '已还清',
      description: '所有分期均已还清，谢谢！如有需要，您可以随时再次借款。',
    },
    hi: {
      title: 'चुका दिया गया',
      description: 'सभी किस्तें चुका दी गई हैं। धन्यवाद! ज़रूरत पड़ने पर आप कभी भी फिर से उधार ले सकते हैं।',
    },
  },
  [orderStatus.instalmentOverdue]: {
    en: {
      title: 'Instalment overdue',
      description:
        'An instalment is overdue. Please pay it as soon as possible to stop late charges.',
    },
    id: {
      title: 'Cicilan terlambat',
      description:
        'Ada cicilan yang sudah lewat jatuh tempo. Harap segera bayar untuk menghentikan denda.',
    },
    zh: {
      title: '分期已逾期',
      description: '有一期分期已逾期。请尽快还款，以停止产生逾期费用。',
    },
    hi: {
      title: 'किस्त बकाया',
      description: 'एक किस्त बकाया है। देरी का शुल्क रोकने के लिए कृपया इसे जल्द से जल्द चुकाएँ।',
    },
  },
  // Decision 058: the borrower's own choices, each a state of its own on every screen.
  [orderStatus.closedCoolingOff]: {
    en: {
      title: 'Closed — cooling-off',
      description:
        'You exited this loan in its cooling-off period: the principal and the interest for the days you held it are paid, with no penalty. Nothing more is owed.',
    },
    id: {
      title: 'Ditutup — masa jeda',
      description:
        'Anda keluar dari pinjaman ini dalam masa jeda: pokok dan bunga untuk hari pemakaian sudah dibayar, tanpa denda. Tidak ada lagi yang harus dibayar.',
    },
    zh: {
      title: '已关闭（冷静期退出）',
      description:
        '您在冷静期内退出了这笔借款：本金和实际使用天数的利息已付清，无任何罚金。无需再还款。',
    },
    hi: {
      title: 'बंद — कूलिंग-ऑफ़',
      description:
        'आपने यह लोन सोचने की अवधि (कूलिंग-ऑफ़) में छोड़ दिया: मूलधन और जितने दिन पैसा आपके पास रहा उतने दिन का ब्याज चुका दिया गया, बिना किसी जुर्माने के। अब कुछ बकाया नहीं है।',
    },
  },
  [orderStatus.cancelledByYou]: {
    en: {
      title: 'Cancelled by you',
      description:
        'You cancelled this application before any money was sent. Nothing is owed. You can apply to one of the products below.',
    },
    id: {
      title: 'Dibatalkan oleh Anda',
      description:
        'Anda membatalkan pengajuan ini sebelum dana dikirim. Tidak ada yang harus dibayar. Anda dapat mengajukan ke salah satu produk di bawah ini.',
    },
    zh: {
      title: '已由您取消',
      description: '您在放款前取消了这笔申请，无需支付任何费用。您可以申请下方的其他产品。',
    },
    hi: {
      title: 'आपने रद्द किया',
      description:
        'आपने कोई पैसा भेजे जाने से पहले यह आवेदन रद्द कर दिया। कुछ बकाया नहीं है। आप नीचे दिए किसी लोन के लिए आवेदन कर सकते हैं।',
    },
  },
};

export function statusText(status: OrderStatus, lang: Lang): StatusText {
  return statusTexts[status][lang];
}
