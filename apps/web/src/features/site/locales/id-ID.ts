import type { TextPack } from '../../../shared/i18n.ts';
import type { SiteTexts } from './en-IN.ts';

/** Indonesian: the texts of the site area. */
const texts: TextPack<SiteTexts> = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
  },

  /* Legal and information pages: /privacyPolicy, /aboutUs, /loanTerms, /loanAgreement (long text lives beside the pages, not here). */
  legal: {
    back: 'Kembali',
    phone: 'Telepon',
    email: 'Email',
    customerService: 'Layanan pelanggan dan kontak pengaduan',
    officerRole: 'Petugas Pengaduan',
    agreementTitle: 'Perjanjian pinjaman',
    agreementNotFound: 'Produk ini tidak ditemukan',
    agreementNotFoundBody: 'Tautan mungkin sudah lama, atau produk ini ditawarkan di negara lain.',
    toLoanTerms: 'Baca syarat pinjaman',
    figuresOrder: 'Pinjaman Anda',
    figuresQuote: 'Rincian Anda untuk produk ini',
    figuresOrderNote: 'Dari pesanan Anda {{orderNo}}.',
    figuresQuoteNote:
      'Yang akan Anda tanda tangani hari ini dengan jumlah dan tenor yang pertama ditawarkan aplikasi.',
    figuresSignIn:
      'Buka halaman ini dari aplikasi untuk melihat jumlah, biaya, dan jatuh tempo Anda sendiri.',
    figuresNone: 'Rincian Anda tidak dapat ditampilkan.',
    amount: 'Jumlah pinjaman',
    term: 'Tenor',
    termDays: '{{n}} hari',
    termMonths: '{{n}} bulan',
    fee: 'Biaya layanan (dipotong di awal)',
    received: 'Dana yang Anda terima',
    interest: 'Bunga (manfaat ekonomi)',
    totalRepay: 'Total yang harus dibayar',
    dueDate: 'Jatuh tempo',
    dueLater: 'Ditentukan saat dana dikirim',
    openFull: 'Buka “{{title}}” layar penuh',
    agreementUnavailable: 'Perjanjian ini tidak dapat ditampilkan di sini.',
    noAgreements: 'Belum ada perjanjian untuk produk ini.',
  },
};

export default texts;
