import type { Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';
import {
  expectReceipt,
  money,
  openPay,
  orderInfo,
  payElsewhere,
  repayCopy,
  sandboxRefusal,
  shownAccountNumber,
  shownUpiId,
  simulatePayment,
  trySimulatePayment,
} from '../repay.ts';

/** The page finds the payment by itself: its first check comes 5 s after it shows. */
const FOUND_WITHIN = { timeout: 15_000 };

/** The live code of the market: India's UPI ID, Indonesia's virtual account number. */
const liveCode = (page: Page, language: 'en' | 'id') =>
  page.getByTestId(language === 'en' ? 'upi-id' : 'account-number');

const shownCode = (page: Page, language: 'en' | 'id') =>
  language === 'en' ? shownUpiId(page) : shownAccountNumber(page);

for (const language of languages) {
  const c = repayCopy[language];

  test.describe(`the paid-code page after payment (${language})`, () => {
    test('paid while open: the page becomes the receipt without a reload; Back never shows a live code', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      const order = await orderInfo(request, session.token, id, language);
      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      await page.getByRole('link', { name: loansCopy[language].repay }).click();
      const code = await shownCode(page, language);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

      await simulatePayment(request, code);
      await expect(page.getByRole('heading', { level: 2, name: c.received })).toBeVisible(
        FOUND_WITHIN,
      );
      await expect(page).toHaveURL(/\/repayReceipt\?orderId=\d+&productId=\d+&vcode=VC\d+$/);
      await expectReceipt(page, c, money(language, order.repayAmount));
      // The same document: no reload happened.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/paid-code-receipt-${language}.png` });

      // The bank takes no second payment into the paid code.
      const again = await trySimulatePayment(request, code);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(sandboxRefusal);

      // Back goes to the loan, not to the paid code.
      await page.goBack();
      await expect(page).toHaveURL(/\/loanDetails\?/);
      await expect(liveCode(page, language)).toHaveCount(0);
      // The old link itself no longer shows a live code either.
      await page.goto(
        launchUrl('/that', {
          language,
          token: session.token,
          query: { amount: order.repayAmount, orderId: id, productId: order.productId },
        }),
      );
      await expect(page.getByRole('heading', { level: 2, name: c.justPaid })).toBeVisible();
      await expect(liveCode(page, language)).toHaveCount(0);
      await expect(page.getByRole('button', { name: c.paid })).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/paid-code-nothing-left-${language}.png` });
    });

    test('I have paid before the money arrived: the receipt waits, then shows it; Back shows no live code', async ({
      page,
      newSession,
      request,
    }) => {
      const { order } = await openPay(page, { newSession, request }, language, s.disbursed);
      const code = await shownCode(page, language);
      await page.getByRole('button', { name: c.paid }).click();
      await page.getByRole('dialog').getByRole('button', { name: c.yes }).click();
      // Waiting, and it says so: nothing is "paid by" anything yet.
      await expect(page.getByRole('heading', { level: 2, name: c.notReceived })).toBeVisible();
      await expect(page.getByText(c.payingBy, { exact: true })).toBeVisible();
      await expect(page.getByText(c.paidBy, { exact: true })).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/paid-code-waiting-${language}.png` });

      await simulatePayment(request, code);
      await expectReceipt(page, c, money(language, order.repayAmount));
      await page.goBack();
      await expect(page).toHaveURL(/\/that\?/);
      await expect(page.getByRole('heading', { level: 2, name: c.justPaid })).toBeVisible();
      await expect(page.getByRole('link', { name: c.seeReceipt })).toHaveAttribute(
        'href',
        /^\/repayReceipt\?orderId=\d+&productId=\d+&vcode=VC\d+$/,
      );
      await expect(liveCode(page, language)).toHaveCount(0);
      await page.screenshot({ path: `.tmp/shots/paid-code-just-paid-${language}.png` });
    });

    test('repaid another way while the code is open: the page says nothing is left, the bank refuses the code', async ({
      page,
      newSession,
      request,
    }) => {
      const { session, id, order } = await openPay(
        page,
        { newSession, request },
        language,
        s.overdue,
      );
      const code = await shownCode(page, language);

      await payElsewhere(request, session, id, order.repayAmount, c.region);
      await expect(page.getByRole('heading', { level: 2, name: c.nothingLeft })).toBeVisible(
        FOUND_WITHIN,
      );
      await expect(liveCode(page, language)).toHaveCount(0);
      await expect(page.getByRole('button', { name: c.paid })).toHaveCount(0);
      const refused = await trySimulatePayment(request, code);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(sandboxRefusal);
    });
  });
}
