import type { LegalDoc } from '../legal-doc.ts';

/** Syarat dan ketentuan pinjaman, Indonesia (angka: docs/decisions/022-legal-pages.md). */
const doc: LegalDoc = {
  title: 'Syarat dan ketentuan pinjaman',
  updated: 'Terakhir diperbarui: 23 November 2026',
  contents: 'Daftar isi',
  intro: [
    'Syarat ini berlaku untuk setiap pinjaman yang Anda ajukan melalui {appName} di Indonesia. Angka pasti pinjaman Anda — jumlah, manfaat ekonomi, biaya, total yang harus dibayar, dan jatuh tempo — tercantum dalam Ringkasan Informasi Produk dan Layanan (RIPLAY) yang Anda baca dan setujui sebelum konfirmasi. Jika ada perbedaan, yang berlaku adalah RIPLAY.',
  ],
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Ringkasan',
      blocks: [
        {
          table: {
            caption: 'Ketentuan utama',
            head: ['Ketentuan', 'Artinya bagi Anda'],
            rows: [
              ['Tenor', '91 sampai 365 hari, atau 3 sampai 12 bulan, sesuai produk'],
              [
                'Jumlah pinjaman',
                'Rp1.000.000 sampai Rp15.000.000, sesuai produk dan penghasilan Anda',
              ],
              ['Keputusan', 'Paling lambat 1 hari kerja setelah pengajuan lengkap'],
              ['Dana masuk ke rekening', '1 sampai 3 hari kerja setelah Anda konfirmasi'],
              ['Manfaat ekonomi (bunga dan biaya)', 'Paling tinggi 0,1 % per hari'],
              ['Denda keterlambatan', 'Paling tinggi 0,1 % per hari dari jumlah yang terlambat'],
              ['Total biaya', 'Tidak pernah lebih dari 100 % pokok pinjaman'],
              [
                'Pelunasan dipercepat',
                'Setelah separuh tenor berlalu dan paling cepat 7 hari sejak pencairan',
              ],
              ['Perubahan nama atau alamat', 'Beri tahu kami paling lambat 3 hari'],
            ],
          },
        },
      ],
    },
    {
      id: 'who-can-borrow',
      heading: 'Siapa yang dapat meminjam',
      blocks: [
        'Warga negara Indonesia berusia minimal 21 tahun atau sudah menikah, memiliki KTP, rekening bank atas nama sendiri, dan penghasilan tetap.',
      ],
    },
    {
      id: 'economic-benefit',
      heading: 'Manfaat ekonomi',
      blocks: [
        'Manfaat ekonomi adalah bunga ditambah semua biaya selain denda, dihitung per hari atas pokok pinjaman. Untuk pinjaman konsumtif jangka pendek, OJK menurunkan batasnya secara bertahap:',
        {
          table: {
            caption: 'Batas manfaat ekonomi OJK untuk pinjaman konsumtif jangka pendek',
            head: ['Berlaku sejak', 'Batas per hari', 'Keterangan'],
            rows: [
              ['1 Januari 2024', '0,3 %', 'Sudah tidak berlaku'],
              ['1 Januari 2025', '0,2 %', 'Sudah tidak berlaku'],
              ['1 Januari 2026', '0,1 %', 'Berlaku sekarang'],
            ],
          },
        },
        'Semua pinjaman di {appName}, berapa pun tenornya, mengikuti batas yang berlaku sekarang: paling tinggi 0,1 % per hari, termasuk biaya layanan.',
        'Contoh: pinjaman Rp2.000.000 selama 91 hari dengan manfaat ekonomi 0,08 % per hari berarti Rp145.600 (Rp2.000.000 × 0,08 % × 91).',
      ],
    },
    {
      id: 'cost-cap',
      heading: 'Batas total biaya',
      blocks: [
        'Seluruh manfaat ekonomi, biaya, dan denda yang dapat ditagih atas satu pinjaman tidak pernah melebihi 100 % dari pokok pinjaman, sekalipun pinjaman terlambat lama. Tidak ada biaya yang ditagih sebelum dana cair.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Pembayaran',
      blocks: [
        'Bayar paling lambat pada tanggal jatuh tempo melalui aplikasi, dengan virtual account bank atau kode bayar minimarket. Dana masuk langsung ke rekening penyelenggara: jangan pernah membayar ke rekening pribadi, siapa pun yang memintanya.',
        'Pelunasan dipercepat boleh dilakukan setelah separuh tenor berlalu dan paling cepat 7 hari sejak pencairan. Anda hanya membayar manfaat ekonomi sampai hari pelunasan, tanpa penalti.',
      ],
    },
    {
      id: 'late',
      heading: 'Jika terlambat membayar',
      blocks: [
        'Denda keterlambatan paling tinggi 0,1 % per hari dari jumlah yang terlambat, dan tetap tunduk pada batas total biaya 100 % pokok.',
        'Keterlambatan dilaporkan ke OJK melalui Pusdafil dan dapat menyulitkan pengajuan pinjaman berikutnya.',
        'Penagihan hanya dilakukan Senin sampai Sabtu di luar hari libur nasional, pukul 08.00–20.00 waktu setempat, dengan sopan. Penagih tidak boleh mengancam, mempermalukan, atau menghubungi orang di daftar kontak Anda.',
      ],
    },
    {
      id: 'your-details',
      heading: 'Memperbarui data Anda',
      blocks: [
        'Jika nama, alamat, nomor ponsel, atau rekening bank Anda berubah, beri tahu kami di aplikasi paling lambat 3 hari, agar dana dan setiap pemberitahuan sampai kepada Anda.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Pengaduan',
      blocks: [
        'Hubungi layanan pelanggan atau petugas pengaduan kami (lihat halaman layanan pelanggan). Jika pengaduan tidak terselesaikan, Anda dapat menghubungi OJK melalui Kontak OJK 157.',
      ],
    },
    {
      id: 'lender',
      heading: 'Penyelenggara',
      blocks: [{ company: true }],
    },
  ],
};

export default doc;
