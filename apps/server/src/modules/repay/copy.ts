/**
 * Words of the repayment screens the server writes (period descriptions, the instalment
 * note, extension rows, the SMS text and the sandbox gateway page), English and
 * Indonesian. Error messages live in i18n.ts; shared labels in loans/copy.ts.
 */
import { textsOf, type Lang } from '../../i18n.ts';

const en = {
  period: 'Period {n}/{total}',
  periodOverdue: 'Period {n}/{total} · overdue',
  periodPaid: 'Period {n}/{total} · paid {date}',
  instalmentNote:
    'Periods are paid in order: the earliest unpaid period is always included, and ticking a later one includes the ones before it. Paying every period settles the loan.',
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
    'Periode dibayar berurutan: periode belum dibayar yang paling awal selalu ikut, dan memilih periode berikutnya ikut memilih periode sebelumnya. Membayar semua periode melunasi pinjaman.',
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

const packs: Record<Lang, Record<RepayCopyKey, string>> = { en, id };

export const repayCopy = textsOf(packs);
