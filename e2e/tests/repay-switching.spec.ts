import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import { expectReceipt, money, openPay, orderInfo, repayCopy, toast } from '../repay.ts';

const language = 'en';
const c = repayCopy[language];
/** The old block: one payment's page held every other way for 30 minutes. */
const repeated = 'Do not submit the payment application repeatedly';

/** Starting one way to pay never blocks another (India: net banking, debit card, saved cards). */
test.describe('net banking then card (en)', () => {
  test('open net banking, go Back, pay by debit card: no block', async ({
    page,
    newSession,
    request,
  }) => {
    const { order } = await openPay(page, { newSession, request }, language, s.due);
    await page.getByRole('button', { name: c.netbanking }).click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    const netbanking = page.url();
    await page.goBack();
    await expect(page).toHaveURL(/\/that\?/);

    await page.getByRole('button', { name: c.debitCard }).click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    expect(page.url()).not.toBe(netbanking);
    await expect(page.getByText('Debit card', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: c.gatewayPay }).click();
    await expectReceipt(page, c, money(language, order.repayAmount));
    await expect(page.getByTestId('receipt-method')).toHaveText('Debit card');

    // The net-banking page left open says it was cancelled and takes nothing.
    await page.goto(netbanking);
    await expect(page.getByText('This payment was cancelled or has expired.')).toBeVisible();
  });

  test('open net banking, go Back, pay by saved card: no block, no toast over the page', async ({
    page,
    newSession,
    request,
  }) => {
    const { session, order } = await openPay(page, { newSession, request }, language, s.overdue);
    const plainCard = session.cards.find((card) => card.needValid === 0)!;
    await page.getByRole('button', { name: c.netbanking }).click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    await page.goBack();
    await page.getByRole('link', { name: c.savedCard }).click();
    await page.getByRole('radio', { name: new RegExp(plainCard.bankName) }).check();
    await page.getByRole('button', { name: c.pay, exact: true }).click();
    await expectReceipt(page, c, money(language, order.repayAmount));
    await expect(toast(page, repeated)).toHaveCount(0);
  });

  test('a card whose SMS code was never typed, then net banking, then the card again', async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: 'IN' });
    const id = orderId(session, s.disbursed);
    const order = await orderInfo(request, session.token, id, language);
    const smsCard = session.cards.find((card) => card.needValid === 1)!;
    await page.goto(
      launchUrl('/cardRepay', {
        language,
        token: session.token,
        query: { orderId: id, productId: order.productId, amount: order.repayAmount },
      }),
    );
    await page.getByRole('radio', { name: new RegExp(smsCard.bankName) }).check();
    await page.getByRole('button', { name: c.pay, exact: true }).click();
    const stage = page.getByRole('dialog', { name: c.smsTitle });
    await expect(stage).toBeVisible();
    await stage.getByRole('button', { name: c.cardCancel }).click();

    await page.getByRole('button', { name: c.gateway }).click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: c.cardTitle })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(smsCard.bankName) }).check();
    await page.getByRole('button', { name: c.pay, exact: true }).click();
    await expect(stage).toBeVisible();
    await expect(page.getByTestId('pay-refusal')).toHaveCount(0);
    await expect(toast(page, repeated)).toHaveCount(0);
    await expectAccessible(page);
  });
});
