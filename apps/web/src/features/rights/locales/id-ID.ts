import type { TextPack } from '../../../shared/i18n.ts';
import type { RightsTexts } from './en-IN.ts';

/** Bahasa Indonesia: the texts of the rights area (My data). */
const texts: TextPack<RightsTexts> = {
  title: 'Data saya',
  signedOut: {
    title: 'Anda telah keluar',
    body: 'Jika Anda meminta data Anda dihapus, penghapusan sudah dilakukan: tidak ada lagi data Anda yang bisa ditampilkan di sini, kecuali catatan pinjaman yang wajib disimpan pemberi pinjaman menurut hukum. Jika tidak, buka lagi Data saya dari aplikasi {{appName}}.',
  },
  intro:
    'Data yang kami simpan tentang Anda dan alasannya, salinan seluruhnya, dan pilihan Anda: perbaiki nomor ponsel, tarik persetujuan, hapus data atau hapus akun. Setiap permintaan punya nomor referensi dan batas waktu jawaban.',
  held: {
    title: 'Data yang kami simpan',
    count: '{{n}} catatan',
    profile: 'Profil Anda',
    loans: 'Pinjaman dan jadwalnya',
    payments: 'Pembayaran',
    complaints: 'Pengaduan dan gambarnya',
    chats: 'Percakapan dengan bot bantuan',
    consents: 'Persetujuan dan pengungkapan',
  },
  why: {
    profile: 'Nomor ponsel Anda untuk masuk dan menghubungi Anda tentang pinjaman.',
    loans:
      'Pemberi pinjaman wajib menyimpan catatan setiap pinjaman, dan kami menampilkannya untuk Anda.',
    payments: 'Bukti pembayaran Anda; disimpan selama catatan pinjaman.',
    complaints: 'Untuk menjawab Anda, dan menunjukkan kepada regulator cara kami menanganinya.',
    chats: 'Untuk menjawab pertanyaan Anda dan memperbaiki jawaban.',
    consents: 'Bukti apa yang ditunjukkan kepada Anda dan yang Anda setujui.',
  },
  export: {
    title: 'Salinan data Anda',
    intro: 'Semua di atas, langsung siap: berkas untuk arsip Anda dan halaman untuk dibaca.',
    make: 'Ekspor data saya',
    json: 'Unduh berkas (JSON)',
    page: 'Buka salinan yang dapat dibaca',
  },
  consents: {
    title: 'Persetujuan opsional',
    marketingSms: 'Penawaran lewat SMS',
    reminders: 'Pengingat pembayaran sebelum jatuh tempo',
    remindersHow: 'Dimatikan atau dinyalakan, beserta cara dan harinya, di halamannya sendiri.',
    remindersOpen: 'Atur pengingat pembayaran',
    on: 'Diberikan',
    off: 'Tidak diberikan',
    withdraw: 'Tarik persetujuan',
    give: 'Berikan persetujuan',
    saved: 'Tersimpan',
  },
  phone: {
    title: 'Nomor ponsel Anda',
    now: 'Saat ini: {{phone}}',
    new: 'Nomor ponsel baru',
    send: 'Kirim kode ke nomor baru',
    sent: 'Kami mengirim kode ke {{phone}}.',
    code: 'Kode dari SMS',
    confirm: 'Ubah nomor saya',
    done: 'Nomor Anda sudah diubah',
  },
  email: {
    title: 'Alamat e-mail Anda',
    intro:
      'Opsional. Saat Anda mengonfirmasi pinjaman, kami juga mengirim tautan dokumen yang ditandatangani ke e-mail Anda.',
    label: 'Alamat e-mail',
    none: 'Belum ada alamat e-mail.',
    save: 'Simpan alamat e-mail',
    remove: 'Hapus alamat e-mail',
    saved: 'Tersimpan',
  },
  erase: {
    title: 'Hapus data atau hapus akun',
    intro:
      'Kami menghapus data pribadi Anda 48 jam setelah Anda meminta. Catatan pinjaman dan pembayaran tetap disimpan tanpa kontak Anda selama diwajibkan hukum.',
    openLoan:
      'Belum bisa: ada pinjaman yang berjalan, dan catatannya wajib disimpan {{years}} tahun setelah berakhir. Paling cepat {{date}}.',
    retention:
      'Belum bisa: catatan pinjaman terakhir Anda wajib disimpan {{years}} tahun setelah berakhir, sampai {{date}}.',
    erase: 'Hapus data saya',
    delete: 'Hapus akun saya',
    scheduled: 'Diterima: lihat permintaan Anda di bawah',
  },
  requests: {
    title: 'Permintaan Anda',
    due: 'Dijawab paling lambat {{time}}',
    kinds: {
      export: 'Salinan data',
      correct: 'Perbaikan nomor ponsel',
      erase: 'Penghapusan data',
      delete: 'Penghapusan akun',
    },
    status: {
      verifying: 'Menunggu kode',
      open: 'Terbuka',
      scheduled: 'Dijadwalkan',
      done: 'Selesai',
      refused: 'Ditolak',
    },
  },
};

export default texts;
