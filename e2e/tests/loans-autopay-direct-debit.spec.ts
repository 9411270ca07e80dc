/**
 * Autodebet by BRI debit card (decision 081), Indonesia in Bahasa Indonesia, in one walk: on
 * /autopay the borrower chooses BRI's direct debit, types the card's last four digits and
 * expiry (the phone prefilled with theirs), and the sandbox bank texts its code to the demo's
 * outbox; a wrong code is said on the page, the right one links the card; loan details' card
 * names the bank and the last four digits; then the notice by SMS before the due day, one debit
 * on the due day (a second run takes nothing), its receipt.
 */
import { autodebetNotices, autopayClock, autopayTest as test, HOUR } from '../autopay.ts';
import { expect, expectAccessible, launchUrl } from '../fixtures.ts';
import { orderId } from '../loans.ts';
import { expectReceipt, latestSmsCode, repayCopy } from '../repay.ts';

test('Autodebet (id): a BRI card linked with the bank’s code from the outbox (a wrong code first), one notice, one debit, its receipt', async ({
  page,
  request,
  newSession,
}) => {
  const session = await newSession({ region: 'ID' });
  const order = orderId(session, 3);
  const url = (path: string) =>
    launchUrl(path, { language: 'id', token: session.token, query: { orderId: order } });

  await page.goto(url('/autopay'));
  const choices = page.getByRole('group', { name: 'Dari mana setiap cicilan dibayar?' });
  await choices.getByRole('radio', { name: 'Debit langsung BRI' }).check();
  // The phone the bank knows is prefilled with the borrower's own.
  const phone = page.getByLabel('Nomor HP yang terdaftar di BRI');
  await expect(phone).toHaveValue(/^08\d{8,11}$/);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  // Nothing typed: the first field in error takes the focus, its message beside it.
  await expect(page.getByTestId('card-lastFour-error')).toBeVisible();
  await expect(page.getByLabel('4 digit terakhir kartu debit BRI')).toBeFocused();
  await page.getByLabel('4 digit terakhir kartu debit BRI').fill('8888');
  await page.getByLabel('Masa berlaku kartu (BB/TT)').fill('0630');
  await expect(page.getByLabel('Masa berlaku kartu (BB/TT)')).toHaveValue('06/30');
  await page.getByLabel('Email').fill('peminjam@contoh.co.id');
  // What was typed survives a reload, on the card's form.
  await page.reload();
  await expect(page.getByLabel('4 digit terakhir kartu debit BRI')).toHaveValue('8888');
  await expect(page.getByLabel('Email')).toHaveValue('peminjam@contoh.co.id');
  await page.getByTestId('card-consent').check();
  await expectAccessible(page);

  // The bank texts its code; the page asks for it here.
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  const step = page.getByTestId('card-code-step');
  await expect(step).toContainText('BRI •••• 8888');
  await expect(page.getByTestId('autopay-status')).toHaveText('Menunggu persetujuan Anda');
  await expectAccessible(page);
  await page.getByLabel('Kode dari BRI').fill('000000');
  await page.getByRole('button', { name: 'Tautkan kartu' }).click();
  await expect(page.getByTestId('card-code-error')).toHaveText(
    'Kode itu tidak cocok. Periksa SMS dari bank Anda lalu ketik lagi.',
  );
  const code = await latestSmsCode(request, session.phone);
  await page.getByLabel('Kode dari BRI').fill(code);
  await page.getByRole('button', { name: 'Tautkan kartu' }).click();
  await expect(page.getByTestId('autopay-status')).toHaveText('Aktif');
  await expect(page.getByTestId('autopay-card')).toHaveText('BRI •••• 8888');
  await expect(page.getByText('8888').first()).toBeVisible();

  // The notice at 10:00 on the last contact day before the due day names the card.
  const { dayStart, noticeAt, amount, run } = await autopayClock(request, session, order, 'ID');
  expect(await run(noticeAt)).toEqual({ notices: 1, debits: 0 });
  const notice = await autodebetNotices(request, session.phone);
  expect(notice).toHaveLength(1);
  expect(notice[0]).toContain(amount);
  expect(notice[0]).toContain('kartu debit BRI');
  expect(await run(dayStart + 14 * HOUR)).toEqual({ notices: 0, debits: 1 });
  expect((await run(dayStart + 15 * HOUR)).debits).toBe(0);

  // Loan details' card names the bank and the last four digits, never more.
  await page.goto(url('/loanDetails'));
  await expect(page.getByTestId('loan-autopay-card')).toHaveText('BRI •••• 8888');
  await page.goto(url('/autopay'));
  await expect(page.getByTestId('autopay-debit')).toHaveText(/sudah dibayar dengan Autodebet\.$/);
  await page.getByRole('link', { name: 'Lihat bukti pembayaran' }).click();
  await expect(page).toHaveURL(/\/repayReceipt\?/);
  await expectReceipt(page, repayCopy.id, amount);
});
