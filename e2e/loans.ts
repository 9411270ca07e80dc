import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoSession, Language } from './fixtures.ts';

/** Copy and demo data the loan-journey specs rely on, per language (IN session ↔ en, ID ↔ id). */
export const loansCopy = {
  en: {
    region: 'IN' as const,
    currency: '₹',
    relevantTitle: 'Special Offers',
    confirmTitle: 'Confirm loan',
    confirm: 'Confirm',
    /** The agreements' consent box, and the Key Fact Statement's own (decision 056). */
    consent: 'I have read and agree to the agreements above',
    kfsAcknowledge: /^I have read and understood the Key Fact Statement KFS-IN-/,
    /** The statement's key facts in plain words, ticked apart (decision 070). */
    summaryAcknowledge: 'I have read and understood these key facts',
    /** Indonesia's risk statement box (decision 066); none in India. */
    riskAcknowledge: undefined as string | undefined,
    amountMore: 'Raise the amount',
    offline: 'You are offline',
    agree: 'Agree',
    cancel: 'Cancel',
    modalTitle: 'Loan agreement',
    term91: '91 days',
    term120: '120 days',
    rate: 'Interest 0.05% per day',
    apr91: '30.08%',
    totalRepayment: 'Total repayment',
    product: 'RupeeFlow',
    paused: 'PaisaPal',
    displayOnly: 'LendLeaf',
    displayOnlyCaveat: 'Apply for this product from the app home',
    agreementLink: 'Loan Agreement',
    keyFactsLink: 'Key Fact Statement',
    backLink: 'Back',
    goBack: 'Go back',
    amountDue: 'Amount due',
    daysLate: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    apply: 'Apply now',
    repay: 'Repay now',
    extend: 'Apply for an extension',
    borrowMore: 'Borrow more',
    moreProducts: 'More products',
    orderNotFound: 'This order does not exist',
    backHome: 'Back to Home',
    retry: 'Retry',
    recommended: 'Recommended for you',
    ratingTitle: 'How was your loan experience?',
    later: 'Not now',
    submit: 'Submit',
    choose: 'Please choose a rating',
    thanks: 'Thank you for your rating!',
    ok: 'OK',
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    jointTitle: 'Login failed',
    jointNotice: 'You can try again later',
    failureTitle: 'Application failed',
    failureHeadline: 'Your application could not be completed',
    headlines: {
      21: 'Under review',
      110: 'Approved, sending money',
      151: 'Not approved',
      170: 'Active, not yet due',
      174: 'Repayment due',
      180: 'Overdue',
      200: 'Repaid',
      3: 'Instalments in progress',
      4: 'Repaid',
      5: 'Instalment overdue',
    } as Record<number, string>,
  },
  id: {
    region: 'ID' as const,
    currency: 'Rp',
    relevantTitle: 'Pengajuan Khusus',
    confirmTitle: 'Konfirmasi Pinjaman',
    confirm: 'Konfirmasi',
    consent: 'Saya telah membaca dan menyetujui perjanjian di atas',
    kfsAcknowledge: /^Saya telah membaca dan memahami RIPLAY Personal KFS-ID-/,
    summaryAcknowledge: 'Saya telah membaca dan memahami fakta utama ini',
    riskAcknowledge: 'Saya telah membaca dan memahami pernyataan risiko ini' as string | undefined,
    amountMore: 'Tambah jumlah',
    offline: 'Anda sedang offline',
    agree: 'Setuju',
    cancel: 'Batal',
    modalTitle: '',
    term91: '91 hari',
    term120: '120 hari',
    rate: 'Bunga 0,05% per hari',
    apr91: '30,08%',
    totalRepayment: 'Total pembayaran',
    product: 'DanaKilat',
    paused: 'Dompet Kita',
    displayOnly: 'Modal Warung',
    displayOnlyCaveat: 'Ajukan produk ini dari beranda aplikasi',
    agreementLink: 'Perjanjian Pinjaman',
    keyFactsLink: 'Ringkasan Informasi Produk dan Layanan',
    backLink: 'Kembali',
    goBack: 'Kembali',
    amountDue: 'Jumlah tagihan',
    daysLate: (n: number) => `${n} hari`,
    apply: 'Ajukan sekarang',
    repay: 'Bayar sekarang',
    extend: 'Ajukan perpanjangan',
    borrowMore: 'Pinjam lagi',
    moreProducts: 'Produk lainnya',
    orderNotFound: 'Pesanan ini tidak ada',
    backHome: 'Kembali ke Beranda',
    retry: 'Coba lagi',
    recommended: 'Rekomendasi untuk Anda',
    ratingTitle: 'Bagaimana pengalaman pinjaman Anda?',
    later: 'Nanti saja',
    submit: 'Kirim',
    choose: 'Silakan pilih',
    thanks: 'Terima kasih atas penilaian Anda!',
    ok: 'OK',
    stars: (n: number) => `${n} bintang`,
    jointTitle: 'Gagal masuk',
    jointNotice: 'Anda dapat mencoba lagi nanti',
    failureTitle: 'Pengajuan gagal',
    failureHeadline: 'Pengajuan Anda tidak dapat diselesaikan',
    headlines: {
      21: 'Sedang ditinjau',
      110: 'Disetujui, dana sedang dikirim',
      151: 'Tidak disetujui',
      170: 'Aktif, belum jatuh tempo',
      174: 'Jatuh tempo',
      180: 'Terlambat',
      200: 'Lunas',
      3: 'Cicilan berjalan',
      4: 'Lunas',
      5: 'Cicilan terlambat',
    } as Record<number, string>,
  },
} satisfies Record<Language, unknown>;

export const languages = ['en', 'id'] as const;

export function productId(session: DemoSession, name: string): number {
  const product = session.products.find((p) => p.name === name);
  if (!product) throw new Error(`demo product ${name} is missing`);
  return product.id;
}

export function orderId(session: DemoSession, status: number): number {
  const id = session.orders[String(status)];
  if (id === undefined) throw new Error(`demo order in status ${status} is missing`);
  return id;
}

/**
 * Pages opened inside the native app: the host's bridge answers (Android's `TenorBridge` or
 * iOS's message handler), so nothing is simulated. Returns what the host received.
 */
export async function insideTheApp(
  page: Page,
  host: 'android' | 'ios',
): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((kind) => {
    const received: unknown[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.hostReceived = received;
    if (kind === 'ios') {
      w.webkit = { messageHandlers: { tenor: { postMessage: (m: unknown) => received.push(m) } } };
    } else {
      const action = (name: string) => (json: string) =>
        received.push({ action: name, payload: JSON.parse(json) });
      w.TenorBridge = Object.fromEntries(
        ['openUrl', 'openAppHome', 'openProductDetail', 'rateApp', 'close'].map((a) => [
          a,
          action(a),
        ]),
      );
    }
  }, host);
  return () => page.evaluate(() => (window as unknown as { hostReceived: unknown[] }).hostReceived);
}

/** Outside the app, a way home led to the recommended products, in the launch's language. */
export async function expectRecommendedProducts(page: Page, language: Language): Promise<void> {
  await expect(page).toHaveURL(/\/relevant$/);
  await expect(
    page.getByRole('heading', { level: 1, name: loansCopy[language].relevantTitle }),
  ).toBeVisible();
}

/** Counts the requests to a path the page makes from now on. */
export function countRequests(page: Page, pathPart: string): () => number {
  let count = 0;
  page.on('request', (req) => {
    if (req.url().includes(pathPart)) count += 1;
  });
  return () => count;
}

/** The loan the confirm screen opens with, confirmed as the page's Confirm does (its own spec walks that tap). */
export async function confirmLoan(
  request: APIRequestContext,
  session: DemoSession,
  language: 'en' | 'id',
  id: number,
) {
  const headers = { 'x-token': session.token };
  const q = language === 'en' ? '?languageType=1' : '?languageType=2';
  const quote = await request.post(`/v3/loan-confirm/loan-detail-confirm${q}`, {
    headers,
    data: { productId: id },
  });
  const terms = (await quote.json()).data as {
    amount: number;
    periods: number;
    termUnit: string;
    kfs?: { number: string };
  };
  const push = await request.post(`/v3/loan-confirm/loan-detail-push${q}`, {
    headers,
    data: {
      productId: id,
      amount: terms.amount,
      periods: terms.periods,
      termUnit: terms.termUnit,
      ...(terms.kfs
        ? { kfsNo: terms.kfs.number, kfsAcknowledged: true, summaryAcknowledged: true }
        : {}),
      riskAcknowledged: true,
    },
  });
  const body = await push.json();
  expect(body.code).toBe('00');
  return body.data.orderId as number;
}
