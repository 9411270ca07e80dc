import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { type Language, launchUrl } from './fixtures.ts';

/** Copy and demo data the care specs rely on, per language (IN session ↔ en, ID ↔ id). */
export const careCopy = {
  en: {
    region: 'IN' as const,
    homeTitle: 'Complaints',
    processing: 'Processing',
    loanLabel: 'Loan',
    myComplaints: 'My complaints',
    all: 'All',
    collection: 'Collection calls and messages',
    rudeCall: 'Rude, abusive or threatening language',
    paymentMissing: 'Payment made but not showing',
    collectionRefused: 'The selected order does not support sending collection types',
    chooseOrder: 'Is your complaint about a loan? Tap All and choose it.',
    collectionNeedsOrder: 'Choose the loan the collection is about first.',
    threeDays: '3 working days',
    settled: 'Repaid',
    formTitle: 'Submit a complaint',
    required: 'Please fill in your comments and suggestions',
    evidence: /screenshots of chats/,
    replyNote: 'We will reply within 3 working days.',
    send: 'Send',
    sent: 'Successfully Sent',
    uploaded: 'Upload succeeded!',
    addPhoto: 'Add a photo',
    photo: (n: number) => `Photo ${n}`,
    remove: (n: number) => `Remove photo ${n}`,
    retry: (n: number) => `Retry upload of photo ${n}`,
    uploadFailed: 'Upload failed',
    full: 'You can add up to 9 photos.',
    listTitle: 'My complaints',
    detailTitle: 'Complaint details',
    result: 'Process Result',
    openImage: (n: number) => `Open photo ${n}`,
    close: 'Close',
    ratingTitle: 'Please rate this service',
    chooseRating: 'Please choose a rating',
    thanks: 'Thank you for your rating!',
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    cancel: 'Cancel',
    chatTitle: 'Help assistant',
    greeting: /I am the Tenor assistant/,
    solved: 'Solved',
    notSolved: 'Not solved',
    contact: 'Contact support',
    chatRate: 'Happy with the answer? Please rate us!',
    chatChoose: 'Please choose a rating',
    chatResult: 'Thank you for your feedback',
    ok: 'OK',
    question: 'Your question',
    topics: ['Loans', 'Repayment', 'Account', 'Help'],
    repayment: 'Repayment',
    howToRepay: 'How do I repay my loan?',
    howToRepayAnswer: /Open your loan and tap Repay now\./,
    paidNotShown: 'I paid but my loan still shows as due',
    typed: 'how can I pay back my loan',
    unknownQuestion: 'zebra quantum violin',
    serviceTitle: 'Customer service',
    retryButton: 'Retry',
    network: 'Network problem, please try again',
  },
  id: {
    region: 'ID' as const,
    homeTitle: 'Pengaduan',
    processing: 'Sedang diproses',
    loanLabel: 'Pinjaman',
    myComplaints: 'Pengaduan saya',
    all: 'Semua',
    collection: 'Penagihan',
    rudeCall: 'Bahasa kasar, menghina, atau mengancam',
    paymentMissing: 'Sudah bayar tetapi belum tercatat',
    collectionRefused: 'Pesanan yang dipilih tidak mendukung pengaduan jenis penagihan',
    chooseOrder:
      'Apakah pengaduan Anda tentang pinjaman tertentu? Ketuk Semua lalu pilih pinjamannya.',
    collectionNeedsOrder: 'Pilih dulu pinjaman yang ditagih.',
    threeDays: '3 hari kerja',
    settled: 'Lunas',
    formTitle: 'Kirim pengaduan',
    required: 'Silakan isi komentar dan saran Anda',
    evidence: /tangkapan layar percakapan/,
    replyNote: 'Kami akan membalas dalam 3 hari kerja.',
    send: 'Kirim',
    sent: 'Berhasil Terkirim',
    uploaded: 'Berhasil diunggah!',
    addPhoto: 'Tambah foto',
    photo: (n: number) => `Foto ${n}`,
    remove: (n: number) => `Hapus foto ${n}`,
    retry: (n: number) => `Unggah ulang foto ${n}`,
    uploadFailed: 'Gagal mengunggah',
    full: 'Anda dapat menambahkan hingga 9 foto.',
    listTitle: 'Pengaduan saya',
    detailTitle: 'Detail pengaduan',
    result: 'Hasil Penanganan',
    openImage: (n: number) => `Buka foto ${n}`,
    close: 'Tutup',
    ratingTitle: 'Silakan beri penilaian untuk layanan ini',
    chooseRating: 'Silakan pilih',
    thanks: 'Terima kasih atas penilaian Anda!',
    stars: (n: number) => `${n} bintang`,
    cancel: 'Batal',
    chatTitle: 'Asisten Layanan',
    greeting: /Saya asisten Tenor/,
    solved: 'Terselesaikan',
    notSolved: 'Belum Terselesaikan',
    contact: 'Hubungi CS',
    chatRate: 'Puas dengan pengajuan Anda? Yuk beri ulasan!',
    chatChoose: 'Silakan pilih',
    chatResult: 'Terima kasih atas ulasan Anda',
    ok: 'OK',
    question: 'Pertanyaan Anda',
    topics: ['Pinjaman', 'Pembayaran', 'Akun', 'Bantuan'],
    repayment: 'Pembayaran',
    howToRepay: 'Bagaimana cara membayar pinjaman?',
    howToRepayAnswer: /Buka pinjaman Anda lalu ketuk Bayar sekarang\./,
    paidNotShown: 'Saya sudah bayar tetapi tagihan belum lunas',
    typed: 'bagaimana cara bayar pinjaman',
    unknownQuestion: 'zebra kuantum biola',
    serviceTitle: 'Layanan Pelanggan',
    retryButton: 'Coba lagi',
    network: 'Jaringan bermasalah, silakan coba lagi',
  },
} satisfies Record<Language, unknown>;

export type CareCopy = (typeof careCopy)[Language];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG photo (solid colour) the server's content checks accept. */
export function pngPhoto(name: string, rgb: [number, number, number], size = 64) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(size).fill(row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A file that claims to be a photo but is not one (the server refuses it by content). */
export const fakePhoto = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** Opens the complaint form as complaint home would, for a type (and the app's launch). */
export async function openForm(page: Page, language: Language, token: string, problemType: number) {
  await page.goto(launchUrl('/complainPageNext', { language, token, query: { problemType } }));
}

/** Picks a photo in the complaint form (the hidden file input behind 'Add a photo'). */
export async function addPhoto(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByTestId('complaint-image-input').setInputFiles(file);
}

/** A toast with this text (the live region). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

/** The draft the form keeps in this tab (sessionStorage), as stored. */
export const storedDraft = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('tenor.care.complaintDraft') ?? 'null'));

/** Waits until the form shows `n` uploaded photos. */
export async function expectPhotos(page: Page, c: CareCopy, n: number): Promise<void> {
  await expect(page.getByTestId('image-count')).toHaveText(`${n}/9`);
  for (let i = 1; i <= n; i += 1) {
    await expect(page.getByRole('button', { name: c.remove(i) })).toBeVisible();
  }
}
