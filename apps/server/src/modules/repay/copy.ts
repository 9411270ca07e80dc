/**
 * Words of the repayment screens the server writes (period descriptions, the instalment
 * note, extension rows, the SMS text and the sandbox gateway page), English, Indonesian
 * and the staff's Chinese. Error messages live in i18n.ts; shared labels in loans/copy.ts.
 */
import { textsOf, type Lang } from '../../i18n.ts';

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
  methodVa: '{bank} virtual account',
  methodCard: '{bank} card ••{last4}',
  methodSavedCard: 'saved card',
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
  methodVa: 'Virtual account {bank}',
  methodCard: 'Kartu {bank} ••{last4}',
  methodSavedCard: 'kartu tersimpan',
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
  methodVa: '{bank} 虚拟账号',
  methodCard: '{bank} 卡 ••{last4}',
  methodSavedCard: '已保存的银行卡',
};

export const repayPacks: Record<Lang, Record<RepayCopyKey, string>> = { en, id, zh };

export const repayCopy = textsOf(repayPacks);
