/**
 * UPI AutoPay (decision 072), India in English, in one walk: set up from loan details (what the
 * borrower approves and what will happen, axe on the screen), handed to the UPI app, approved
 * there (the sandbox plays the app), the pre-debit notice in the SMS outbox and on the page on
 * the sandbox clock, the due day's debit once (a second run takes nothing), its receipt, then
 * cancelled. Screenshots of the screen at 360 px in English and in Hindi.
 */
import { autopayClock, autopayTest as test, HOUR } from '../autopay.ts';
import { expect, expectAccessible, launchUrl } from '../fixtures.ts';
import { orderId } from '../loans.ts';

test('UPI AutoPay (en): set up from loan details, approved in the UPI app, notice 24 hours ahead, one debit on the due day, its receipt, then cancelled', async ({
  page,
  browser,
  request,
  newSession,
}, testInfo) => {
  const session = await newSession({ region: 'IN' });
  const order = orderId(session, 3);
  const url = (path: string, query: Record<string, string | number> = {}) =>
    launchUrl(path, { language: 'en', token: session.token, query: { orderId: order, ...query } });

  await page.goto(url('/loanDetails'));
  const card = page.getByTestId('loan-autopay');
  await expect(card.getByRole('heading', { name: 'AutoPay', exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Set up AutoPay' }).click();
  await expect(page).toHaveURL(/\/autopay\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'AutoPay', exact: true })).toBeVisible();
  const max = (await page.getByTestId('autopay-max').textContent()) ?? '';
  expect(max).toMatch(/^₹[\d,]+\.\d\d$/);
  await expect(page.getByTestId('autopay-ends')).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  await expect(page.getByTestId('autopay-terms')).toContainText('Only when an instalment is due');
  const steps = page.getByTestId('autopay-steps').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toHaveText(/At least 24 hours before each debit/);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('autopay-en-360.png'), fullPage: true });

  // Hindi: the same screen on a Hindi phone.
  const hindi = await browser.newContext({
    locale: 'hi-IN',
    viewport: { width: 360, height: 780 },
  });
  const hi = await hindi.newPage();
  await hi.goto(url('/autopay', { locale: 'hi-IN' }));
  await expect(hi.getByRole('heading', { level: 1, name: 'AutoPay', exact: true })).toBeVisible();
  await expect(hi.getByTestId('autopay-steps')).toContainText('कम से कम 24 घंटे पहले');
  await hi.screenshot({ path: testInfo.outputPath('autopay-hi-360.png'), fullPage: true });
  await hindi.close();

  // Handed to the UPI app: an intent link, never a UPI ID to type.
  await page.getByRole('button', { name: 'Set up UPI AutoPay' }).click();
  await expect(page.getByTestId('autopay-status')).toHaveText('Waiting for your approval');
  await expect(page.getByTestId('autopay-upi-app')).toHaveAttribute('href', /^upi:\/\/mandate\?/);
  const approved = await request.post('/dev/autopay/event', {
    data: { orderId: order, event: 'approve' },
  });
  expect((await approved.json()).data.status).toBe('active');
  await page.reload();
  await expect(page.getByTestId('autopay-status')).toHaveText('On');

  // The sandbox clock: the notice at 10:00 the day before the due day (inside the reminders'
  // contact hours), the debit at 14:00 on the due day (28 hours later, outside UPI's peak hours).
  const { dayStart, amount, date, run } = await autopayClock(request, session, order);
  expect(await run(dayStart - 14 * HOUR)).toEqual({ notices: 1, debits: 0 });
  const outbox = await (
    await request.get(`/dev/outbox?phone=${encodeURIComponent(session.phone)}`)
  ).json();
  const notice = (outbox.data as { text: string }[]).filter((m) =>
    m.text.includes('UPI AutoPay will debit'),
  );
  expect(notice.map((m) => m.text)).toEqual([
    `Tenor: UPI AutoPay will debit ${amount} on ${date} for your loan. To stop it, cancel AutoPay in the Tenor app or your UPI app.`,
  ]);
  await page.reload();
  await expect(page.getByTestId('autopay-debit')).toHaveText(
    `Notice sent: ${amount} will be taken on ${date}.`,
  );

  // The due day: one debit, a second run takes nothing.
  expect(await run(dayStart + 14 * HOUR)).toEqual({ notices: 0, debits: 1 });
  expect((await run(dayStart + 15 * HOUR)).debits).toBe(0);
  await page.reload();
  await expect(page.getByTestId('autopay-debit')).toHaveText(
    `${amount} due ${date} was paid by AutoPay.`,
  );
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expect(page).toHaveURL(/\/repayReceipt\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();

  // Cancelled from the screen, after a confirmation.
  await page.goto(url('/autopay'));
  await page.getByRole('button', { name: 'Cancel AutoPay' }).click();
  await expect(page.getByRole('alert')).toHaveText(/You will then pay each instalment yourself/);
  await page.getByRole('button', { name: 'Yes, cancel AutoPay' }).click();
  await expect(page.getByTestId('autopay-status')).toHaveText('Cancelled');
  await page.goto(url('/loanDetails'));
  await expect(page.getByTestId('loan-autopay-status')).toHaveText('Cancelled');
});
