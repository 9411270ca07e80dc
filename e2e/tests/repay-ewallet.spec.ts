import type { APIRequestContext } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import { expectReceipt, money, orderInfo, repayCopy, simulatePayment } from '../repay.ts';

// E-wallets are Indonesia's (decision 077): the walks in Bahasa Indonesia.
const language = 'id' as const;
const c = repayCopy[language];

/** The wallet's bill for the order, as the page asked for it (the server answers the same one). */
async function billOf(
  request: APIRequestContext,
  token: string,
  order: { orderId: number; productId: number; amount: number },
  wallet: string,
) {
  const res = await request.post('/v3/loan-details/generate-vcode', {
    data: {
      orderId: order.orderId,
      productId: order.productId,
      amount: order.amount,
      payType: 5,
      payCode: wallet,
      isDefault: 1,
      isDisplay: 0,
      specificNum: 0,
    },
    headers: { 'X-Token': token },
  });
  const body = (await res.json()) as { code: string; data: { vcode: string; cardNo: string } };
  expect(body.code).toBe('00');
  return body.data;
}

test('E-wallet: /that offers DANA, OVO and ShopeePay, /repayEwallet hands the borrower to DANA, the payment ends on the receipt naming DANA', async ({
  page,
  newSession,
  request,
}, testInfo) => {
  // Two pages, a payment, a reload and three accessibility checks: more than one page's budget.
  test.slow();
  const session = await newSession({ region: c.region });
  const id = orderId(session, s.due);
  const order = await orderInfo(request, session.token, id);
  const query = { amount: order.repayAmount, display: 0, orderId: id, productId: order.productId };
  const total = money(language, order.repayAmount);

  await page.goto(launchUrl('/that', { language, token: session.token, query }));
  const offer = page.getByTestId('ewallet-offer');
  await expect(offer.getByRole('heading', { name: 'Bayar dengan dompet digital' })).toBeVisible();
  await expect(offer.getByRole('link')).toHaveText([
    'Bayar dengan DANA',
    'Bayar dengan OVO',
    'Bayar dengan ShopeePay',
  ]);
  await offer.getByRole('link', { name: 'Bayar dengan DANA' }).click();
  await expect(page).toHaveURL(/\/repayEwallet\?.*wallet=DANA/);

  await expect(page.getByRole('heading', { level: 1, name: 'Bayar dengan DANA' })).toBeVisible();
  await expect(page.getByTestId('ewallet-total')).toHaveText(total);
  await expect(page.getByTestId('pay-before')).not.toBeEmpty();
  await expect(page.getByTestId('ewallet-steps').getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`ewallet-${language}-360.png`),
    fullPage: true,
  });

  // A double tap or a reload is answered the same request.
  const bill = await billOf(
    request,
    session.token,
    { orderId: id, productId: order.productId, amount: order.repayAmount },
    'DANA',
  );
  await expect(page.getByTestId('bill-number')).toHaveText(bill.vcode);

  // The sandbox has no wallet app: "DANA" sends the borrower straight back to the bill's receipt.
  await page.getByRole('button', { name: 'Buka DANA' }).click();
  await expect(page).toHaveURL(new RegExp(`/repayReceipt\\?.*vcode=${bill.vcode}`));
  await expect(page.getByTestId('receipt-pending')).toBeVisible();
  // The borrower approves in the wallet (the sandbox pays); the receipt shows the payment.
  await simulatePayment(request, bill.cardNo);
  await page.reload();
  await expectReceipt(page, c, total);
  await expect(page.getByText('DANA', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('E-wallet: a payment OVO declined comes back to a receipt that says it did not go through, and paying again makes a new request', async ({
  page,
  newSession,
  request,
}, testInfo) => {
  test.slow();
  const session = await newSession({ region: c.region });
  const id = orderId(session, s.due);
  const order = await orderInfo(request, session.token, id);
  const query = {
    amount: order.repayAmount,
    display: 0,
    orderId: id,
    productId: order.productId,
    wallet: 'OVO',
  };
  await page.goto(launchUrl('/repayEwallet', { language, token: session.token, query }));
  await expect(page.getByRole('heading', { level: 1, name: 'Bayar dengan OVO' })).toBeVisible();
  const first = await billOf(
    request,
    session.token,
    { orderId: id, productId: order.productId, amount: order.repayAmount },
    'OVO',
  );
  await expect(page.getByTestId('bill-number')).toHaveText(first.vcode);

  // The borrower refuses in the wallet, and the wallet sends them back to the bill's receipt.
  const declined = await request.post('/dev/payments/decline', { data: { cardNo: first.cardNo } });
  expect(((await declined.json()) as { code: string }).code).toBe('00');
  const receipt = { orderId: id, productId: order.productId, vcode: first.vcode };
  await page.goto(launchUrl('/repayReceipt', { language, token: session.token, query: receipt }));
  await expect(page.getByTestId('receipt-failed')).toContainText('Pembayaran tidak selesai');
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`ewallet-failed-${language}-360.png`),
    fullPage: true,
  });
  // Pay again: back to /that, where every way to pay is offered again, OVO too.
  await page.getByTestId('receipt-failed').getByRole('link').click();
  await expect(page).toHaveURL(/\/that\?/);
  await page.getByTestId('ewallet-offer').getByRole('link', { name: 'Bayar dengan OVO' }).click();
  await expect(page.getByRole('button', { name: 'Buka OVO' })).toBeVisible();
  await expect(page.getByTestId('bill-number')).toHaveText(/^VC/);
  await expect(page.getByTestId('bill-number')).not.toHaveText(first.vcode);
});
