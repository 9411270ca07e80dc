/**
 * e-NACH (decision 078), India, in English and Hindi: on /autopay the borrower picks the bank
 * account instead of UPI AutoPay, is told in their language what is wrong with what they typed
 * (nothing sent), fills the account in, signs on the (sandbox) bank's page and comes back to
 * the bank confirming; the bank confirms (the sandbox plays it), the pre-debit notice reaches
 * the SMS outbox inside contact hours, the due day's debit is taken once, its receipt shows,
 * then the mandate is cancelled. Screenshots at 360 px in English and Hindi.
 */
import { autopayClock, autopayTest as test, HOUR } from '../autopay.ts';
import { expect, expectAccessible, launchUrl } from '../fixtures.ts';
import { orderId } from '../loans.ts';

test('e-NACH (en, hi): the account checked in the borrower’s words, signed at the bank, confirmed, one debit after the notice, its receipt, then cancelled', async ({
  page,
  browser,
  request,
  newSession,
}, testInfo) => {
  // A long walk (two languages, axe, the bank's page, the clock): three times the usual budget.
  test.slow();
  const session = await newSession({ region: 'IN' });
  const order = orderId(session, 3);
  const url = (path: string, query: Record<string, string | number> = {}) =>
    launchUrl(path, { language: 'en', token: session.token, query: { orderId: order, ...query } });

  // Hindi (another borrower: a Hindi launch keeps the borrower's language, decision 074): the
  // form in Hindi, its messages too.
  const hindiSession = await newSession({ region: 'IN' });
  const hindi = await browser.newContext({
    locale: 'hi-IN',
    viewport: { width: 360, height: 780 },
  });
  const hi = await hindi.newPage();
  await hi.goto(
    launchUrl('/autopay', {
      language: 'en',
      token: hindiSession.token,
      query: { orderId: orderId(hindiSession, 3), locale: 'hi-IN' },
    }),
  );
  // A page of its own context: wait for the app as the `page` fixture does, or a tap is lost.
  await hi.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  await hi.getByLabel('बैंक खाता (e-NACH)').check();
  await hi.getByTestId('enach-submit').click();
  await expect(hi.getByTestId('enach-holder-error')).toHaveText('खाताधारक का नाम लिखें।');
  await expect(hi.getByTestId('enach-holder')).toBeFocused();
  await hi.screenshot({ path: testInfo.outputPath('autopay-enach-hi-360.png'), fullPage: true });
  await hindi.close();

  await page.goto(url('/autopay'));
  await page.getByLabel('Bank account (e-NACH)').check();
  const max = (await page.getByTestId('autopay-max').textContent()) ?? '';
  expect(max).toMatch(/^₹[\d,]+\.\d\d$/);
  await expect(page.getByText(`of up to ${max} each`)).toBeVisible();

  // Mistyped: each field says what is wrong, nothing is sent.
  await page.getByTestId('enach-holder').fill('Asha Verma');
  await page.getByTestId('enach-number').fill('50100012345678');
  await page.getByTestId('enach-again').fill('50100012345670');
  await page.getByTestId('enach-ifsc').fill('hdfc1234');
  await page.getByTestId('enach-submit').click();
  await expect(page.getByTestId('enach-again-error')).toHaveText(
    'The two account numbers are different. Type it again.',
  );
  await expect(page.getByTestId('enach-ifsc-error')).toHaveText(
    'Enter the IFSC: 4 letters, then 0, then 6 letters or digits.',
  );
  await expect(page.getByTestId('enach-again')).toBeFocused();
  await expect(page.getByTestId('autopay-status')).toHaveCount(0);

  await page.getByTestId('enach-again').fill('50100012345678');
  await page.getByTestId('enach-ifsc').fill('HDFC0001234');
  await page.getByLabel('Net banking').check();
  await page.getByTestId('enach-consent').check();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('autopay-enach-en-360.png'), fullPage: true });
  await page.getByTestId('enach-submit').click();
  await expect(page.getByTestId('autopay-status')).toHaveText('Waiting for your approval');
  await expect(page.getByTestId('autopay-waiting')).toHaveText(
    'Sign the mandate on your bank’s page to finish.',
  );

  // The bank's page (the sandbox's), then back to the page: the bank is confirming.
  await page.getByTestId('autopay-bank-page').click();
  await expect(page).toHaveURL(/\/sandbox\/enach\?ref=/);
  await page.getByRole('button', { name: 'Sign the mandate' }).click();
  await expect(page).toHaveURL(/\/autopay\?/);
  await page.goto(url('/autopay'));
  await expect(page.getByTestId('autopay-waiting')).toHaveText(/Your bank is confirming/);
  const approved = await request.post('/dev/autopay/event', {
    data: { orderId: order, event: 'approve' },
  });
  expect((await approved.json()).data.status).toBe('active');
  await page.reload();
  await expect(page.getByTestId('autopay-status')).toHaveText('On');
  // The page speaks of the mandate the borrower has, not of UPI.
  await expect(page.getByText(/^With e-NACH each instalment/)).toBeVisible();
  await expect(page.getByText(/UPI/)).toHaveCount(0);

  // The notice at 10:00 the day before, the debit at 11:00 on the due day (no peak hours).
  const { dayStart, amount, date, run } = await autopayClock(request, session, order);
  expect(await run(dayStart - 14 * HOUR)).toEqual({ notices: 1, debits: 0 });
  const outbox = await (
    await request.get(`/dev/outbox?phone=${encodeURIComponent(session.phone)}`)
  ).json();
  const notice = (outbox.data as { text: string }[]).filter((m) => m.text.includes(amount));
  expect(notice).toHaveLength(1);
  expect(notice[0]!.text).toContain(date);
  expect(await run(dayStart + 11 * HOUR)).toEqual({ notices: 0, debits: 1 });
  expect((await run(dayStart + 12 * HOUR)).debits).toBe(0);
  await page.reload();
  await expect(page.getByTestId('autopay-debit')).toHaveText(
    `${amount} due ${date} was paid by AutoPay.`,
  );
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expect(page).toHaveURL(/\/repayReceipt\?/);
  await expect(page.getByText('Payment received')).toBeVisible();

  await page.goto(url('/autopay'));
  await page.getByRole('button', { name: 'Cancel AutoPay' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Cancel the e-NACH mandate? You will then pay each instalment yourself.',
  );
  await page.getByRole('button', { name: 'Yes, cancel AutoPay' }).click();
  await expect(page.getByTestId('autopay-status')).toHaveText('Cancelled');
});
