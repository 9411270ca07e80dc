import type { TextPack } from '../../shared/i18n.ts';
import type { ShellTexts } from './en-IN.ts';

/** Bahasa Indonesia: the default pack (languageType other than 1): the texts of the shell (texts every page may use). */
const texts: TextPack<ShellTexts> = {
  retry: 'Coba lagi',
  reload: 'Muat ulang',
  loading: 'Memuat…',
  backHome: 'Kembali ke Beranda',
  goBack: 'Kembali',
  networkError: 'Jaringan bermasalah, silakan coba lagi',
  decodeError: 'Jawaban dari server tidak dapat dibaca. Silakan coba lagi.',
  errorTitle: 'Terjadi kesalahan',
  errorBody: 'Halaman tidak dapat ditampilkan. Silakan coba lagi.',
  linkBlocked: 'Tautan ini tidak dapat dibuka',
  noSessionTitle: 'Silakan buka halaman ini dari aplikasi',
  noSessionBody: 'Halaman ini memerlukan sesi {{appName}} Anda. Buka kembali dari aplikasi.',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundBody: 'Halaman ini tidak ada atau belum tersedia.',
  privacyNotice: 'Pemberitahuan privasi',
  privacyNoticeOf: 'Pemberitahuan privasi {{version}}',
  lender: {
    lender: 'Pemberi dana: {{name}}',
    payee: 'Pembayaran ini untuk pemberi dana: {{name}}',
    rbi: 'Registrasi RBI (CoR) {{number}}',
    ojk: 'Izin OJK {{number}}',
    directory:
      'Tercantum dalam direktori aplikasi pinjaman digital RBI (hanya daftar, bukan persetujuan RBI)',
    grievance: 'Petugas pengaduan: {{name}},',
    sites: 'Pemberi dana kami',
    website: 'Produk, aplikasi, dan mitra pinjaman digitalnya',
    care: 'Layanan pelanggan dan pengaduannya',
    privacy: 'Kebijakan privasinya',
    agents: 'Agen penagihan: {{names}}',
    noAgents: 'Agen penagihan: tidak ada yang ditunjuk',
    agentsLink: 'Agen penagihan pemberi dana kami',
  },
};

export default texts;
