/**
 * Demo agreements: two per product, in the product's market language, with the product's
 * own numbers. The seed stores title and URL per product; the pages themselves are
 * rendered from this text (agreement-html.ts) and served by this server.
 */
import { formatDate, formatMoney, formatPercent } from '@tenor/contract/format';
import { INDIA_PENAL_CHARGE, INDONESIA_MAX_DAILY_BPS } from '../domain/products/late-fee-rules.ts';
import type { DemoProduct } from './demo-products.ts';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface DemoAgreement {
  /** File name without `.html`; unique across products. */
  code: string;
  productCode: string;
  position: number;
  title: string;
  /** `lang` of the page. */
  lang: 'en-IN' | 'id';
  /**
   * A Key Fact Statement (India's KFS, Indonesia's RIPLAY): opened with the borrower's
   * chosen amount and term, it leads with that loan's own figures (loans/key-facts.ts).
   */
  keyFacts: boolean;
  /** Last revision, shown under the title. */
  effective: string;
  sections: AgreementSection[];
}

/** Fixed so the pages do not change between restarts. */
const EFFECTIVE = new Date('2025-01-01T00:00:00.000Z');

const termsEn = (p: DemoProduct) =>
  p.termUnit === 'month'
    ? `${p.periodChoices.join(', ')} months, repaid in equal monthly instalments`
    : `${p.periodChoices.join(', ')} days, repaid in one payment at the end of the term`;

const termsId = (p: DemoProduct) =>
  p.termUnit === 'month'
    ? `${p.periodChoices.join(', ')} bulan, dibayar dengan cicilan bulanan yang sama besar`
    : `${p.periodChoices.join(', ')} hari, dibayar sekaligus di akhir tenor`;

/** Flat yearly equivalent of the daily rate (365 days). */
const yearlyPercent = (p: DemoProduct) => p.dailyRateBps * 365;

function indiaAgreements(p: DemoProduct): DemoAgreement[] {
  const money = (n: number) => formatMoney('IN', n);
  const rate = formatPercent('IN', p.dailyRateBps);
  const fee = formatPercent('IN', p.feeBps);
  const base = {
    productCode: p.code,
    lang: 'en-IN' as const,
    effective: formatDate('IN', EFFECTIVE),
  };
  return [
    {
      ...base,
      code: `${p.code}-loan-agreement`,
      position: 1,
      keyFacts: false,
      title: 'Loan Agreement',
      sections: [
        {
          heading: 'Who this agreement is between',
          paragraphs: [
            `This agreement is between you, the borrower, and ${p.name}, the lender, through the Tenor loan marketplace. It covers the loan you confirm in the app: the amount, term and repayment plan shown on the confirmation screen form part of it.`,
          ],
        },
        {
          heading: 'The loan',
          paragraphs: [
            `You may borrow from ${money(p.amountMin)} to ${money(p.amountMax)} for ${termsEn(p)}. The money is sent to the bank account you registered in the app.`,
          ],
        },
        {
          heading: 'Charges',
          paragraphs: [
            `Interest is ${rate} of the loan amount per day, for the whole term (${formatPercent('IN', yearlyPercent(p))} a year).`,
            `A processing fee of ${fee} of the loan amount is deducted before the money is sent, so you receive the loan amount minus the fee. There are no other charges while you repay on time.`,
          ],
        },
        {
          heading: 'Repayment',
          paragraphs: [
            'Repay the amount of each period of your repayment plan by its due date, from the repayment page of the app. You may repay early at any time; interest is then charged only for the days you had the money.',
            p.extensionAllowed
              ? 'If you cannot repay on time you may ask for an extension of the due date from the app by paying an extension fee before the loan is settled.'
              : 'This product does not offer extensions of the due date.',
          ],
        },
        {
          heading: 'Late repayment',
          paragraphs: [
            'If you repay late, a late fee may be charged as shown in the app and the delay may be reported to credit information companies. We remind you before every due date and never contact people from your phone book.',
          ],
        },
        {
          heading: 'Your data and complaints',
          paragraphs: [
            'Your details are used only to assess and service your loan, as described in the privacy policy.',
            'For questions or complaints, write to customer service from the app. We reply within 3 working days; if you are not satisfied you may escalate to the grievance redressal officer named in the app.',
          ],
        },
      ],
    },
    {
      ...base,
      code: `${p.code}-key-facts`,
      position: 2,
      keyFacts: true,
      title: 'Key Fact Statement',
      sections: [
        {
          heading: 'The product at a glance',
          paragraphs: [
            `Lender: ${p.name}.`,
            `Loan amount: ${money(p.amountMin)} to ${money(p.amountMax)}.`,
            `Term: ${termsEn(p)}.`,
            `Interest: ${rate} per day on the loan amount (${formatPercent('IN', yearlyPercent(p))} a year, flat).`,
            `Processing fee: ${fee} of the loan amount, deducted before disbursal.`,
            `Late payment charge: ${money(INDIA_PENAL_CHARGE.newClient)} for a new client, ${money(INDIA_PENAL_CHARGE.repeatClient)} for a repeat client (one who has repaid a loan with us before), charged once on each instalment that falls overdue. It is a penal charge, not interest: no interest is charged on it.`,
            `Extension of the due date: ${p.extensionAllowed ? 'available for a fee' : 'not available'}.`,
          ],
        },
        {
          heading: 'Cooling-off period',
          paragraphs: [
            'You may cancel the loan within 3 days of receiving the money by repaying the loan amount and the interest for the days used, with no penalty.',
          ],
        },
      ],
    },
  ];
}

function indonesiaAgreements(p: DemoProduct): DemoAgreement[] {
  const money = (n: number) => formatMoney('ID', n);
  const rate = formatPercent('ID', p.dailyRateBps);
  const fee = formatPercent('ID', p.feeBps);
  const base = { productCode: p.code, lang: 'id' as const, effective: formatDate('ID', EFFECTIVE) };
  return [
    {
      ...base,
      code: `${p.code}-loan-agreement`,
      position: 1,
      keyFacts: false,
      title: 'Perjanjian Pinjaman',
      sections: [
        {
          heading: 'Para pihak',
          paragraphs: [
            `Perjanjian ini dibuat antara Anda sebagai peminjam dan ${p.name} sebagai pemberi pinjaman melalui marketplace pinjaman Tenor. Jumlah, tenor dan rencana pembayaran yang tampil di layar konfirmasi merupakan bagian dari perjanjian ini.`,
          ],
        },
        {
          heading: 'Pinjaman',
          paragraphs: [
            `Anda dapat meminjam ${money(p.amountMin)} sampai ${money(p.amountMax)} dengan tenor ${termsId(p)}. Dana dikirim ke rekening bank yang Anda daftarkan di aplikasi.`,
          ],
        },
        {
          heading: 'Biaya',
          paragraphs: [
            `Bunga ${rate} dari jumlah pinjaman per hari selama tenor (${formatPercent('ID', yearlyPercent(p))} per tahun).`,
            `Biaya layanan ${fee} dari jumlah pinjaman dipotong sebelum dana dikirim, sehingga Anda menerima jumlah pinjaman dikurangi biaya tersebut. Tidak ada biaya lain selama Anda membayar tepat waktu.`,
          ],
        },
        {
          heading: 'Pembayaran',
          paragraphs: [
            'Bayar setiap periode rencana pembayaran sebelum jatuh tempo melalui halaman pembayaran di aplikasi (virtual account bank atau minimarket). Pelunasan lebih awal diperbolehkan; bunga hanya dihitung untuk hari pemakaian dana.',
            p.extensionAllowed
              ? 'Jika tidak dapat membayar tepat waktu, Anda dapat mengajukan perpanjangan jatuh tempo di aplikasi dengan membayar biaya perpanjangan.'
              : 'Produk ini tidak menyediakan perpanjangan jatuh tempo.',
          ],
        },
        {
          heading: 'Keterlambatan',
          paragraphs: [
            'Jika terlambat membayar, denda dapat dikenakan sesuai yang tertera di aplikasi dan keterlambatan dapat dilaporkan ke pusat data fintech lending. Kami mengingatkan Anda sebelum setiap jatuh tempo dan tidak pernah menghubungi kontak di ponsel Anda.',
          ],
        },
        {
          heading: 'Data dan pengaduan',
          paragraphs: [
            'Data Anda hanya digunakan untuk menilai dan melayani pinjaman Anda sesuai kebijakan privasi.',
            'Untuk pertanyaan atau pengaduan, hubungi layanan pelanggan melalui aplikasi. Kami membalas dalam 3 hari kerja.',
          ],
        },
      ],
    },
    {
      ...base,
      code: `${p.code}-riplay`,
      position: 2,
      keyFacts: true,
      title: 'Ringkasan Informasi Produk dan Layanan',
      sections: [
        {
          heading: 'Ringkasan produk',
          paragraphs: [
            `Pemberi pinjaman: ${p.name}.`,
            `Jumlah pinjaman: ${money(p.amountMin)} sampai ${money(p.amountMax)}.`,
            `Tenor: ${termsId(p)}.`,
            `Bunga: ${rate} per hari dari jumlah pinjaman (${formatPercent('ID', yearlyPercent(p))} per tahun, flat).`,
            `Biaya layanan: ${fee} dari jumlah pinjaman, dipotong sebelum pencairan.`,
            `Denda keterlambatan: ${formatPercent('ID', Math.min(p.lateFeeBps, INDONESIA_MAX_DAILY_BPS))} per hari dari cicilan yang terlambat (pokok dan bunganya), dihitung untuk setiap hari keterlambatan; total bunga, biaya, dan denda tidak pernah melebihi jumlah pinjaman.`,
            `Perpanjangan jatuh tempo: ${p.extensionAllowed ? 'tersedia dengan biaya' : 'tidak tersedia'}.`,
          ],
        },
        {
          heading: 'Hak Anda',
          paragraphs: [
            'Anda berhak menerima salinan perjanjian, membatalkan pinjaman dalam 2 hari kerja setelah pencairan dengan mengembalikan pokok dan bunga harian, serta mengajukan pengaduan tanpa biaya.',
          ],
        },
      ],
    },
  ];
}

export function agreementsFor(p: DemoProduct): DemoAgreement[] {
  return p.region === 'IN' ? indiaAgreements(p) : indonesiaAgreements(p);
}
