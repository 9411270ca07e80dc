import type { TextPack } from '../../../shared/i18n.ts';
import type { LoansTexts } from './en-IN.ts';

/** Bahasa Indonesia: the default pack (languageType other than 1): the texts of the loans area. */
const texts: TextPack<LoansTexts> = {
  relevantTitle: 'Pengajuan Khusus',
  productList: 'Produk pinjaman',
  tags: 'Label produk',
  empty: 'Pengajuan hari ini sudah penuh. Silakan ajukan lagi besok.',
  moreProducts: 'Produk lainnya',
  recommendedTitle: 'Rekomendasi untuk Anda',
  missingProduct: 'Produk tidak ditemukan',
  missingOrder: 'Pesanan tidak ditemukan',
  confirm: {
    title: 'Konfirmasi Pinjaman',
    amount: 'Jumlah pinjaman',
    amountChoices: 'Pilih jumlah',
    term: 'Tenor pinjaman',
    termDays: '{{n}} hari',
    termMonths: '{{n}} bulan',
    firstPayment: 'Pembayaran pertama pada {{date}}',
    details: 'Rincian pinjaman',
    plan: 'Rencana pembayaran',
    planDue: 'Jatuh tempo {{date}}',
    cost: 'Biaya pinjaman',
    received: 'Dana yang Anda terima',
    total: 'Total yang harus dibayar',
    apr: 'Persentase biaya tahunan (APR)',
    aprHint:
      'APR sudah menghitung bunga dan semua biaya, sehingga Anda dapat membandingkan pinjaman.',
    agreements: 'Perjanjian',
    consent: 'Saya telah membaca dan menyetujui perjanjian di atas',
    confirm: 'Konfirmasi',
    updating: 'Memperbarui penawaran…',
    cancel: 'Batal',
    agree: 'Setuju',
    agreementLoading: 'Memuat perjanjian…',
    agreementFailed:
      'Perjanjian tidak dapat dimuat. Silakan coba lagi: Anda baru dapat menyetujuinya setelah membacanya.',
  },
  details: {
    title: 'Detail Pinjaman',
    orderCard: 'Pesanan Anda',
    repay: 'Bayar sekarang',
    extend: 'Ajukan perpanjangan',
    borrowMore: 'Pinjam lagi',
    amountDue: 'Jumlah tagihan',
    dueDate: 'Jatuh tempo',
    lateBy: 'Terlambat',
    daysOne: '{{n}} hari',
    daysOther: '{{n}} hari',
    lateFee: 'Denda keterlambatan (sudah termasuk)',
  },
  rating: {
    title: 'Bagaimana pengalaman pinjaman Anda?',
    group: 'Penilaian',
    starOne: '{{n}} bintang',
    starOther: '{{n}} bintang',
    choose: 'Silakan pilih',
    submit: 'Kirim',
    cancel: 'Batal',
    thanks: 'Terima kasih atas penilaian Anda!',
    ok: 'OK',
  },
  joint: {
    title: 'Gagal masuk',
  },
  failure: {
    title: 'Pengajuan gagal',
    headline: 'Pengajuan Anda tidak dapat diselesaikan',
    body: 'Sebagai gantinya, Anda dapat mengajukan salah satu produk berikut.',
    listTitle: 'Produk lain untuk Anda',
  },
};

export default texts;
