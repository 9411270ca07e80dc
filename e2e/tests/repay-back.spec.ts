/**
 * One source of truth for an order on the page (decision 040): after a payment the
 * borrower goes Back to loan details and reads the loan as it is now, on every rail of both
 * markets; an extension of an overdue instalment says what moves and what stays.
 */
import type { Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test, type Language } from '../fixtures.ts';
import { loansCopy } from '../loans.ts';
import {
  borrowerOrder,
  expectReceipt,
  instalmentPlan,
  repayFromDetails,
  money,
  repayCopy,
  shownAccountNumber,
  shownUpiId,
  simulatePayment,
} from '../repay.ts';

/**
 * The page showing the paid code turns into its receipt by itself (its watch backs off to
 * 30 s), for the whole amount.
 */
async function receiptBySelf(page: Page, language: Language, amount: string): Promise<void> {
  const c = repayCopy[language];
  await expect(page.getByRole('heading', { level: 2, name: c.received })).toBeVisible({
    timeout: 45_000,
  });
  await expectReceipt(page, c, amount);
}

// Each journey waits for a page to find a payment by itself (up to 45 s at 4x slower).
test.describe.configure({ timeout: 120_000 });

/**
 * Back from the receipt, at most three steps, to loan details: no page on the way offers
 * to pay again, and loan details says the loan is repaid, with no amount due.
 */
async function backToPaidLoan(page: Page, language: Language, shot: string): Promise<void> {
  const l = loansCopy[language];
  for (let step = 0; step < 3 && !/\/loanDetails\?/.test(page.url()); step++) {
    await page.goBack();
    if (/\/that\?/.test(page.url())) {
      // Just paid in this tab: thanks and the receipt, not a bare "nothing left".
      await expect(
        page.getByRole('heading', { level: 2, name: repayCopy[language].justPaid }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: repayCopy[language].seeReceipt }),
      ).toHaveAttribute('href', /^\/repayReceipt\?orderId=\d+/);
    }
  }
  await expect(page).toHaveURL(/\/loanDetails\?/);
  await expect(page.getByRole('heading', { level: 2, name: l.headlines[200] })).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveCount(0);
  await expect(page.getByRole('link', { name: l.repay })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `.tmp/shots/${shot}`, fullPage: true });
}

test.describe('pay, then Back to loan details (en, India)', () => {
  const language = 'en';
  const c = repayCopy[language];

  test('UPI: paid while open, the receipt, Back to the repaid loan', async ({
    page,
    newSession,
    request,
  }) => {
    const { amount } = await repayFromDetails(page, { newSession, request }, language, s.overdue);
    const upi = await shownUpiId(page);
    await simulatePayment(request, upi);
    await receiptBySelf(page, language, amount);
    await expect(page.getByTestId('receipt-after')).toHaveText(c.settledNote);
    await page.screenshot({ path: '.tmp/shots/back-receipt-en.png', fullPage: true });
    await backToPaidLoan(page, language, 'back-details-upi-en.png');
  });

  test('saved card: the receipt, then Back twice to the repaid loan', async ({
    page,
    newSession,
    request,
  }) => {
    const { session, amount } = await repayFromDetails(
      page,
      { newSession, request },
      language,
      s.overdue,
    );
    const card = session.cards.find((k) => k.needValid === 0)!;
    await page.getByRole('link', { name: c.savedCard }).click();
    await page.getByRole('radio', { name: new RegExp(card.bankName) }).check();
    await page.getByRole('button', { name: c.pay, exact: true }).click();
    await expectReceipt(page, c, amount);
    await expect(page.getByTestId('receipt-after')).toHaveText(c.settledNote);
    await backToPaidLoan(page, language, 'back-details-card-en.png');
  });

  test('net banking: the secure page, the receipt, Back to the repaid loan', async ({
    page,
    newSession,
    request,
  }) => {
    const { amount } = await repayFromDetails(page, { newSession, request }, language, s.overdue);
    await page.getByRole('button', { name: c.netbanking }).click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    await page.getByRole('radio', { name: 'HDFC Bank' }).check();
    await page.getByRole('button', { name: c.gatewayPay }).click();
    await expectReceipt(page, c, amount);
    await expect(page.getByTestId('receipt-method')).toHaveText('Net banking');
    await backToPaidLoan(page, language, 'back-details-netbanking-en.png');
  });
});

test.describe('pay, then Back to loan details (id, Indonesia)', () => {
  const language = 'id';
  const c = repayCopy[language];

  test('virtual account: paid while open, the receipt, Back to the repaid loan', async ({
    page,
    newSession,
    request,
  }) => {
    const { amount } = await repayFromDetails(page, { newSession, request }, language, s.overdue);
    await simulatePayment(request, await shownAccountNumber(page));
    await receiptBySelf(page, language, amount);
    await expect(page.getByTestId('receipt-after')).toHaveText(c.settledNote);
    await page.screenshot({ path: '.tmp/shots/back-receipt-id.png', fullPage: true });
    await backToPaidLoan(page, language, 'back-details-va-id.png');
  });

  test('Indomaret: the code paid at the store, the receipt, Back to the repaid loan', async ({
    page,
    newSession,
    request,
  }) => {
    const { amount } = await repayFromDetails(page, { newSession, request }, language, s.overdue);
    await page.getByTestId('change-method').click();
    await page.getByRole('button', { name: new RegExp(`^${c.payType}`) }).click();
    await page
      .getByRole('dialog', { name: c.payType })
      .getByRole('button', { name: c.market })
      .click();
    await page.getByRole('radio', { name: 'INDOMARET' }).check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: c.paymentCode })).toBeVisible();
    await simulatePayment(request, await shownAccountNumber(page));
    await receiptBySelf(page, language, amount);
    await expect(page.getByTestId('receipt-method')).toHaveText('INDOMARET');
    await backToPaidLoan(page, language, 'back-details-market-id.png');
  });
});

const extensionCopy = {
  en: {
    extended: 'Extended on',
    fee: 'fee',
    rule: /^Your due date has passed, so the new date is 14 days from today\.$/,
    changes: 'What the extension changes',
    moves: /^Moves to \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    stays: (date: string) => `Stays on ${date}`,
    period: (n: number, amount: string) => `Period ${n}/3 · ${amount}`,
    later: (n: number) => new RegExp(`^Period ${n} · due \\d{1,2} [A-Z][a-z]{2} \\d{4}$`),
  },
  id: {
    extended: 'Diperpanjang pada',
    fee: 'biaya',
    rule: /^Tanggal jatuh tempo Anda sudah lewat, jadi tanggal baru dihitung 14 hari dari hari ini\.$/,
    changes: 'Yang berubah dengan perpanjangan',
    moves: /^Mundur ke \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    stays: (date: string) => `Tetap ${date}`,
    period: (n: number, amount: string) => `Periode ${n}/3 · ${amount}`,
    later: (n: number) => new RegExp(`^Periode ${n} · jatuh tempo \\d{1,2} [A-Z][a-z]{2} \\d{4}$`),
  },
} satisfies Record<Language, unknown>;

for (const language of ['en', 'id'] as const) {
  const c = repayCopy[language];
  const x = extensionCopy[language];

  test(`extending an overdue instalment: what moves, what stays, and the receipt's amounts (${language})`, async ({
    page,
    newSession,
    request,
  }) => {
    const { session, id, order } = await borrowerOrder(
      { newSession, request },
      language,
      s.instalmentOverdue,
    );
    const plan = await instalmentPlan(request, session.token, id);
    const [second, third] = plan.repayWaitDetail.map((p) => money(language, p.totalAmount));
    await page.goto(
      launchUrl('/repayDelay', {
        language,
        token: session.token,
        query: { productId: order.productId, orderId: id },
      }),
    );
    await expect(page.getByRole('heading', { level: 1, name: c.delayTitle })).toBeVisible();
    await expect(page.getByTestId('extension-rule')).toHaveText(x.rule);
    await expect(page.getByRole('heading', { level: 2, name: x.changes })).toBeVisible();
    const rows = page.getByTestId('delay-periods');
    await expect(rows.locator('dt')).toHaveText([x.period(2, second!), x.period(3, third!)]);
    await expect(rows.getByTestId('period-moves')).toHaveText(x.moves);
    const stays = (await rows.getByTestId('period-stays').textContent()) ?? '';
    expect(stays.startsWith(x.stays(''))).toBe(true);
    await expectAccessible(page);
    await page.screenshot({
      path: `.tmp/shots/extension-instalment-${language}.png`,
      fullPage: true,
    });

    await page.getByRole('button', { name: c.delayPay }).click();
    const code = language === 'en' ? await shownUpiId(page) : await shownAccountNumber(page);
    await simulatePayment(request, code);
    await expect(page.getByRole('heading', { level: 2, name: c.extensionReceived })).toBeVisible({
      timeout: 20_000,
    });
    // Still to pay: period 2 alone, on its new date; period 3 on its own date.
    await expect(page.getByTestId('receipt-remaining')).toHaveText(second!);
    await expect(page.getByTestId('receipt-later')).toHaveText(third!);
    await expect(page.locator('dt').filter({ hasText: x.later(3) })).toHaveCount(1);
    const newDate = (await page.getByTestId('receipt-next-due').textContent()) ?? '';
    expect(newDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const fee = (await page.getByTestId('receipt-amount').textContent()) ?? '';
    await expectAccessible(page);
    await page.screenshot({ path: `.tmp/shots/extension-receipt-${language}.png`, fullPage: true });

    await page.getByRole('link', { name: c.backToLoan }).click();
    await expect(page).toHaveURL(/\/loanDetails\?/);
    await expect(page.getByTestId('due-date')).toHaveText(newDate);
    // The order's rows say it was extended: when, and the fee paid.
    const extended = page
      .getByTestId('detail-rows')
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: x.extended }) });
    await expect(extended.locator('dd')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4} · /);
    // The fee and its amount hold together (no-break spaces): the row breaks only after the date.
    const value = (await extended.locator('dd').textContent()) ?? '';
    expect(value.endsWith(` · ${`${x.fee} ${fee}`.replaceAll(' ', '\u00a0')}`)).toBe(true);
    await page.screenshot({ path: `.tmp/shots/extension-details-${language}.png`, fullPage: true });
  });
}
