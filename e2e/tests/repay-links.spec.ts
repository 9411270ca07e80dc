import type { Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, orderId } from '../loans.ts';
import { money, openPay, orderInfo, repayCopy } from '../repay.ts';

/**
 * Holds the page's first answer about what it pays until `release` is called, so the test
 * can look at the page before the server has answered.
 */
async function holdAnswer(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}*`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A figure of the link's tampered amount, as the page would have shown it. */
const linkFigure = (language: 'en' | 'id') => (language === 'en' ? '₹0.01' : 'Rp 0');

for (const language of languages) {
  const c = repayCopy[language];

  test.describe(`a stale or tampered repayment link (${language})`, () => {
    test('shows a loading state, then only the server’s amount, explained once; every way pays it', async ({
      page,
      newSession,
      request,
    }) => {
      const release = await holdAnswer(page, '/v3/loan-details/init-pay-type');
      const { order } = await openPay(page, { newSession, request }, language, s.due, 1);
      // Server-rendered or loading, the link's figure never shows.
      await expect(page.getByRole('main')).not.toContainText(linkFigure(language));
      release();

      const owed = money(language, order.repayAmount);
      await expect(page.getByTestId(language === 'en' ? 'pay-amount' : 'va-total')).toHaveText(
        owed,
      );
      await expect(page.getByTestId('amount-changed')).toHaveCount(1);
      await expect(page.getByTestId('amount-changed')).toHaveText(c.amountChanged);
      await expect(page.getByRole('main')).not.toContainText(linkFigure(language));
      if (language === 'en') {
        // The other ways pay the same, corrected amount.
        await expect(page.getByRole('link', { name: c.savedCard })).toHaveAttribute(
          'href',
          new RegExp(`amount=${order.repayAmount}$`),
        );
      } else {
        await expect(page.getByTestId('change-method')).toHaveAttribute(
          'href',
          new RegExp(`amount=${order.repayAmount}&`),
        );
      }
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/link-corrected-${language}.png` });
    });
  });
}

test.describe('a tampered card-repayment link (en)', () => {
  const c = repayCopy.en;

  test('/cardRepay?amount=100 never shows ₹1.00: loading first, then the amount owed', async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: 'IN' });
    const id = orderId(session, s.overdue);
    const order = await orderInfo(request, session.token, id, 'en');
    const release = await holdAnswer(page, '/greyer/repayment-way');
    await page.goto(
      launchUrl('/cardRepay', {
        language: 'en',
        token: session.token,
        query: { orderId: id, productId: order.productId, amount: 100 },
      }),
    );
    await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('₹1.00');
    await page.screenshot({ path: '.tmp/shots/link-card-loading-en.png' });
    release();
    await expect(page.getByTestId('card-amount')).toHaveText(money('en', order.repayAmount));
    await expect(page.getByTestId('amount-changed')).toHaveText(c.amountChanged);
    await expect(page.getByRole('main')).not.toContainText('₹1.00');

    // Pay takes the amount owed, not the link's.
    const plainCard = session.cards.find((card) => card.needValid === 0)!;
    await page.getByRole('radio', { name: new RegExp(plainCard.bankName) }).check();
    await page.getByRole('button', { name: c.pay, exact: true }).click();
    await expect(page.getByTestId('receipt-amount')).toHaveText(money('en', order.repayAmount));
  });
});
