import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { loansCopy, orderId } from '../loans.ts';
import {
  confirmPaid,
  expectReceipt,
  money,
  openPay,
  orderInfo,
  repayCopy,
  shownUpiId,
  simulatePayment,
} from '../repay.ts';

const language = 'en';
const c = repayCopy[language];
const l = loansCopy[language];

/** An Indian borrower repays through Indian rails, from loan details to the receipt. */
test.describe('repay in India (en)', () => {
  test('Repay now → UPI: the app link, QR code and UPI ID; the sandbox pays; I have paid → the receipt', async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: 'IN' });
    const id = orderId(session, s.due);
    const order = await orderInfo(request, session.token, id, language);
    const total = money(language, order.repayAmount);
    await page.goto(
      launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
    );
    await page.getByRole('link', { name: l.repay }).click();
    await expect(page).toHaveURL(
      new RegExp(`/that\\?amount=${order.repayAmount}&orderId=${id}&productId=\\d+$`),
    );
    await expect(page.getByTestId('pay-amount')).toHaveText(total);

    const app = page.getByRole('link', { name: c.upiApp });
    const intent = new URL((await app.getAttribute('href'))!);
    expect(intent.protocol).toBe('upi:');
    const upiId = await shownUpiId(page);
    expect(intent.searchParams.get('pa')).toBe(upiId);
    expect(intent.searchParams.get('am')).toBe((order.repayAmount / 100).toFixed(2));
    expect(intent.searchParams.get('cu')).toBe('INR');
    const qr = page.getByRole('img', { name: c.upiQr });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(180);
    await expect(page.getByRole('button', { name: c.netbanking })).toBeVisible();
    await expect(page.getByRole('button', { name: c.debitCard })).toBeVisible();
    await expect(page.getByRole('link', { name: c.savedCard })).toBeVisible();
    // Nothing of Indonesia: no bank virtual account, mini market, rupiah or +62 number.
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/Virtual account|BCA|ALFAMART|Rp\s|\+62/);
    expect(text).toMatch(/\+91/);
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/india-upi.png', fullPage: true });

    await simulatePayment(request, upiId);
    await confirmPaid(page, c, total);
    await expectReceipt(page, c, total);
    await expect(page.getByTestId('receipt-method')).toHaveText('UPI');
    await expect(page.getByTestId('receipt-after')).toHaveText(c.settledNote);
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/india-receipt.png', fullPage: true });
    await page.getByRole('link', { name: c.backToLoan }).click();
    await expect(page.getByRole('heading', { level: 2, name: l.headlines[200] })).toBeVisible();
  });

  test('net banking: the secure page asks for the bank, Pay leads to the receipt', async ({
    page,
    newSession,
    request,
  }) => {
    const { id, order, amount } = await openPay(page, { newSession, request }, language, s.overdue);
    // On a 360 px phone the way's chevron stands beside its name and hint, not on a line below.
    const way = page.getByRole('button', { name: c.netbanking });
    const words = await way.locator('span').first().boundingBox();
    const chevron = await way.locator('svg').boundingBox();
    expect(chevron!.x).toBeGreaterThanOrEqual(words!.x + words!.width);
    await way.click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    await page.getByRole('radio', { name: 'HDFC Bank' }).check();
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/india-netbanking.png', fullPage: true });
    await page.getByRole('button', { name: c.gatewayPay }).click();
    await expect(page).toHaveURL(
      new RegExp(`/repayReceipt\\?orderId=${id}&productId=${order.productId}&repaymentId=\\d+$`),
    );
    await expectReceipt(page, c, amount);
    await expect(page.getByTestId('receipt-method')).toHaveText('Net banking');
  });

  test('debit card: cancelling on the secure page comes back to choose again; paying gives the receipt', async ({
    page,
    newSession,
    request,
  }) => {
    const { id, order, amount } = await openPay(
      page,
      { newSession, request },
      language,
      s.disbursed,
    );
    await page.getByRole('button', { name: c.debitCard }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/that\\?amount=${order.repayAmount}&orderId=${id}`));
    await page.getByRole('button', { name: c.debitCard }).click();
    await page.getByRole('button', { name: c.gatewayPay }).click();
    await expectReceipt(page, c, amount);
    await expect(page.getByTestId('receipt-method')).toHaveText('Debit card');
  });

  test('a saved card is reachable from the page and ends on the receipt', async ({
    page,
    newSession,
    request,
  }) => {
    const { session, amount } = await openPay(page, { newSession, request }, language, s.due);
    const plainCard = session.cards.find((card) => card.needValid === 0)!;
    await page.getByRole('link', { name: c.savedCard }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.cardTitle })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(plainCard.bankName) }).check();
    await page.getByRole('button', { name: c.pay, exact: true }).click();
    await expectReceipt(page, c, amount);
  });

  test('an old link to the bank chooser shows India’s ways to pay', async ({
    page,
    newSession,
    request,
  }) => {
    const session = await newSession({ region: 'IN' });
    const id = orderId(session, s.due);
    const order = await orderInfo(request, session.token, id, language);
    const response = await page.goto(
      launchUrl('/individual', {
        language,
        token: session.token,
        query: { amount: order.repayAmount, display: 0, orderId: id, productId: order.productId },
      }),
    );
    // Sent on by the server, so the payment page arrives rendered, not blank until the app starts.
    expect(response?.request().redirectedFrom()?.url()).toContain('/individual?');
    await expect(page).toHaveURL(/\/that\?/);
    await expect(page.getByRole('link', { name: c.upiApp })).toBeVisible();
  });
});
