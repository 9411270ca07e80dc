import type { Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import { orderInfo } from '../repay.ts';

/**
 * The staff's Chinese pack (locale=zh-CN) over an Indian borrower: the pages send the locale
 * and the server answers in its Chinese pack, so none of its English words may show.
 */
const serverWords = [
  'Order no.',
  'Loan amount',
  'Current due date',
  'New due date',
  'Extension fee',
  'Pay the fee before',
  'Period ',
  'Periods are paid',
  'Net banking',
  'Debit card',
  'nothing to repay',
  'virtual account',
];

async function expectNoServerWords(page: Page) {
  const text = await page.getByRole('main').innerText();
  for (const words of serverWords) expect(text, words).not.toContain(words);
}

const zh = (path: string, token: string, query: Record<string, string | number>) =>
  launchUrl(path, { language: 'en', token, query: { ...query, locale: 'zh-CN' } });

test.describe('repayment pages in the staff pack (zh-CN)', () => {
  test('the extension, instalment and receipt pages write their own words', async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: 'IN' });
    const due = orderId(session, s.due);
    await page.goto(zh('/repayDelay', session.token, { orderId: due }));
    await expect(page.getByTestId('delay-rows')).toBeVisible();
    await expect(page.getByTestId('delay-rows')).toContainText('订单号');
    // Its dates in Chinese on India's clock, the page's own and the server's alike.
    await expect(page.getByTestId('delay-rows')).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
    await expect(page.getByTestId('delay-rows')).not.toContainText(/\d (Nov|Dec|Jan) \d{4}/);
    await expectNoServerWords(page);
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/zh-delay.png', fullPage: true });

    const instalments = orderId(session, s.instalmentsInProgress);
    await page.goto(zh('/installmentRepay', session.token, { orderId: instalments }));
    await expect(page.getByTestId('pending-periods')).toContainText('第 ');
    await expectNoServerWords(page);

    // Paid by net banking: the receipt names the way in Chinese.
    const order = await orderInfo(request, session.token, due, 'en');
    await page.goto(
      zh('/that', session.token, {
        amount: order.repayAmount,
        orderId: due,
        productId: order.productId,
      }),
    );
    await page.getByTestId('way-netbanking').click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('receipt-method')).toHaveText('网上银行');
    await expectNoServerWords(page);

    // The old link, just after paying: paid, thank you, with the receipt, in Chinese.
    await page.goto(
      zh('/that', session.token, {
        amount: order.repayAmount,
        orderId: due,
        productId: order.productId,
      }),
    );
    await expect(page.getByRole('heading', { level: 2, name: '已付款，谢谢' })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看付款凭证' })).toBeVisible();
    await expectNoServerWords(page);
  });
});
