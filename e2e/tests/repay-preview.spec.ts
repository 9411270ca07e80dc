import { expect, expectAccessible, test } from '../fixtures.ts';
import { shownAccountNumber } from '../repay.ts';

test.describe('test preview: repayment', () => {
  test('links the demo orders to the repayment pages; the sandbox pays a shown account', async ({
    page,
  }) => {
    await page.goto('/testPreview');
    await expect(page.getByLabel(/token/i)).not.toHaveValue('', { timeout: 10_000 });
    const va = page.getByRole('link', { name: /^Pelunasan virtual account – pesanan \d+ \(Rp / });
    await expect(va).toBeVisible();
    for (const name of [
      /^Pilih metode pelunasan – pesanan \d+$/,
      /^Pelunasan kartu – pesanan \d+ \(Rp /,
      /^Biaya perpanjangan – pesanan \d+$/,
      /^Pelunasan cicilan – pesanan \d+$/,
    ]) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Sandbox pembayaran' })).toBeVisible();
    await expectAccessible(page);

    await va.click();
    await expect(page).toHaveURL(/\/that\?amount=\d+&orderId=\d+&productId=\d+$/);
    const number = await shownAccountNumber(page);
    await page.goBack();

    await page.getByLabel('Virtual account atau kode pembayaran').fill(number);
    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(page.getByTestId('simulate-result')).toHaveText(`${number} sudah dibayar`);
    await page.getByRole('button', { name: 'Muat ulang' }).click();
    // The outbox is read: empty, or already holding the SMS of the loan the payment closed
    // (the closing job sends it within seconds).
    await expect(page.getByText('Belum ada pesan.').or(page.getByTestId('outbox'))).toBeVisible();
    await expectAccessible(page);
  });
});
