import type { LegalDoc } from '../legal-doc.ts';

/** Kebijakan privasi, Indonesia (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi). */
const doc: LegalDoc = {
  title: 'Kebijakan Privasi',
  updated: 'Terakhir diperbarui: 23 November 2026',
  contents: 'Daftar isi',
  intro: [
    'Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan {appName} di Indonesia, untuk apa, siapa yang menerimanya, berapa lama disimpan, dan apa saja hak Anda. Kebijakan ini disusun berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (“UU PDP”).',
    'Singkatnya: kami hanya meminta data yang diperlukan untuk pinjaman, memakainya hanya untuk pinjaman Anda, tidak pernah menjualnya, dan Anda dapat melihat, memperbaiki, atau menghapusnya.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Tentang kami',
      blocks: [
        '{company} menyelenggarakan {appName} di Indonesia dan bertindak sebagai Pengendali Data Pribadi: kami menentukan tujuan dan cara pemrosesan data Anda dan bertanggung jawab atasnya.',
        { company: true },
      ],
    },
    {
      id: 'adults-only',
      heading: 'Hanya untuk orang dewasa',
      blocks: [
        'Pinjaman kami hanya untuk orang dewasa: Anda harus berusia minimal 21 tahun atau sudah menikah. Kami tidak dengan sengaja mengumpulkan data anak; jika kami mengetahuinya, data tersebut kami hapus.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Data yang kami kumpulkan',
      blocks: [
        'Yang Anda berikan saat mengajukan pinjaman:',
        {
          list: [
            'Identitas: nama, NIK dan foto KTP, tanggal lahir, serta foto wajah untuk mencocokkan Anda dengan KTP.',
            'Kontak: nomor ponsel dan alamat email.',
            'Pekerjaan dan penghasilan: tempat kerja, jabatan, dan penghasilan.',
            'Kendaraan dan properti, jika Anda memilih untuk mengisinya.',
            'Dokumen yang Anda unggah, misalnya slip gaji atau rekening koran.',
            'Rekening bank Anda, agar dana sampai kepada Anda dan pembayaran dapat dicocokkan.',
          ],
        },
        'Yang kami catat saat Anda memakai aplikasi: pinjaman dan pembayaran Anda, pengaduan dan percakapan dengan layanan pelanggan, serta data dasar perangkat (ID perangkat, versi aplikasi, platform).',
        'Foto wajah (biometrik) dan data keuangan pribadi termasuk data pribadi yang bersifat spesifik; kami memprosesnya dengan pengamanan tambahan.',
        'Aplikasi hanya meminta akses kamera, mikrofon, dan lokasi, sesuai ketentuan OJK. Kami tidak membaca daftar kontak, galeri, SMS, atau riwayat panggilan Anda.',
      ],
    },
    {
      id: 'basis',
      heading: 'Dasar pemrosesan dan tujuannya',
      blocks: [
        'Kami memproses data Anda hanya dengan dasar yang diakui Pasal 20 UU PDP:',
        {
          list: [
            'Persetujuan Anda: untuk menilai pengajuan dan mengirim pemberitahuan tentang pinjaman Anda.',
            'Pelaksanaan perjanjian: untuk mencairkan dana, menerima pembayaran, dan melayani pengaduan.',
            'Kewajiban hukum: verifikasi identitas, pelaporan ke Pusat Data Fintech Lending (Pusdafil) OJK dan lembaga informasi keuangan, serta pencegahan pencucian uang.',
            'Kepentingan yang sah: mencegah penipuan dan menjaga keamanan layanan.',
          ],
        },
        'Kami tidak memakai data Anda untuk tujuan lain, tidak untuk iklan pihak lain, dan tidak pernah menjualnya.',
      ],
    },
    {
      id: 'consent',
      heading: 'Persetujuan dan penarikannya',
      blocks: [
        'Persetujuan Anda diminta di aplikasi untuk setiap tujuan, dengan bahasa yang jelas. Anda dapat menarik persetujuan kapan saja, semudah memberikannya: di aplikasi atau melalui petugas pengaduan di bawah. Setelah itu kami berhenti memproses data untuk tujuan tersebut.',
        'Penarikan persetujuan tidak menghapus pinjaman yang sedang berjalan: kami tetap menyimpan data yang diperlukan untuk pinjaman itu dan yang wajib disimpan menurut hukum.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Pihak yang menerima data',
      blocks: [
        {
          list: [
            'Pemberi dana atas pinjaman yang Anda ajukan.',
            'OJK (Pusdafil) dan lembaga pengelola informasi perkreditan, sesuai kewajiban pelaporan.',
            'Penyedia jasa yang bekerja untuk kami berdasarkan kontrak: verifikasi identitas, pembayaran, SMS, dan pusat data. Mereka hanya boleh memproses data atas perintah kami.',
            'Aparat penegak hukum atau pengadilan, jika diwajibkan undang-undang.',
          ],
        },
        'Data tidak kami kirim ke luar Indonesia kecuali negara penerima memberi pelindungan yang setara atau lebih tinggi, sebagaimana diatur Pasal 56 UU PDP.',
      ],
    },
    {
      id: 'storage',
      heading: 'Penyimpanan dan masa retensi',
      blocks: [
        'Data Anda disimpan di pusat data di Indonesia.',
        'Kami menyimpannya selama Anda memiliki akun atau pinjaman, lalu hanya selama diwajibkan peraturan (dokumen pinjaman dan identitas paling sedikit lima tahun setelah hubungan berakhir). Setelah itu data dimusnahkan.',
      ],
    },
    {
      id: 'security',
      heading: 'Keamanan dan kegagalan pelindungan data',
      blocks: [
        'Kami melindungi data dengan enkripsi saat dikirim, akses terbatas bagi karyawan yang membutuhkannya, dan pencatatan setiap akses.',
        'Jika terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga pelindungan data secara tertulis paling lambat 3 × 24 jam, berisi data apa yang terungkap, kapan dan bagaimana terjadinya, serta upaya penanganan dan pemulihannya.',
      ],
    },
    {
      id: 'rights',
      heading: 'Hak Anda sebagai subjek data',
      blocks: [
        'Anda berhak untuk:',
        {
          list: [
            'mendapat informasi tentang identitas kami, tujuan, dan dasar pemrosesan;',
            'melengkapi, memperbarui, dan memperbaiki data Anda;',
            'mengakses dan memperoleh salinan data Anda;',
            'mengakhiri pemrosesan, menghapus, atau memusnahkan data Anda;',
            'menarik kembali persetujuan;',
            'mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis, termasuk penilaian kredit, dan meminta peninjauan oleh petugas;',
            'menunda atau membatasi pemrosesan;',
            'menerima data Anda dalam format yang umum dipakai;',
            'menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data Anda.',
          ],
        },
        'Ajukan permintaan melalui layanan pelanggan atau petugas pengaduan. Kami menanggapi permintaan akses, perbaikan, dan penghentian pemrosesan paling lambat 3 × 24 jam.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Pengaduan',
      blocks: [
        'Jika ada yang mengkhawatirkan tentang data Anda, hubungi petugas pengaduan kami terlebih dahulu:',
        { officer: true },
        'Jika jawaban kami belum memuaskan, Anda dapat mengadu ke OJK (Kontak OJK 157) sebagai pengawas layanan pinjaman daring, atau ke Kementerian Komunikasi dan Digital (Komdigi) untuk hal pelindungan data pribadi.',
      ],
    },
    {
      id: 'changes',
      heading: 'Perubahan kebijakan',
      blocks: [
        'Jika kebijakan ini berubah, kami memperbarui tanggal di atas dan memberi tahu Anda di aplikasi sebelum perubahan berlaku. Jika perubahan memerlukan persetujuan Anda, kami akan memintanya kembali.',
      ],
    },
  ],
};

export default doc;
