/**
 * Labels of an order's detail rows (loan details, confirm, extension screens), English,
 * Indonesian, Hindi and the staff's Chinese.
 */
import type { TermUnit } from '../../db/schema.ts';
import { textsOf, type Lang } from '../../i18n.ts';

const en = {
  orderNo: 'Order no.',
  loanAmount: 'Loan amount',
  fee: 'Processing fee (deducted upfront)',
  interest: 'Interest',
  interestRate: 'Interest rate',
  toReceive: 'Amount you receive',
  received: 'Amount received',
  totalRepay: 'Total repayment',
  term: 'Loan term',
  instalments: 'Instalments',
  dueDate: 'Due date',
  firstDueDate: 'First instalment due',
  instalmentDue: 'Instalment due',
  lastDueDate: 'Last instalment due',
  applyDate: 'Applied on',
  disbursedDate: 'Disbursed on',
  settledDate: 'Repaid on',
  outstanding: 'Outstanding',
  repaid: 'Repaid so far',
  extended: 'Extended on',
  extensionFee: 'fee',
  exitPaid: 'Paid to exit (cooling-off)',
  closedDate: 'Closed on',
} as const;

export type OrderLabel = keyof typeof en;

const id: Record<OrderLabel, string> = {
  orderNo: 'No. pesanan',
  loanAmount: 'Jumlah pinjaman',
  fee: 'Biaya layanan (dipotong di awal)',
  interest: 'Bunga',
  interestRate: 'Suku bunga',
  toReceive: 'Dana yang Anda terima',
  received: 'Dana diterima',
  totalRepay: 'Total pembayaran',
  term: 'Tenor',
  instalments: 'Cicilan',
  dueDate: 'Jatuh tempo',
  firstDueDate: 'Jatuh tempo cicilan pertama',
  instalmentDue: 'Jatuh tempo cicilan',
  lastDueDate: 'Jatuh tempo cicilan terakhir',
  applyDate: 'Tanggal pengajuan',
  disbursedDate: 'Tanggal pencairan',
  settledDate: 'Tanggal pelunasan',
  outstanding: 'Sisa tagihan',
  repaid: 'Sudah dibayar',
  extended: 'Diperpanjang pada',
  extensionFee: 'biaya',
  exitPaid: 'Dibayar untuk keluar (masa jeda)',
  closedDate: 'Tanggal ditutup',
};

const zh: Record<OrderLabel, string> = {
  orderNo: '订单号',
  loanAmount: '借款金额',
  fee: '手续费（预先扣除）',
  interest: '利息',
  interestRate: '利率',
  toReceive: '到账金额',
  received: '已到账金额',
  totalRepay: '应还总额',
  term: '借款期限',
  instalments: '分期',
  dueDate: '到期日',
  firstDueDate: '首期到期日',
  instalmentDue: '本期到期日',
  lastDueDate: '末期到期日',
  applyDate: '申请日期',
  disbursedDate: '放款日期',
  settledDate: '还清日期',
  outstanding: '待还金额',
  repaid: '已还金额',
  extended: '展期日期',
  extensionFee: '展期费',
  exitPaid: '冷静期退出已付',
  closedDate: '关闭日期',
};

const hi: Record<OrderLabel, string> = {
  orderNo: 'लोन नंबर',
  loanAmount: 'लोन की रकम',
  fee: 'प्रोसेसिंग फ़ीस (पहले ही काटी जाती है)',
  interest: 'ब्याज',
  interestRate: 'ब्याज दर',
  toReceive: 'आपको मिलने वाली रकम',
  received: 'मिली रकम',
  totalRepay: 'कुल भुगतान',
  term: 'लोन की अवधि',
  instalments: 'किस्तें',
  dueDate: 'देय तारीख',
  firstDueDate: 'पहली किस्त की तारीख',
  instalmentDue: 'किस्त की तारीख',
  lastDueDate: 'आखिरी किस्त की तारीख',
  applyDate: 'आवेदन की तारीख',
  disbursedDate: 'रकम भेजने की तारीख',
  settledDate: 'चुकाने की तारीख',
  outstanding: 'बकाया',
  repaid: 'अब तक चुकाया',
  extended: 'अवधि बढ़ाने की तारीख',
  extensionFee: 'फ़ीस',
  exitPaid: 'लोन छोड़ने के लिए चुकाया (कूलिंग-ऑफ़)',
  closedDate: 'बंद होने की तारीख',
};

export const orderPacks: Record<Lang, Record<OrderLabel, string>> = { en, id, zh, hi };

export const orderLabel = textsOf(orderPacks);

export const termUnits: Record<Lang, Record<TermUnit, [one: string, many: string]>> = {
  en: { day: ['day', 'days'], month: ['month', 'months'] },
  id: { day: ['hari', 'hari'], month: ['bulan', 'bulan'] },
  // Spaced like the web's Chinese pack ("91 天").
  zh: { day: ['天', '天'], month: ['个月', '个月'] },
  hi: { day: ['दिन', 'दिन'], month: ['महीना', 'महीने'] },
};

/** "91 days", "1 month", "3 bulan", "3 个月". */
export function termText(lang: Lang, unit: TermUnit, n: number): string {
  const [one, many] = termUnits[lang][unit];
  return `${n} ${n === 1 ? one : many}`;
}
