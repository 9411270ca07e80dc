/**
 * Labels of an order's detail rows (loan details, confirm, extension screens), English and
 * Indonesian.
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
};

const packs: Record<Lang, Record<OrderLabel, string>> = { en, id };

export const orderLabel = textsOf(packs);

const units: Record<Lang, Record<TermUnit, [string, string]>> = {
  en: { day: ['day', 'days'], month: ['month', 'months'] },
  id: { day: ['hari', 'hari'], month: ['bulan', 'bulan'] },
};

/** "91 days", "1 month", "3 bulan". */
export function termText(lang: Lang, unit: TermUnit, n: number): string {
  const [one, many] = units[lang][unit];
  return `${n} ${n === 1 ? one : many}`;
}
