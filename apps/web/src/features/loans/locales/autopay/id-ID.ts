import type { TextPack } from '../../../../shared/i18n.ts';
import type { AutopayTexts } from './en-IN.ts';

const texts: TextPack<AutopayTexts> = {
  title: 'Autodebet',
  pitch:
    'Bayar setiap cicilan otomatis dari rekening bank Anda, disetujui sekali di aplikasi UPI atau di halaman bank Anda.',
  introChoice:
    'Dengan AutoPay setiap cicilan diambil dari rekening bank Anda pada tanggal jatuh temponya. Anda menyetujuinya sekali: di aplikasi UPI dengan UPI AutoPay, atau di halaman bank Anda dengan e-NACH.',
  intro:
    'Dengan UPI AutoPay setiap cicilan didebit dari rekening bank Anda pada tanggal jatuh temponya. Anda menyetujuinya sekali di aplikasi UPI.',
  termsTitle: 'Yang Anda setujui',
  maxAmount: 'Paling banyak sekali debit',
  frequency: 'Seberapa sering',
  frequencyValue: 'Hanya saat ada cicilan jatuh tempo',
  endsOn: 'Berakhir pada',
  nextDebit: 'Debit berikutnya',
  nextDebitValue: '{{amount}} pada {{date}}',
  whatHappens: 'Yang akan terjadi',
  stepNotice:
    'Paling lambat 24 jam sebelum setiap debit, kami mengirim SMS berisi jumlah dan tanggalnya.',
  stepOnce:
    'Paling banyak satu debit untuk setiap tanggal jatuh tempo, tidak pernah lebih dari cicilan.',
  stepCancel:
    'Anda dapat menjeda atau membatalkan AutoPay di sini atau di aplikasi UPI kapan saja.',
  stepFailed:
    'Jika debit gagal, kami memberi tahu lewat SMS dan Anda membayar cicilan itu dengan cara lain.',
  approveHint:
    'Aplikasi UPI Anda terbuka: periksa penerima dan jumlah terbanyak, lalu masukkan PIN UPI.',
  setUp: 'Aktifkan UPI AutoPay',
  setUpLink: 'Aktifkan Autodebet',
  manage: 'Kelola Autodebet',
  waiting: 'Menunggu persetujuan Anda di aplikasi UPI.',
  approve: 'Setujui di aplikasi UPI',
  statusLabel: 'Status',
  status: {
    pending: 'Menunggu persetujuan Anda',
    active: 'Aktif',
    paused: 'Dijeda',
    cancelled: 'Dibatalkan',
    failed: 'Tidak aktif',
  },
  reason: {
    borrower: 'Anda mengubahnya di sini.',
    upiApp: 'Diubah di aplikasi UPI Anda.',
    rejected: 'Ditolak di aplikasi UPI Anda.',
    loanClosed: 'Pinjaman Anda sudah lunas.',
    providerRefused: 'Tidak dapat diaktifkan. Silakan coba lagi nanti.',
    expired: 'Halaman bank kedaluwarsa sebelum mandat ditandatangani. Anda bisa mengaturnya lagi.',
  },
  debit: {
    notified: 'Pemberitahuan terkirim: {{amount}} akan didebit pada {{date}}.',
    requested: '{{amount}} jatuh tempo {{date}} sedang didebit.',
    paid: '{{amount}} jatuh tempo {{date}} sudah dibayar dengan Autodebet.',
    failed: 'Autodebet {{amount}} jatuh tempo {{date}} gagal. Silakan bayar dengan cara lain.',
  },
  receipt: 'Lihat bukti pembayaran',
  pause: 'Jeda Autodebet',
  resume: 'Aktifkan lagi Autodebet',
  cancel: 'Batalkan Autodebet',
  cancelConfirm: 'Batalkan UPI AutoPay? Selanjutnya Anda membayar setiap cicilan sendiri.',
  cancelYes: 'Ya, batalkan Autodebet',
  notOffered: 'Autodebet tidak tersedia untuk pinjaman ini.',
  methodLegend: 'Bagaimana setiap cicilan diambil?',
  method: { upiAutopay: 'UPI AutoPay', enach: 'Rekening bank (e-NACH)' },
  wallet: {
    linked: 'Dompet',
    pitch:
      'Bayar setiap cicilan otomatis dari dompet digital atau kartu debit BRI Anda, cukup ditautkan sekali.',
    intro:
      'Dengan Autodebet setiap cicilan diambil dari dompet digital Anda pada tanggal jatuh temponya. Anda menautkan dompet sekali, di halamannya sendiri.',
    legend: 'Dari mana setiap cicilan dibayar?',
    hint: 'Halaman dompet terbuka: masuk, periksa jumlah terbesar yang bisa diambil, lalu setujui.',
    link: 'Tautkan {{wallet}}',
    stepCancel:
      'Anda dapat menjeda atau membatalkannya di sini kapan saja, atau memutuskan tautan di aplikasi dompet Anda.',
    waiting: 'Tautkan dompet Anda di halamannya untuk menyelesaikan.',
    open: 'Buka halaman dompet',
    rejected: 'Dompet tidak ditautkan.',
    unlinked: 'Tautan diputus di aplikasi dompet Anda.',
    cancelConfirm:
      'Putuskan tautan dompet dan hentikan Autodebet? Selanjutnya Anda membayar setiap cicilan sendiri.',
  },
  card: {
    choice: 'Debit langsung BRI',
    linked: 'Kartu debit',
    intro:
      'Dengan Autodebet setiap cicilan diambil dari kartu debit BRI Anda pada tanggal jatuh temponya. Anda menautkan kartu sekali, dengan kode yang dikirim BRI lewat SMS.',
    stepCancel:
      'Anda dapat menjeda atau membatalkannya di sini kapan saja; bank Anda juga dapat mengakhirinya.',
    lastFour: '4 digit terakhir kartu debit BRI',
    expiry: 'Masa berlaku kartu (BB/TT)',
    expiryHint: 'Seperti tercetak di depan kartu, misalnya 08/29.',
    phone: 'Nomor HP yang terdaftar di BRI',
    phoneHint: 'BRI mengirim kode ke nomor ini.',
    email: 'Email',
    consent:
      'Saya mengizinkan debit dari kartu ini paling banyak {{amount}} setiap kali, hanya saat ada cicilan jatuh tempo, sampai {{date}}.',
    codeHint:
      'BRI akan mengirim kode 6 digit lewat SMS. Anda memasukkannya di langkah berikutnya, di sini.',
    submit: 'Kirim kode',
    lastFourInvalid: 'Masukkan 4 digit terakhir kartu.',
    expiryInvalid: 'Masukkan masa berlaku seperti di kartu, BB/TT, yang belum lewat.',
    phoneInvalid: 'Masukkan nomor HP Indonesia, misalnya 0812 3456 7890.',
    emailInvalid: 'Masukkan alamat email, misalnya nama@contoh.com.',
    consentMissing: 'Centang kotak untuk mengizinkan debit.',
    codeSent:
      'BRI telah mengirim kode 6 digit lewat SMS ke nomor HP yang terdaftar untuk {{card}}. Masukkan di sini untuk menautkan kartu.',
    code: 'Kode dari BRI',
    codeInvalid: 'Masukkan 6 digit kode.',
    codeRetry: 'Kode tidak dapat diperiksa. Periksa koneksi Anda lalu coba lagi.',
    confirm: 'Tautkan kartu',
    newCode: 'Kirim kode baru',
    cancelConfirm:
      'Putuskan tautan kartu dan hentikan Autodebet? Setelah itu Anda membayar setiap cicilan sendiri.',
  },
  enach: {
    intro:
      'Dengan e-NACH setiap cicilan didebit dari rekening bank Anda pada tanggal jatuh temponya. Anda menandatangani mandat sekali di halaman bank Anda.',
    stepCancel:
      'Anda dapat menjeda atau membatalkannya di sini kapan saja; bank Anda juga dapat membatalkannya.',
    cancelConfirm: 'Batalkan mandat e-NACH? Selanjutnya Anda membayar setiap cicilan sendiri.',
    holder: 'Nama pemilik rekening',
    number: 'Nomor rekening',
    numberAgain: 'Nomor rekening sekali lagi',
    ifsc: 'IFSC',
    ifscHint: '11 karakter, tercetak di buku cek atau buku tabungan, seperti HDFC0001234.',
    accountType: 'Jenis rekening',
    type: { savings: 'Tabungan', current: 'Giro' },
    signWith: 'Tandatangani mandat dengan',
    auth: { netbanking: 'Internet banking', debitcard: 'Kartu debit', aadhaar: 'Aadhaar' },
    consent:
      'Saya mengizinkan debit dari rekening ini paling banyak {{amount}} setiap kali, hanya saat ada cicilan jatuh tempo, sampai {{date}}.',
    bankHint:
      'Halaman bank Anda terbuka: periksa rekening dan jumlah terbesarnya, lalu tandatangani.',
    submit: 'Lanjut ke bank saya',
    holderMissing: 'Masukkan nama pemilik rekening.',
    numberInvalid: 'Masukkan nomor rekening: 6 sampai 18 angka.',
    numberMismatch: 'Kedua nomor rekening berbeda. Ketik sekali lagi.',
    ifscInvalid: 'Masukkan IFSC: 4 huruf, lalu 0, lalu 6 huruf atau angka.',
    consentMissing: 'Centang kotak untuk mengizinkan debit.',
    waiting: 'Tandatangani mandat di halaman bank Anda untuk menyelesaikan.',
    openBank: 'Lanjut di halaman bank saya',
    confirming:
      'Bank Anda sedang mengonfirmasi mandat. Ini bisa memakan beberapa hari kerja; halaman ini menampilkannya setelah selesai.',
    processing:
      '{{amount}} yang jatuh tempo {{date}} sedang diproses bank Anda. Ini bisa memakan hingga 2 hari kerja.',
    rejected: 'Bank Anda tidak menerima mandat. Periksa data rekening lalu coba lagi.',
    bank: 'Diubah di bank Anda.',
  },
  backToLoan: 'Kembali ke detail pinjaman',
};

export default texts;
