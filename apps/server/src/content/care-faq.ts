/**
 * The chatbot's tree per market (docs/screens.md "Chatbot"): four categories with an icon key,
 * their questions and answers. `keywords` are other words borrowers ask the same thing; free text
 * typed in the chat is matched against titles and keywords (modules/care/faq-match.ts). Action 4
 * opens the complaint form. Seeded when a market has none, then the operators'. An answer names a
 * button as our pages label it (loan details' "Repay now", the chat's "Contact support" / "Hubungi
 * CS" under an action-4 answer): care-faq.test.ts checks it.
 */
import type { Region } from '../db/schema.ts';

export interface SeedQuestion {
  code: string;
  title: string;
  keywords: string;
  answer: string;
  action?: 4;
}

export interface SeedCategory {
  code: string;
  title: string;
  /** Icon key the page draws: loan, repay, account, service. */
  icon: 'loan' | 'repay' | 'account' | 'service';
  questions: SeedQuestion[];
}

const india: SeedCategory[] = [
  {
    code: 'in-loan',
    title: 'Loans',
    icon: 'loan',
    questions: [
      {
        code: 'in-loan-decision',
        title: 'How long does approval take?',
        keywords: 'application review decision status pending waiting approved',
        answer:
          'Most applications are decided within 1 day. You can follow yours on the loan details page of your order.',
      },
      {
        code: 'in-loan-money',
        title: 'When will I receive the money?',
        keywords: 'disbursement disbursed credited bank account transfer not received funds',
        answer:
          'After approval the money is sent to your bank account and usually arrives within 1 to 3 days. If it has not arrived after 3 days, send us a complaint and choose that order.',
      },
      {
        code: 'in-loan-rejected',
        title: 'Why was my application not approved?',
        keywords: 'rejected declined refused not approved reason',
        answer:
          'Each lender decides on its own criteria and does not share the details. You can apply to another product on the recommended list.',
      },
    ],
  },
  {
    code: 'in-repay',
    title: 'Repayment',
    icon: 'repay',
    questions: [
      {
        code: 'in-repay-how',
        title: 'How do I repay my loan?',
        keywords: 'pay repay repayment upi net banking debit card method how to pay',
        answer:
          'Open your loan and tap Repay now. You can pay by UPI, net banking, debit card or a saved card. The amount due is shown at the top of the page.',
      },
      {
        code: 'in-repay-missing',
        title: 'I paid but my loan still shows as due',
        keywords: 'paid not updated payment missing not showing deducted amount debited',
        answer:
          'Payments usually show within a few minutes. If yours is still missing after 2 hours, tap Contact support below, choose "Payment made but not showing" and attach the payment receipt or bank SMS.',
        action: 4,
      },
      {
        code: 'in-repay-extension',
        title: 'Can I extend my due date?',
        keywords: 'extend extension delay postpone more time due date',
        answer:
          'Some products offer an extension for a fee. When yours does, your loan shows Apply for an extension under Repay now.',
      },
    ],
  },
  {
    code: 'in-account',
    title: 'Account',
    icon: 'account',
    questions: [
      {
        code: 'in-account-phone',
        title: 'How do I change my phone number?',
        keywords: 'change phone mobile number update contact',
        answer:
          'For your security the phone number cannot be changed in the app. Send us a complaint of the type "My account or personal data" and we will guide you.',
      },
      {
        code: 'in-account-data',
        title: 'How is my personal data used?',
        keywords: 'privacy personal data consent delete share',
        answer:
          'We use your data only to process your loan, as the privacy policy explains. You can ask to see, correct or delete it by sending us a complaint.',
      },
    ],
  },
  {
    code: 'in-service',
    title: 'Help',
    icon: 'service',
    questions: [
      {
        code: 'in-service-complain',
        title: 'I want to file a complaint',
        keywords: 'complaint complain problem issue report harassment collection agent',
        answer:
          'Tap Contact support below, tell us what happened and attach any screenshots or recordings. We reply within 3 working days.',
        action: 4,
      },
      {
        code: 'in-service-grievance',
        title: 'How do I escalate a complaint?',
        keywords: 'escalate grievance officer ombudsman rbi not resolved',
        answer:
          'If our answer does not resolve your complaint, write to our grievance officer (see Customer service). If it is still not resolved within 30 days, you can complain to the RBI Ombudsman at cms.rbi.org.in.',
      },
    ],
  },
];

const indonesia: SeedCategory[] = [
  {
    code: 'id-loan',
    title: 'Pinjaman',
    icon: 'loan',
    questions: [
      {
        code: 'id-loan-decision',
        title: 'Berapa lama proses persetujuan?',
        keywords: 'pengajuan ditinjau keputusan status menunggu disetujui lama',
        answer:
          'Sebagian besar pengajuan diputuskan dalam 1 hari. Status pengajuan dapat dilihat di halaman detail pinjaman pesanan Anda.',
      },
      {
        code: 'id-loan-money',
        title: 'Kapan dana saya cair?',
        keywords: 'pencairan cair dana masuk rekening transfer belum diterima',
        answer:
          'Setelah disetujui, dana dikirim ke rekening bank Anda dan biasanya masuk dalam 1–3 hari. Jika setelah 3 hari dana belum masuk, kirim pengaduan dan pilih pesanan tersebut.',
      },
      {
        code: 'id-loan-rejected',
        title: 'Mengapa pengajuan saya tidak disetujui?',
        keywords: 'ditolak tidak disetujui gagal alasan',
        answer:
          'Setiap pemberi pinjaman memutuskan berdasarkan kriterianya sendiri dan tidak membagikan rinciannya. Anda dapat mengajukan ke produk lain di daftar rekomendasi.',
      },
    ],
  },
  {
    code: 'id-repay',
    title: 'Pembayaran',
    icon: 'repay',
    questions: [
      {
        code: 'id-repay-how',
        title: 'Bagaimana cara membayar pinjaman?',
        keywords: 'bayar cara membayar pelunasan virtual account va alfamart indomaret transfer',
        answer:
          'Buka pinjaman Anda lalu ketuk Bayar sekarang. Anda dapat membayar melalui virtual account bank atau kode bayar di minimarket. Jumlah tagihan tercantum di bagian atas halaman.',
      },
      {
        code: 'id-repay-missing',
        title: 'Saya sudah bayar tetapi tagihan belum lunas',
        keywords: 'sudah bayar belum tercatat belum lunas pembayaran tidak masuk saldo terpotong',
        answer:
          'Pembayaran biasanya tercatat dalam beberapa menit. Jika setelah 2 jam belum tercatat, ketuk Hubungi CS di bawah, pilih "Sudah bayar tetapi belum tercatat" dan lampirkan bukti pembayaran.',
        action: 4,
      },
      {
        code: 'id-repay-extension',
        title: 'Bisakah jatuh tempo diperpanjang?',
        keywords: 'perpanjang perpanjangan tunda jatuh tempo waktu tambahan',
        answer:
          'Beberapa produk menawarkan perpanjangan dengan biaya. Jika produk Anda menawarkannya, pinjaman Anda menampilkan Ajukan perpanjangan di bawah Bayar sekarang.',
      },
    ],
  },
  {
    code: 'id-account',
    title: 'Akun',
    icon: 'account',
    questions: [
      {
        code: 'id-account-phone',
        title: 'Bagaimana cara mengganti nomor HP?',
        keywords: 'ganti ubah nomor hp telepon ponsel',
        answer:
          'Demi keamanan, nomor HP tidak dapat diganti di aplikasi. Kirim pengaduan jenis "Akun atau data pribadi saya" dan kami akan membantu Anda.',
      },
      {
        code: 'id-account-data',
        title: 'Bagaimana data pribadi saya digunakan?',
        keywords: 'privasi data pribadi persetujuan hapus bagikan',
        answer:
          'Data Anda hanya kami gunakan untuk memproses pinjaman, sebagaimana dijelaskan dalam kebijakan privasi. Anda dapat meminta untuk melihat, memperbaiki, atau menghapusnya melalui pengaduan.',
      },
    ],
  },
  {
    code: 'id-service',
    title: 'Bantuan',
    icon: 'service',
    questions: [
      {
        code: 'id-service-complain',
        title: 'Saya ingin mengajukan keluhan',
        keywords: 'keluhan komplain masalah lapor penagih penagihan kasar',
        answer:
          'Ketuk Hubungi CS di bawah, ceritakan apa yang terjadi dan lampirkan tangkapan layar atau rekaman bila ada. Kami membalas dalam 3 hari kerja.',
        action: 4,
      },
      {
        code: 'id-service-ojk',
        title: 'Ke mana saya bisa melapor jika keluhan tidak selesai?',
        keywords: 'ojk lapor eskalasi pengaduan tidak selesai perlindungan konsumen',
        answer:
          'Kami menjawab pengaduan paling lambat 3 hari kerja. Jika Anda tidak puas dengan jawaban kami, Anda dapat menghubungi OJK melalui telepon 157 atau email konsumen@ojk.go.id.',
      },
    ],
  },
];

export const careFaq: Record<Region, SeedCategory[]> = { IN: india, ID: indonesia };
