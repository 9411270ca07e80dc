/**
 * Demo catalogue (the only place demo products are defined). Lender names are invented.
 * Amounts are minor units: India ₹2,000–₹80,000 (paise), Indonesia Rp1.000.000–Rp15.000.000 (sen).
 *
 * What the web and browser tests rely on: CashTree and Rupiah Cepat allow no extension (the
 * demo borrower's overdue 180 order is on them, so its `isDelay` is '0'; the 174, 3 and 5
 * orders have '1'); LendLeaf and Modal Warung are display-only recommended items
 * (`globally` '0'); PaisaPal and Dompet Kita are paused. Every Indonesian product keeps
 * interest plus fee within OJK's 0.1 % a day at its shortest term, as the loan terms page
 * promises (demo-products.test.ts).
 */
import type { ProductStatus, Region, TermUnit } from '../db/schema.ts';

export interface DemoProduct {
  code: string;
  region: Region;
  name: string;
  /** Logo letters and tile colour (logo-svg.ts). */
  logo: { letters: string; color: string };
  amountMin: number;
  amountMax: number;
  description: string;
  tags: string[];
  status: ProductStatus;
  termUnit: TermUnit;
  periodChoices: number[];
  dailyRateBps: number;
  feeBps: number;
  /** Amount choices step (minor units). */
  amountStep: number;
  /** Whether borrowers may pay to extend a due date (`isDelay`). */
  extensionAllowed: boolean;
  /** Days a paid extension adds to the due date, and its fee in basis points of the principal due. */
  extension: { days: number; feeBps: number };
  /**
   * Indonesia: the daily late charge in basis points of an overdue instalment (at most 10,
   * 0.1 % a day, as the loan terms promise). India: unused, its penal charge is the market's
   * flat figure (products/late-fee-rules.ts, docs/markets.md "Late charges").
   */
  lateFeeBps: number;
  /** Shown in recommendation lists without a link (`globally` '0'). */
  displayOnly: boolean;
}

const inr = (rupees: number) => rupees * 100;
const idr = (rupiah: number) => rupiah * 100;

export const demoProducts: DemoProduct[] = [
  {
    code: 'in-rupeeflow',
    region: 'IN',
    name: 'RupeeFlow',
    logo: { letters: 'RF', color: '#0b6e4f' },
    amountMin: inr(5_000),
    amountMax: inr(50_000),
    description: 'Salary-backed personal loan. Money in your bank account within 2 hours.',
    tags: ['Low interest', 'Approval in 10 min'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [91, 120, 180],
    dailyRateBps: 5,
    feeBps: 300,
    amountStep: inr(5_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 0,
    displayOnly: false,
  },
  {
    code: 'in-cashtree',
    region: 'IN',
    name: 'CashTree',
    logo: { letters: 'CT', color: '#1f5fbf' },
    amountMin: inr(2_000),
    amountMax: inr(20_000),
    description: 'Small first loans for new borrowers. Only PAN and Aadhaar needed.',
    tags: ['First loan', 'No collateral'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [91, 120],
    dailyRateBps: 8,
    feeBps: 400,
    amountStep: inr(1_000),
    extensionAllowed: false,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 0,
    displayOnly: false,
  },
  {
    code: 'in-salarynest',
    region: 'IN',
    name: 'SalaryNest EMI',
    logo: { letters: 'SN', color: '#7a3db8' },
    amountMin: inr(10_000),
    amountMax: inr(80_000),
    description: 'Borrow more and repay in easy monthly instalments for salaried professionals.',
    tags: ['EMI 3–12 months', 'Up to ₹80,000'],
    status: 'active',
    termUnit: 'month',
    periodChoices: [3, 6, 12],
    dailyRateBps: 4,
    feeBps: 250,
    amountStep: inr(10_000),
    extensionAllowed: true,
    extension: { days: 14, feeBps: 300 },
    lateFeeBps: 0,
    displayOnly: false,
  },
  {
    code: 'in-quickmitra',
    region: 'IN',
    name: 'QuickMitra',
    logo: { letters: 'QM', color: '#b34700' },
    amountMin: inr(3_000),
    amountMax: inr(30_000),
    description: 'Instant cash for emergencies, medical bills and travel. Fully digital.',
    tags: ['24×7 disbursal', 'Paperless'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [91, 180, 365],
    dailyRateBps: 6,
    feeBps: 350,
    amountStep: inr(3_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 0,
    displayOnly: false,
  },
  {
    code: 'in-lendleaf',
    region: 'IN',
    name: 'LendLeaf',
    logo: { letters: 'LL', color: '#2d7d2d' },
    amountMin: inr(5_000),
    amountMax: inr(60_000),
    description: 'Transparent pricing with no hidden charges. Repay early after half the term.',
    tags: ['No hidden fees', 'Early repayment'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [120, 180],
    dailyRateBps: 5,
    feeBps: 200,
    amountStep: inr(5_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 0,
    displayOnly: true,
  },
  {
    code: 'in-paisapal',
    region: 'IN',
    name: 'PaisaPal',
    logo: { letters: 'PP', color: '#a3213c' },
    amountMin: inr(2_000),
    amountMax: inr(15_000),
    description: 'Quick top-up loans for existing customers with a good repayment record.',
    tags: ['Repeat customers', 'Quick top-up'],
    status: 'paused',
    termUnit: 'day',
    periodChoices: [91],
    dailyRateBps: 7,
    feeBps: 300,
    amountStep: inr(1_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 0,
    displayOnly: false,
  },
  {
    code: 'id-danakilat',
    region: 'ID',
    name: 'DanaKilat',
    logo: { letters: 'DK', color: '#0b6e4f' },
    amountMin: idr(1_000_000),
    amountMax: idr(8_000_000),
    description: 'Pinjaman tunai tanpa jaminan. Dana cair ke rekening dalam 2 jam.',
    tags: ['Cair cepat', 'Bunga rendah'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [91, 120, 180],
    dailyRateBps: 5,
    feeBps: 300,
    amountStep: idr(500_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 10,
    displayOnly: false,
  },
  {
    code: 'id-rupiahcepat',
    region: 'ID',
    name: 'Rupiah Cepat',
    logo: { letters: 'RC', color: '#1f5fbf' },
    amountMin: idr(1_500_000),
    amountMax: idr(10_000_000),
    description: 'Cukup KTP dan nomor rekening. Proses pengajuan 100% online.',
    tags: ['Cukup KTP', '100% online'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [91, 120],
    dailyRateBps: 6,
    feeBps: 350,
    amountStep: idr(500_000),
    extensionAllowed: false,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 10,
    displayOnly: false,
  },
  {
    code: 'id-cicilanmudah',
    region: 'ID',
    name: 'Cicilan Mudah',
    logo: { letters: 'CM', color: '#7a3db8' },
    amountMin: idr(2_000_000),
    amountMax: idr(15_000_000),
    description: 'Pinjaman lebih besar dengan cicilan bulanan yang ringan hingga 12 bulan.',
    tags: ['Cicilan 3–12 bulan', 'Limit besar'],
    status: 'active',
    termUnit: 'month',
    periodChoices: [3, 6, 12],
    dailyRateBps: 4,
    feeBps: 250,
    amountStep: idr(1_000_000),
    extensionAllowed: true,
    extension: { days: 14, feeBps: 300 },
    lateFeeBps: 10,
    displayOnly: false,
  },
  {
    code: 'id-tunaiplus',
    region: 'ID',
    name: 'TunaiPlus',
    logo: { letters: 'TP', color: '#b34700' },
    amountMin: idr(1_000_000),
    amountMax: idr(5_000_000),
    description: 'Dana darurat untuk biaya sekolah, berobat dan kebutuhan mendadak.',
    tags: ['Pinjaman pertama', 'Tanpa agunan'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [91, 180],
    dailyRateBps: 5,
    feeBps: 400,
    amountStep: idr(500_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 10,
    displayOnly: false,
  },
  {
    code: 'id-modalwarung',
    region: 'ID',
    name: 'Modal Warung',
    logo: { letters: 'MW', color: '#2d7d2d' },
    amountMin: idr(3_000_000),
    amountMax: idr(15_000_000),
    description:
      'Tambahan modal usaha untuk pemilik warung dan UMKM. Pelunasan lebih awal diperbolehkan.',
    tags: ['Untuk UMKM', 'Tanpa biaya tersembunyi'],
    status: 'active',
    termUnit: 'day',
    periodChoices: [120, 180, 365],
    dailyRateBps: 5,
    feeBps: 200,
    amountStep: idr(1_000_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 10,
    displayOnly: true,
  },
  {
    code: 'id-dompetkita',
    region: 'ID',
    name: 'Dompet Kita',
    logo: { letters: 'DT', color: '#a3213c' },
    amountMin: idr(1_000_000),
    amountMax: idr(6_000_000),
    description: 'Pinjaman tambahan untuk nasabah setia dengan riwayat pembayaran baik.',
    tags: ['Nasabah setia', 'Top-up cepat'],
    status: 'paused',
    termUnit: 'day',
    periodChoices: [91],
    dailyRateBps: 6,
    feeBps: 300,
    amountStep: idr(500_000),
    extensionAllowed: true,
    extension: { days: 7, feeBps: 500 },
    lateFeeBps: 10,
    displayOnly: false,
  },
];

/** Per-region card labels, written into the product rows so operators can edit them. */
export const regionLabels: Record<Region, { amountRangeDes: string; buttonText: string }> = {
  IN: { amountRangeDes: 'Amount range', buttonText: 'Apply now' },
  ID: { amountRangeDes: 'Rentang jumlah', buttonText: 'Ajukan sekarang' },
};

/** "0.05%/day" or "0,05%/hari" from basis points. */
export function loanRateText(region: Region, dailyRateBps: number): string {
  const percent = (dailyRateBps / 100).toFixed(2);
  return region === 'IN' ? `${percent}%/day` : `${percent.replace('.', ',')}%/hari`;
}
