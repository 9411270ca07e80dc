/**
 * Autodebet from an e-wallet (decision 076), Indonesia in Bahasa Indonesia, in one walk: set up
 * from loan details, a wallet chosen and linked on its page (the sandbox plays the wallet), the
 * notice by SMS before the due day, one debit on the due day (a second run takes nothing), its
 * receipt; then another order paid by QRIS, which any banking or wallet app pays. Screenshot at
 * 360 px.
 */
import { orderStatus as s } from '@tenor/contract/orders';
import { autodebetNotices, autopayClock, autopayTest as test, HOUR } from '../autopay.ts';
import { expect, expectAccessible, launchUrl } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import { expectReceipt, payByQris, repayCopy } from '../repay.ts';

test('Autodebet (id): a wallet linked on its page, the notice by SMS, one debit on the due day, its receipt; another order paid by QRIS', async ({
  page,
  request,
  newSession,
}, testInfo) => {
  const session = await newSession({ region: 'ID' });
  const order = orderId(session, 3);
  const url = (path: string, query: Record<string, string | number> = {}) =>
    launchUrl(path, { language: 'id', token: session.token, query: { orderId: order, ...query } });

  await page.goto(url('/loanDetails'));
  const card = page.getByTestId('loan-autopay');
  await expect(card.getByRole('heading', { name: 'Autodebet', exact: true })).toBeVisible();
  await expect(card).toContainText('dompet digital');
  await card.getByRole('link', { name: 'Aktifkan Autodebet' }).click();
  await expect(page).toHaveURL(/\/autopay\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Autodebet', exact: true }),
  ).toBeVisible();
  expect(await page.getByTestId('autopay-max').textContent()).toMatch(/^Rp\s[\d.]+$/);
  // Indonesia's page speaks of wallets, never of UPI or e-NACH.
  await expect(page.getByText(/UPI|e-NACH/)).toHaveCount(0);
  const wallets = page.getByRole('group', { name: 'Dari mana setiap cicilan dibayar?' });
  // The three wallets, and BRI's debit card by direct debit (decision 081).
  await expect(wallets.getByRole('radio')).toHaveCount(4);
  await wallets.getByRole('radio', { name: 'ShopeePay' }).check();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('autopay-wallet-id-360.png'), fullPage: true });

  // Linked on the wallet's page (the sandbox's), then back on /autopay: active at once.
  await page.getByRole('button', { name: 'Tautkan ShopeePay' }).click();
  await expect(page.getByTestId('autopay-status')).toHaveText('Menunggu persetujuan Anda');
  await page.getByTestId('autopay-wallet-page').click();
  await expect(page).toHaveURL(/\/sandbox\/wallet\?ref=[^&]+&wallet=SHOPEEPAY$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dompet sandbox: tautkan ShopeePay',
  );
  await page.getByRole('button', { name: 'Tautkan dompet' }).click();
  await expect(page).toHaveURL(/\/autopay\?/);
  await expect(page.getByTestId('autopay-status')).toHaveText('Aktif');
  await expect(page.getByTestId('autopay-wallet')).toHaveText('ShopeePay');

  // The notice at 10:00 on the last contact day before the due day, the debit on the due day.
  const { dayStart, noticeAt, amount, run } = await autopayClock(request, session, order, 'ID');
  expect(await run(noticeAt)).toEqual({ notices: 1, debits: 0 });
  const notice = await autodebetNotices(request, session.phone);
  expect(notice).toHaveLength(1);
  expect(notice[0]).toContain(amount);
  expect(notice[0]).not.toContain('UPI');
  expect(await run(dayStart + 14 * HOUR)).toEqual({ notices: 0, debits: 1 });
  expect((await run(dayStart + 15 * HOUR)).debits).toBe(0);
  await page.reload();
  await expect(page.getByTestId('autopay-debit')).toHaveText(/sudah dibayar dengan Autodebet\.$/);
  await page.getByRole('link', { name: 'Lihat bukti pembayaran' }).click();
  await expect(page).toHaveURL(/\/repayReceipt\?/);
  await expectReceipt(page, repayCopy.id, amount);

  // Another order, paid by QRIS from any banking or wallet app.
  await payByQris(page, request, session.token, orderId(session, s.due));
});
