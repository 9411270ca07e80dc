import type { LegalDoc } from '../legal-doc.ts';

/** Tentang aplikasi, dalam bahasa Indonesia. */
const doc: LegalDoc = {
  title: 'Tentang kami',
  updated: '{appName} · aplikasi penilaian kredit',
  contents: 'Daftar isi',
  intro: [
    '{appName} membantu Anda mengetahui dalam beberapa menit apakah Anda bisa mendapat pinjaman pribadi dan dengan syarat apa. Anda cukup mengisi data diri sekali; kami memeriksanya, menilai kemampuan bayar Anda, lalu menampilkan pinjaman yang sesuai.',
  ],
  sections: [
    {
      id: 'what-we-ask',
      heading: 'Data yang kami minta dan alasannya',
      blocks: [
        {
          list: [
            'Data pribadi — nama, tanggal lahir, NIK, nomor ponsel, dan alamat — agar kami yakin itu benar Anda dan dapat menghubungi Anda.',
            'Data pekerjaan — tempat kerja, jabatan, dan penghasilan — karena pinjaman harus sesuai dengan penghasilan Anda.',
            'Data kendaraan, jika ada — kepemilikan kendaraan dapat menunjukkan kestabilan dan bisa memperbaiki penawaran Anda. Tidak wajib.',
            'Data properti, jika Anda memiliki atau menyewa rumah — dengan alasan yang sama, juga tidak wajib.',
            'Dokumen — foto KTP, swafoto, dan slip gaji atau rekening koran — untuk memastikan data yang Anda isi.',
          ],
        },
        'Kami tidak pernah meminta kontak, galeri, atau SMS Anda, dan aplikasi tidak membacanya.',
      ],
    },
    {
      id: 'how-we-decide',
      heading: 'Bagaimana keputusan dibuat',
      blocks: [
        {
          list: [
            'Kami memeriksa identitas dan dokumen Anda.',
            'Dengan persetujuan Anda, kami membaca riwayat kredit Anda.',
            'Kami membandingkan penghasilan dengan cicilan yang sudah Anda bayar, untuk melihat beban pinjaman baru setiap bulan.',
            'Aturan dan model penilaian kami memberi usulan; petugas meninjau kasus yang tidak dapat diputuskan otomatis.',
          ],
        },
        'Anda mendapat jawaban paling lambat 1 hari kerja. Jika ditolak, kami memberi tahu Anda, dan Anda dapat meminta peninjauan oleh petugas melalui layanan pelanggan.',
        'Jika disetujui, Anda memilih jumlah dan tenor, membaca perjanjian beserta RIPLAY (semua biaya dan total yang harus dibayar), lalu mengonfirmasi. Dana dikirim langsung ke rekening bank Anda sendiri.',
      ],
    },
    {
      id: 'promises',
      heading: 'Yang tidak akan pernah kami lakukan',
      blocks: [
        {
          list: [
            'Meminta pembayaran apa pun sebelum dana cair.',
            'Meminta Anda membayar ke rekening pribadi.',
            'Menagih biaya yang tidak tercantum dalam perjanjian.',
            'Menghubungi keluarga, teman, atau atasan Anda tentang pinjaman Anda.',
          ],
        },
      ],
    },
    {
      id: 'who-runs-it',
      heading: 'Penyelenggara {appName}',
      blocks: [{ company: true }],
    },
  ],
};

export default doc;
