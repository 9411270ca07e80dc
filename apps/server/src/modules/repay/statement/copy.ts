/**
 * Words of the statement of account and the repayment calendar the server writes (movement
 * labels, the calendar's events, the downloadable statement), English, Indonesian and the
 * staff's Chinese; refusals are server messages (i18n.ts).
 */
import { textsOf, withMessages, type Lang } from '../../../i18n.ts';

const en = {
  disbursed: 'Paid out to your account',
  fee: 'Processing fee (taken from the amount paid out)',
  interest: 'Interest for the term',
  charges: 'Charges',
  extensionFee: 'Extension fee',
  extensionPaid: 'Extension fee paid',
  lateFee: 'Late charge · instalment {n}/{total}',
  payment: 'Payment · instalment {n}/{total}',
  received: 'Payment received that was not due',
  refund: 'Refunded to you',
  refundPending: 'Refund to you (under way)',
  closed: 'Loan closed',
  calendarName: '{lender} loan {orderNo}',
  eventSummary: 'Pay {amount} to {lender}',
  eventDescription:
    'Instalment {n}/{total} of loan {orderNo} ({product}) with {lender}: {amount} due on {date}. Pay in the app: {url}',
  alarm: 'Tomorrow: pay {amount} to {lender}',
  fileTitle: 'Statement of account',
  fileLoan: 'Loan {orderNo} · {product}',
  fileLender: 'Lender',
  fileAsOf: 'As of {moment}',
  fileDate: 'Date',
  fileMovement: 'Movement',
  fileAmount: 'Amount',
  fileBalance: 'Balance',
  fileClosing: 'Outstanding',
  fileNone: 'No movements yet: the loan has not been paid out.',
  fileName: 'statement-{orderNo}',
  calendarFileName: 'repayments-{orderNo}',
  downloadExpired: 'This download link has expired. Please open it again from your loan',
};

export type StatementCopyKey = keyof typeof en;

const id: Record<StatementCopyKey, string> = {
  disbursed: 'Dicairkan ke rekening Anda',
  fee: 'Biaya layanan (dipotong dari dana yang dicairkan)',
  interest: 'Bunga selama tenor',
  charges: 'Biaya',
  extensionFee: 'Biaya perpanjangan',
  extensionPaid: 'Biaya perpanjangan dibayar',
  lateFee: 'Denda keterlambatan · cicilan {n}/{total}',
  payment: 'Pembayaran · cicilan {n}/{total}',
  received: 'Pembayaran diterima yang tidak terutang',
  refund: 'Dikembalikan kepada Anda',
  refundPending: 'Pengembalian kepada Anda (sedang diproses)',
  closed: 'Pinjaman ditutup',
  calendarName: 'Pinjaman {lender} {orderNo}',
  eventSummary: 'Bayar {amount} ke {lender}',
  eventDescription:
    'Cicilan {n}/{total} pinjaman {orderNo} ({product}) dari {lender}: {amount} jatuh tempo {date}. Bayar di aplikasi: {url}',
  alarm: 'Besok: bayar {amount} ke {lender}',
  fileTitle: 'Laporan rekening pinjaman',
  fileLoan: 'Pinjaman {orderNo} · {product}',
  fileLender: 'Pemberi pinjaman',
  fileAsOf: 'Per {moment}',
  fileDate: 'Tanggal',
  fileMovement: 'Transaksi',
  fileAmount: 'Jumlah',
  fileBalance: 'Saldo',
  fileClosing: 'Sisa tagihan',
  fileNone: 'Belum ada transaksi: pinjaman belum dicairkan.',
  fileName: 'laporan-{orderNo}',
  calendarFileName: 'cicilan-{orderNo}',
  downloadExpired: 'Tautan unduhan ini sudah kedaluwarsa. Silakan buka lagi dari pinjaman Anda',
};

const zh: Record<StatementCopyKey, string> = {
  disbursed: '已放款至您的账户',
  fee: '手续费（从放款金额中扣除）',
  interest: '借款期利息',
  charges: '费用',
  extensionFee: '展期费',
  extensionPaid: '已付展期费',
  lateFee: '逾期费 · 第 {n}/{total} 期',
  payment: '还款 · 第 {n}/{total} 期',
  received: '收到的非应付款项',
  refund: '已退还给您',
  refundPending: '退款给您（处理中）',
  closed: '借款已结清',
  calendarName: '{lender} 借款 {orderNo}',
  eventSummary: '向 {lender} 还款 {amount}',
  eventDescription:
    '借款 {orderNo}（{product}，{lender}）第 {n}/{total} 期：{date} 应还 {amount}。在应用中还款：{url}',
  alarm: '明天：向 {lender} 还款 {amount}',
  fileTitle: '借款对账单',
  fileLoan: '借款 {orderNo} · {product}',
  fileLender: '出借方',
  fileAsOf: '截至 {moment}',
  fileDate: '日期',
  fileMovement: '交易',
  fileAmount: '金额',
  fileBalance: '余额',
  fileClosing: '待还金额',
  fileNone: '暂无交易：借款尚未放款。',
  fileName: 'statement-{orderNo}',
  calendarFileName: 'repayments-{orderNo}',
  downloadExpired: '此下载链接已过期，请从您的借款重新打开',
};

const hi: Record<StatementCopyKey, string> = {
  disbursed: 'आपके खाते में भेजी गई रकम',
  fee: 'प्रोसेसिंग फ़ीस (भेजी गई रकम से काटी गई)',
  interest: 'पूरी अवधि का ब्याज',
  charges: 'शुल्क',
  extensionFee: 'अवधि बढ़ाने की फ़ीस',
  extensionPaid: 'अवधि बढ़ाने की फ़ीस चुकाई गई',
  lateFee: 'देरी का शुल्क · किस्त {n}/{total}',
  payment: 'भुगतान · किस्त {n}/{total}',
  received: 'मिला भुगतान जो देय नहीं था',
  refund: 'आपको लौटाया गया',
  refundPending: 'आपको लौटाया जा रहा है',
  closed: 'लोन बंद हुआ',
  calendarName: '{lender} लोन {orderNo}',
  eventSummary: '{lender} को {amount} चुकाएँ',
  eventDescription:
    '{lender} के साथ लोन {orderNo} ({product}) की किस्त {n}/{total}: {date} को {amount} देय। ऐप में चुकाएँ: {url}',
  alarm: 'कल: {lender} को {amount} चुकाएँ',
  fileTitle: 'खाते का विवरण',
  fileLoan: 'लोन {orderNo} · {product}',
  fileLender: 'ऋणदाता',
  fileAsOf: '{moment} तक',
  fileDate: 'तारीख',
  fileMovement: 'लेन-देन',
  fileAmount: 'रकम',
  fileBalance: 'बाकी रकम',
  fileClosing: 'बकाया',
  fileNone: 'अभी कोई लेन-देन नहीं: लोन की रकम अभी भेजी नहीं गई है।',
  fileName: 'statement-{orderNo}',
  calendarFileName: 'repayments-{orderNo}',
  downloadExpired: 'इस डाउनलोड लिंक का समय खत्म हो गया है। कृपया इसे अपने लोन से दोबारा खोलें',
};

export const statementPacks: Record<Lang, Record<StatementCopyKey, string>> = { en, id, zh, hi };

/** The statement's one lookup: its words over the server messages. */
export const copy = textsOf(withMessages(statementPacks));
