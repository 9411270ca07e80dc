import type { APIRequestContext, Page } from '@playwright/test';
import { expect, launchUrl, type DemoSession, type Language } from './fixtures.ts';
import { loansCopy, orderId as orderOf } from './loans.ts';

/** Copy the repayment specs rely on, per language (IN session ↔ en, ID ↔ id). */
export const repayCopy = {
  en: {
    region: 'IN' as const,
    vaTitle: 'Repayment',
    chooserTitle: 'Payment method',
    billTitle: 'Bill details',
    delayTitle: 'Extend your due date',
    delayPay: 'Pay the extension fee',
    extensionTitle: 'Extension fee',
    cardTitle: 'Card repayment',
    accountNumber: 'Virtual account number',
    paymentCode: 'Payment code',
    copy: 'Copy',
    copied: 'Copied',
    payType: 'Payment type',
    bank: 'Bank',
    market: 'Mini Market',
    bankRow: 'Bank Choose',
    methodRow: 'Payment channel',
    chooseBankFirst: 'Choose a bank first',
    methodAtm: 'ATM',
    submit: 'I want to pay',
    blockedBank: 'Choose a bank above to pay',
    blockedInstalment: (period: string) => `Tick Period ${period} above to choose what to pay`,
    paid: 'I have paid',
    paidQuestion: /^Have you paid ₹[\d,]+\.\d\d\?$/,
    notYet: 'Not yet',
    yes: 'Yes, I have paid',
    receiptTitle: 'Payment receipt',
    received: 'Payment received',
    notReceived: 'Waiting for confirmation',
    checkAgain: 'Check again',
    settledNote: 'Your loan is fully repaid.',
    payAll: 'Pay all',
    payNow: 'Pay now',
    overdue: 'Overdue',
    lateFeeIncluded: /^Late fee included: ₹[\d,]+\.\d\d$/,
    instalmentHelp:
      'Periods are paid in order: the earliest unpaid period is always included. To pay more than that, turn on Pay all, which pays every period and settles the loan.',
    paidPeriods: /^Paid periods \(\d+\)/,
    refusedExtension: 'This loan cannot be extended',
    backToLoan: 'Back to loan details',
    dueDate: 'Due date',
    pay: 'Pay',
    chooseCard: 'Please choose a paying bank card first',
    smsTitle: 'Enter the verification code',
    code: 'Verification code',
    getCode: 'Get code',
    confirm: 'Confirm',
    cardCancel: 'Cancel',
    wrongCode: 'Please enter the correct verification code',
    codeError: /^Verification code error/,
    gateway: 'Pay through the bank gateway',
    gatewayPay: /^Pay /,
    upiApp: 'Pay with a UPI app',
    upiQr: /^UPI QR code to pay ₹/,
    netbanking: /^Net banking/,
    debitCard: /^Debit card/,
    savedCard: /^Saved card/,
    cancelledTitle: 'Payment not completed',
    instalmentTitle: 'Instalment payment',
    extensionReceived: 'Extension fee received',
    extendedTo: /^Your loan is extended to \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
    nothingLeft: 'Nothing left to pay here',
    justPaid: 'Paid, thank you',
    seeReceipt: 'See the receipt',
    amountChanged:
      'The amount due has changed since this link was made. This is the amount to pay now.',
    paidBy: 'Paid by',
    payingBy: 'Paying by',
    smsSentTo: /^We sent a verification code by SMS to \+91 ••••• •\d{4}\.$/,
  },
  id: {
    region: 'ID' as const,
    vaTitle: 'Pelunasan',
    chooserTitle: 'Metode Pembayaran',
    billTitle: 'Detail Tagihan',
    delayTitle: 'Perpanjang jatuh tempo',
    delayPay: 'Bayar biaya perpanjangan',
    extensionTitle: 'Biaya perpanjangan',
    cardTitle: 'Pelunasan dengan Kartu',
    accountNumber: 'Nomor Virtual Account',
    paymentCode: 'Kode pembayaran',
    copy: 'Salin',
    copied: 'Berhasil disalin',
    payType: 'Jenis pembayaran',
    bank: 'Bank',
    market: 'Mini Market',
    bankRow: 'Bank Pilih',
    methodRow: 'Saluran pembayaran',
    chooseBankFirst: 'Pilih bank terlebih dahulu',
    methodAtm: 'ATM',
    submit: 'Saya ingin membayar',
    blockedBank: 'Pilih bank di atas untuk membayar',
    blockedInstalment: (period: string) =>
      `Centang Periode ${period} di atas untuk memilih yang akan dibayar`,
    paid: 'Saya sudah membayar',
    paidQuestion: /^Sudah membayar Rp [\d.]+\?$/,
    notYet: 'Belum',
    yes: 'Ya, sudah',
    receiptTitle: 'Bukti pembayaran',
    received: 'Pembayaran diterima',
    notReceived: 'Menunggu konfirmasi',
    checkAgain: 'Periksa lagi',
    settledNote: 'Pinjaman Anda sudah lunas.',
    payAll: 'Bayar semua',
    payNow: 'Bayar sekarang',
    overdue: 'Terlambat',
    lateFeeIncluded: /^Termasuk denda keterlambatan: Rp [\d.]+$/,
    instalmentHelp:
      'Periode dibayar berurutan: periode belum dibayar yang paling awal selalu ikut. Untuk membayar lebih dari itu, aktifkan Bayar semua, yang membayar semua periode dan melunasi pinjaman.',
    paidPeriods: /^Periode yang sudah dibayar \(\d+\)/,
    refusedExtension: 'Pinjaman ini tidak dapat diperpanjang',
    backToLoan: 'Kembali ke detail pinjaman',
    dueDate: 'Jatuh tempo',
    pay: 'Bayar',
    chooseCard: 'Silakan pilih kartu bank untuk pembayaran terlebih dahulu',
    smsTitle: 'Masukkan kode verifikasi',
    code: 'Kode verifikasi',
    getCode: 'Dapatkan kode',
    confirm: 'Konfirmasi',
    cardCancel: 'Batal',
    wrongCode: 'Silakan masukkan kode verifikasi yang benar',
    codeError: /^Kode verifikasi salah/,
    gateway: 'Bayar melalui gerbang pembayaran bank',
    gatewayPay: /^Bayar /,
    upiApp: 'Bayar dengan aplikasi UPI',
    upiQr: /^Kode QR UPI untuk membayar/,
    netbanking: /^Internet banking/,
    debitCard: /^Kartu debit/,
    savedCard: /^Kartu tersimpan/,
    cancelledTitle: 'Pembayaran tidak selesai',
    instalmentTitle: 'Pembayaran Cicilan',
    extensionReceived: 'Biaya perpanjangan diterima',
    extendedTo: /^Pinjaman Anda diperpanjang hingga \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
    nothingLeft: 'Tidak ada lagi yang perlu dibayar di sini',
    justPaid: 'Sudah dibayar, terima kasih',
    seeReceipt: 'Lihat bukti pembayaran',
    amountChanged:
      'Jumlah tagihan sudah berubah sejak tautan ini dibuat. Ini jumlah yang harus dibayar sekarang.',
    paidBy: 'Dibayar dengan',
    payingBy: 'Dibayar melalui',
    smsSentTo: /^Kami telah mengirim kode verifikasi melalui SMS ke \+62 •••• •••• \d{4}\.$/,
  },
} satisfies Record<Language, unknown>;

/** Money as the pages show it (docs/markets.md "Money and dates"): rupees with paise, rupiah whole. */
export function money(language: Language, minor: number): string {
  const major = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  // Rupiah are paid whole: no sen shown.
  return language === 'en'
    ? `₹${major.toLocaleString('en-IN')}.${cents}`
    : `Rp ${Math.floor((minor + 50) / 100).toLocaleString('id-ID')}`;
}

async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
  language: Language = 'id',
): Promise<T> {
  const headers = { 'X-Token': token, 'X-Language-Type': language === 'en' ? '1' : '2' };
  const res = await request.post(path, { data, headers });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe('00');
  return body.data as T;
}

/** What an order owes (minor units), its product and detail rows (in `language`), as loan details answer. */
export function orderInfo(
  request: APIRequestContext,
  token: string,
  orderId: number,
  language: Language = 'id',
) {
  return api<{
    productId: number;
    orderStatus: number;
    repayAmount: number;
    details: { text: string; value: string }[];
  }>(request, token, '/v3/loan-details/loan-details', { orderId }, language);
}

/**
 * The order's QRIS bill for its whole amount, asked as the page asks (decision 073): the server
 * answers the page's open bill again, so its `cardNo` is what the sandbox pays.
 */
export function qrisBill(
  request: APIRequestContext,
  token: string,
  orderId: number,
  order: { productId: number; repayAmount: number },
) {
  return api<{ vcode: string; cardNo: string }>(request, token, '/v3/loan-details/generate-vcode', {
    orderId,
    productId: order.productId,
    amount: order.repayAmount,
    payType: 4,
    payCode: 'QRIS',
    isDefault: 1,
    isDisplay: 0,
    specificNum: 0,
  });
}

export function instalmentPlan(request: APIRequestContext, token: string, orderId: number) {
  return api<{
    repayWaitDetail: {
      periodNo: number;
      totalAmount: number;
      periodStatus: number;
      lateFee?: number;
    }[];
    repayYetDetail: unknown[];
  }>(request, token, '/v3/installment/loan-play-detail', { orderId });
}

/** The sandbox bank pays an issued virtual account or payment code (its full amount). */
export async function simulatePayment(request: APIRequestContext, cardNo: string): Promise<void> {
  const res = await request.post('/dev/payments/simulate', { data: { cardNo } });
  const body = await res.json();
  expect(body.code, body.message).toBe('00');
}

/** The sandbox bank pays an account: its answer, unchecked (a closed or paid account is refused). */
export async function trySimulatePayment(request: APIRequestContext, cardNo: string) {
  const res = await request.post('/dev/payments/simulate?languageType=1', { data: { cardNo } });
  return { status: res.status(), body: (await res.json()) as { code: string; message: string } };
}

/** The sandbox bank's refusal of a payment into a closed or already paid account. */
export const sandboxRefusal =
  /^The sandbox bank refuses this payment: this account (was already paid|is closed)/;

/**
 * The loan repaid another way, as the borrower would on another phone: a mini-market code
 * paid at the store (Indonesia), or a saved card without an SMS code (India).
 */
export async function payElsewhere(
  request: APIRequestContext,
  session: { token: string; cards: { id: number; needValid: 0 | 1 }[] },
  orderId: number,
  amount: number,
  region: 'IN' | 'ID',
): Promise<void> {
  if (region === 'ID') {
    const code = await api<{ cardNo: string }>(
      request,
      session.token,
      '/v3/loan-details/generate-vcode',
      {
        orderId,
        amount,
        payCode: 'INDOMARET',
        payType: 2,
        isDefault: 0,
        isDisplay: 0,
        specificNum: 0,
      },
    );
    await simulatePayment(request, code.cardNo);
    return;
  }
  const headers = { 'X-Token': session.token };
  const way = await (
    await request.post('/greyer/repayment-way?languageType=1', { form: { orderId }, headers })
  ).json();
  const card = session.cards.find((c) => c.needValid === 0)!;
  const commit = await (
    await request.post('/greyer/repayment-commit?languageType=1', {
      form: { orderId, amount, cardId: card.id, repayToken: way.data.repayToken, sendMsg: 0 },
      headers,
    })
  ).json();
  expect(commit.code, commit.message).toBe('00');
}

/** The newest SMS code sent to `phone` (the outbox is newest first). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const body = await res.json();
  const text: string = body.data?.[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `an SMS code in "${text}"`).toBeTruthy();
  return code!;
}

/** The account number or payment code /that shows (digits only). */
export async function shownAccountNumber(page: Page): Promise<string> {
  const text = (await page.getByTestId('account-number').textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  expect(digits).toMatch(/^\d{8,}$/);
  return digits;
}

/** The UPI ID India's /that shows: the address the sandbox bank pays. */
export async function shownUpiId(page: Page): Promise<string> {
  const text = ((await page.getByTestId('upi-id').textContent()) ?? '').trim();
  expect(text).toMatch(/^tenor\.\d{12}@sbox$/);
  return text;
}

type Copy = (typeof repayCopy)[Language];

/**
 * "I have paid" → the question → Yes: the receipt page. When the money has not arrived
 * it says so; once the sandbox has paid, Check again shows the receipt.
 */
export async function confirmPaid(page: Page, c: Copy, amountText: string): Promise<void> {
  const receipt = page.getByRole('heading', { level: 1, name: c.receiptTitle });
  const paid = page.getByRole('button', { name: c.paid });
  // The page watches the payment itself: on a slow run it may turn into the receipt before the
  // tap, which is what the borrower would see too.
  await expect(paid.or(receipt)).toBeVisible();
  const tapped = await paid.click({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (tapped && !(await receipt.isVisible())) {
    const ask = page.getByRole('dialog', { name: c.paidQuestion });
    await expect(ask.or(receipt)).toBeVisible();
    if (await ask.isVisible()) {
      await expect(ask.getByRole('heading')).toContainText(amountText);
      // …or while the question is open: the receipt replaces it under the finger.
      await ask
        .getByRole('button', { name: c.yes })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
  }
  await expect(receipt).toBeVisible();
}

/** The receipt shows this amount as received. */
export async function expectReceipt(page: Page, c: Copy, amountText: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: c.received })).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText(amountText);
  await expect(page.getByTestId('receipt-reference')).not.toBeEmpty();
}

/** A toast with this text (the live region). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

/** How a spec asks for a demo borrower (the `newSession` fixture). */
type NewSession = (opts: { region: 'IN' | 'ID' }) => Promise<DemoSession>;

/** A new borrower of the language's market, their order in `status` and what it owes. */
export async function borrowerOrder(
  { newSession, request }: { newSession: NewSession; request: APIRequestContext },
  language: Language,
  status: number,
) {
  const session = await newSession({ region: repayCopy[language].region });
  const id = orderOf(session, status);
  const order = await orderInfo(request, session.token, id, language);
  return { session, id, order };
}

/**
 * A new borrower of the language's market and `/that` for their order in `status` (the
 * link's amount the order's own unless `amount` is given): the page every payment starts on.
 */
export async function openPay(
  page: Page,
  { newSession, request }: { newSession: NewSession; request: APIRequestContext },
  language: Language,
  status: number,
  amount?: number,
) {
  const { session, id, order } = await borrowerOrder({ newSession, request }, language, status);
  await page.goto(
    launchUrl('/that', {
      language,
      token: session.token,
      query: { amount: amount ?? order.repayAmount, orderId: id, productId: order.productId },
    }),
  );
  return { session, id, order, amount: money(language, order.repayAmount) };
}

/**
 * A new borrower of the language's market, on loan details of their order in `status`, who
 * taps Repay: the way a borrower starts paying from the loan (the method chooser's page next).
 */
export async function repayFromDetails(
  page: Page,
  { newSession, request }: { newSession: NewSession; request: APIRequestContext },
  language: Language,
  status: number,
) {
  const { session, id, order } = await borrowerOrder({ newSession, request }, language, status);
  await page.goto(
    launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
  );
  await expect(page.getByTestId('amount-due')).toBeVisible();
  await page.getByRole('link', { name: loansCopy[language].repay }).click();
  return { session, id, order, amount: money(language, order.repayAmount) };
}

/**
 * An Indonesian order paid by QRIS, as a borrower would: `/that`, "Bayar dengan QRIS", the QR
 * for the whole amount paid from any banking or wallet app (the sandbox here), the receipt.
 */
export async function payByQris(
  page: Page,
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<void> {
  const c = repayCopy.id;
  const order = await orderInfo(request, token, id);
  const total = money('id', order.repayAmount);
  const query = { amount: order.repayAmount, display: 0, orderId: id, productId: order.productId };
  await page.goto(launchUrl('/that', { language: 'id', token, query }));
  await page.getByRole('link', { name: /^Bayar dengan QRIS/ }).click();
  await expect(page).toHaveURL(/\/repayQris\?/);
  await expect(page.getByTestId('qris-total')).toHaveText(total);
  await simulatePayment(request, (await qrisBill(request, token, id, order)).cardNo);
  await confirmPaid(page, c, total);
  await expectReceipt(page, c, total);
}
