import { riskStatementTexts } from '@tenor/contract/risk-statement-words/as-texts';
import { riskStatementId } from '@tenor/contract/risk-statement-words/id';
import type { TextPack } from '../../../shared/i18n.ts';
import type { SiteTexts } from './en-IN.ts';

/** Indonesian: the texts of the site area. */
const texts: TextPack<SiteTexts> = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
    skip: 'Langsung ke isi',
    homeLink: 'Beranda {{app}}',
    nav: {
      label: 'Situs',
      home: 'Beranda',
      about: 'Tentang Kami',
      privacy: 'Kebijakan Privasi',
      contact: 'Hubungi kami',
    },
    market: {
      label: 'Negara',
      IN: 'India',
      ID: 'Indonesia',
    },
    language: {
      label: 'Bahasa',
      en: 'English',
      id: 'Bahasa Indonesia',
      zh: '中文',
      hi: 'हिन्दी',
    },
    meta: {
      home: {
        title: '{{app}} – pinjaman pribadi cepat',
        description:
          'Pinjaman pribadi {{min}} sampai {{max}}, disetujui secara online dan cair dalam 2 jam. Untuk karyawan bergaji {{income}}.',
      },
      about: {
        title: 'Tentang Kami – {{app}}',
        description:
          '{{app}} adalah marketplace pinjaman: pemberi pinjaman berizin, biaya jelas sebelum Anda setuju, dan layanan dalam bahasa Anda.',
      },
      policy: {
        title: 'Kebijakan dan perjanjian – {{app}}',
        description:
          'Cara {{app}} mengelola pinjaman dan data Anda: perjanjian pinjaman, kebijakan privasi, serta syarat dan ketentuan pinjaman.',
      },
      loan: {
        title: 'Perjanjian pinjaman – {{app}}',
        description:
          'Perjanjian yang berlaku untuk setiap pinjaman {{app}}: jumlah, biaya, pembayaran, keterlambatan, dan hak Anda.',
      },
      user: {
        title: 'Akun saya – {{app}}',
        description: 'Akun {{app}} Anda di web.',
      },
      contact: {
        title: 'Hubungi kami – {{app}}',
        description: 'Kirim pesan ke tim {{app}}: kami membalas melalui e-mail.',
      },
    },
    home: {
      ojkLabel: 'Izin dan kinerja pendanaan',
      officerHeading: 'Petugas pengaduan kami',
      ojkLicensed: '{{name}} berizin dan diawasi oleh OJK ({{licence}})',
      tkb90: 'TKB90 {{rate}} (per {{date}}):',
      tkb90Hint: 'persentase pinjaman yang lunas paling lambat 90 hari setelah jatuh tempo.',
      orderHeading: 'Cara penawaran diurutkan',
      orderApr:
        'Aplikasi menampilkan setiap penawaran yang sesuai dengan permintaan Anda, dari setiap pemberi pinjaman yang bekerja sama dengan kami, dan aturan yang sama berlaku untuk setiap peminjam dalam keadaan yang sama. Penawaran diurutkan menurut APR (biaya tahunan contoh pinjaman, termasuk biaya), dari yang terendah; yang sama diurutkan menurut nama pemberi pinjaman, lalu nama produk. Tidak ada pemberi pinjaman yang dapat membayar agar ditempatkan lebih tinggi, dan kami tidak mengunggulkan penawaran pemberi pinjaman mana pun.',
      orderCostPerDay:
        'Aplikasi menampilkan setiap penawaran yang sesuai dengan permintaan Anda, dari setiap pemberi dana yang bekerja sama dengan kami, dan aturan yang sama berlaku untuk setiap penerima dana dalam keadaan yang sama. Penawaran diurutkan menurut biaya per hari (bunga dan biaya contoh pinjaman per hari, dibanding jumlah pinjaman), dari yang terendah; yang sama diurutkan menurut nama pemberi dana, lalu nama produk. Tidak ada pemberi dana yang dapat membayar agar ditempatkan lebih tinggi, dan kami tidak mengunggulkan penawaran pemberi dana mana pun.',
      orderSince:
        'Aturan ini berlaku sejak {{date}}. Setiap perubahannya diumumkan di sini, dengan tanggalnya, sebelum berlaku.',
      heading: 'Pinjaman pribadi cepat, langsung dari ponsel',
      lead: 'Pinjam {{min}} sampai {{max}} di {{app}}: ajukan dalam hitungan menit, dana cair dalam 2 jam.',
      claimsHeading: 'Mengapa {{app}}',
      amount: '{{min}} – {{max}}',
      amountNote: 'Jumlah pinjaman sesuai kebutuhan Anda',
      speed: 'Dalam 2 jam',
      speedNote: 'Dari persetujuan sampai dana masuk ke rekening Anda',
      incomeMonthly: '{{income}}+ per bulan',
      incomeYearly: '{{income}}+ per tahun',
      incomeNote: 'Untuk karyawan dengan penghasilan sebesar ini atau lebih',
      users: '3 juta+',
      usersNote: 'Orang yang telah menggunakan {{app}}',
      bannersLabel: 'Sorotan',
      banner1: 'Ponsel yang menampilkan pinjaman disetujui di aplikasi',
      banner2: 'Jam: dana cair dalam 2 jam',
      banner3: 'Perisai dengan gembok: data Anda aman',
      banner4: 'Kalender dengan cicilan yang sudah dibayar dicentang',
      banner5: 'Sekelompok orang: jutaan peminjam',
      aboutHeading: 'Tentang Kami',
      aboutText:
        '{{app}} menghadirkan penawaran pinjaman dari pemberi pinjaman berizin dalam satu aplikasi. Anda melihat jumlah, tenor, dan semua biaya sebelum menyetujui, lalu membayar dengan cara yang Anda pilih.',
      getAppHeading: 'Unduh aplikasi {{app}}',
      getAppText: 'Ajukan pinjaman, pantau, dan bayar dari ponsel Anda: unduh aplikasinya.',
      getAppAndroid: 'Unduh di Google Play',
      getAppIos: 'Unduh di App Store',
      aboutMore: 'Selengkapnya tentang kami',
      privacyHeading: 'Kebijakan Privasi',
      privacyText:
        'Kami hanya mengumpulkan data yang diperlukan untuk keputusan pinjaman, menjaganya tetap aman, dan tidak pernah menjualnya. Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data Anda kapan saja.',
      privacyMore: 'Baca kebijakan privasi kami',
      agreementMore: 'Kebijakan dan perjanjian',
      contactHeading: 'Ada pertanyaan?',
      contactText: 'Kirim pesan kepada kami, kami akan membalas melalui e-mail.',
      contactLink: 'Hubungi kami',
      loanLink: 'Baca perjanjian pinjaman',
    },
    about: {
      heading: 'Tentang Kami',
      p1: '{{app}} adalah marketplace pinjaman untuk karyawan. Kami bekerja sama dengan pemberi pinjaman berizin dan menampilkan penawaran mereka berdampingan, sehingga Anda dapat memilih yang paling sesuai.',
      p2: 'Setiap penawaran menunjukkan jumlah, tenor, bunga, dan semua biaya sebelum Anda menyetujui. Tidak ada biaya tersembunyi, dan nama pemberi pinjaman tercantum dalam perjanjian Anda.',
      p3: 'Data Anda hanya digunakan untuk memutuskan pinjaman dan melayani Anda. Kami melindunginya dan tidak pernah menjualnya.',
      p4: 'Layanan pelanggan kami menjawab dalam bahasa Anda. Jika ada masalah, Anda dapat mengajukan pengaduan di aplikasi dan memantaunya sampai selesai.',
      company: 'Perusahaan',
    },
    policy: {
      heading: 'Kebijakan dan perjanjian',
      intro:
        'Perjanjian pinjaman di bawah ini berlaku untuk setiap pinjaman yang Anda ambil melalui {{app}}. Kebijakan privasi serta syarat dan ketentuan pinjaman ada di halamannya sendiri.',
      frameTitle: 'Perjanjian pinjaman',
      fallback: 'Buka perjanjian pinjaman di halamannya sendiri',
      privacyPolicy: 'Kebijakan privasi',
      loanTerms: 'Syarat dan ketentuan pinjaman',
      aboutApp: 'Tentang aplikasi',
    },
    loan: {
      heading: 'Perjanjian pinjaman',
      bannerAlt: 'Ponsel yang menampilkan pinjaman disetujui di aplikasi',
      intro:
        'Perjanjian ini dibuat antara Anda dan pemberi pinjaman yang disebutkan di aplikasi saat Anda mengonfirmasi pinjaman. {{company}} mengelola marketplace {{app}}.',
      s1h: 'Pinjaman',
      s1: 'Anda dapat meminjam {{min}} sampai {{max}}. Jumlah, tenor, dan rencana pembayaran yang Anda konfirmasi di aplikasi menjadi bagian dari perjanjian ini. Dana dikirim ke rekening bank atas nama Anda.',
      s2h: 'Biaya',
      s2: 'Bunga dan semua biaya ditampilkan di aplikasi sebelum Anda mengonfirmasi, beserta total yang harus dibayar. Tidak ada biaya yang dikenakan tanpa ditampilkan lebih dulu.',
      s3h: 'Pembayaran',
      s3: 'Anda membayar paling lambat pada tanggal jatuh tempo yang tertera di aplikasi, dengan cara pembayaran yang tersedia. Anda boleh melunasi lebih awal; bunga hanya dihitung untuk hari Anda memakai dana.',
      s4h: 'Keterlambatan',
      s4: 'Jika pembayaran terlambat, denda dapat berlaku sesuai syarat pinjaman Anda dan dalam batas yang ditetapkan OJK, dan keterlambatan dapat dilaporkan sesuai ketentuan hukum. Beri tahu kami sejak awal jika Anda tidak dapat membayar: kami akan mencari solusi bersama Anda.',
      s5h: 'Data Anda',
      s5: 'Data Anda digunakan untuk memutuskan pinjaman, mencairkannya, dan menagih pembayaran, sebagaimana dijelaskan dalam kebijakan privasi kami.',
      s6h: 'Pertanyaan dan pengaduan',
      s6: 'Hubungi layanan pelanggan di {{phone}} atau {{email}}. Jika Anda tidak puas dengan jawaban kami, Anda dapat menyampaikan pengaduan kepada OJK.',
    },
    user: {
      heading: 'Akun saya',
      empty: 'Belum ada apa-apa di sini',
      emptyText:
        'Akun Anda di situs web akan segera hadir. Sementara itu, buka aplikasi {{app}} untuk melihat pinjaman Anda.',
      backHome: 'Kembali ke Beranda',
    },
    contact: {
      heading: 'Hubungi kami',
      intro: 'Kirim pesan kepada kami, kami akan membalas melalui e-mail.',
      name: 'Nama',
      email: 'E-mail',
      message: 'Pesan',
      honeypot: 'Biarkan kolom ini kosong',
      send: 'Kirim',
      incomplete: 'Silakan lengkapi semua informasi!',
      badEmail: 'Masukkan alamat e-mail yang benar',
      success: 'Berhasil dikirim',
      failed: 'Pesan Anda belum terkirim. Silakan coba lagi.',
    },
    footer: {
      contactHeading: 'Layanan pelanggan',
      phone: 'Telepon',
      email: 'E-mail',
      companyHeading: 'Perusahaan',
      registration: 'Nomor registrasi',
      linksHeading: 'Lainnya',
      loan: 'Perjanjian pinjaman',
      user: 'Akun saya',
      contact: 'Hubungi kami',
      privacyPolicy: 'Kebijakan privasi',
      loanTerms: 'Syarat pinjaman',
      aboutApp: 'Tentang aplikasi',
      copyright: '© {{year}} {{company}}. Hak cipta dilindungi.',
    },
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
  /* Indonesia's risk statement in this pack's language only (decision 075). */
  riskStatement: riskStatementTexts(riskStatementId),
};

export default texts;
