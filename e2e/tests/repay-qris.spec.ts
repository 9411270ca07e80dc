import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import {
  confirmPaid,
  expectReceipt,
  money,
  orderInfo,
  qrisBill,
  repayCopy,
  simulatePayment,
} from '../repay.ts';

// QRIS is Indonesia's (decision 073): one walk in Bahasa Indonesia, from /that to the receipt.
const language = 'id' as const;
const c = repayCopy[language];

test('QRIS: /that offers it, /repayQris shows the dynamic QR until its deadline, the sandbox pays it, the receipt', async ({
  page,
  newSession,
  request,
}, testInfo) => {
  const session = await newSession({ region: c.region });
  const id = orderId(session, s.due);
  const order = await orderInfo(request, session.token, id);
  const query = { amount: order.repayAmount, display: 0, orderId: id, productId: order.productId };
  const total = money(language, order.repayAmount);

  await page.goto(launchUrl('/that', { language, token: session.token, query }));
  await expect(page.getByRole('heading', { level: 1, name: c.vaTitle })).toBeVisible();
  await expect(page.getByTestId('qris-offer')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`that-qris-${language}-360.png`),
    fullPage: true,
  });
  await page.getByRole('link', { name: /^Bayar dengan QRIS/ }).click();
  await expect(page).toHaveURL(/\/repayQris\?/);

  await expect(page.getByRole('heading', { level: 1, name: 'Bayar dengan QRIS' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kode QRIS' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Kode QRIS untuk membayar ${total}` })).toBeVisible();
  await expect(page.getByTestId('qris-total')).toHaveText(total);
  await expect(page.getByTestId('pay-before')).not.toBeEmpty();
  await expect(page.getByTestId('qris-steps').getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`qris-${language}-360.png`), fullPage: true });

  // Asked again for the same payment (a double tap, a reload), the server answers the same QR.
  const bill = await qrisBill(request, session.token, id, order);
  await expect(page.getByTestId('bill-number')).toHaveText(bill.vcode);

  // Any banking or wallet app pays it (the sandbox here); the page ends on the receipt.
  await simulatePayment(request, bill.cardNo);
  await confirmPaid(page, c, total);
  await expectReceipt(page, c, total);
  await expect(page.getByText('QRIS', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
