import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { orderInfo } from '../repay.ts';

/** The token of the demo session the preview made (its launch field). */
async function previewToken(page: Page): Promise<string> {
  const field = page.getByLabel(/token/i);
  await expect(field).not.toHaveValue('', { timeout: 10_000 });
  return field.inputValue();
}

test.describe('test preview: the legal pages and the sandbox', () => {
  test('links the legal pages and each product agreement with the launch parameters', async ({
    page,
  }) => {
    await page.goto('/testPreview?languageType=1');
    const token = await previewToken(page);
    for (const [name, path] of [
      [/Privacy policy \(\/privacyPolicy\)/, '/privacyPolicy'],
      [/About us \(\/aboutUs\)/, '/aboutUs'],
      [/Loan terms \(\/loanTerms\)/, '/loanTerms'],
    ] as const) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      const url = new URL(href!, 'http://x');
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get('languageType')).toBe('1');
      expect(url.searchParams.get('token')).toBe(token);
    }
    const agreement = page.getByRole('link', { name: /^Loan agreement – / }).first();
    await expect(agreement).toHaveAttribute('href', /^\/loanAgreement\?productId=\d+&/);
    await agreement.click();
    await expect(page.getByTestId('agreement-figures')).toContainText('₹');
    await expect(page).not.toHaveURL(/token=/);
  });

  test('makes a session in either market and one with an empty recommended list', async ({
    page,
  }) => {
    await page.goto('/testPreview?languageType=1');
    const first = await previewToken(page);

    await page.getByRole('button', { name: 'Indonesia session' }).click();
    await expect(page.getByLabel(/token/i)).not.toHaveValue(first, { timeout: 10_000 });
    await expect(page.getByLabel(/language/i)).toHaveValue('2');
    await expect(page.getByTestId('journey-products')).toContainText('DanaKilat');

    const second = await page.getByLabel(/token/i).inputValue();
    await page.getByRole('button', { name: /no recommendations|tanpa rekomendasi/ }).click();
    await expect(page.getByLabel(/token/i)).not.toHaveValue(second, { timeout: 10_000 });
    await page
      .getByRole('link', { name: /\(\/relevant\)$/ })
      .first()
      .click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(
      page.getByText(/Pengajuan hari ini sudah penuh|applications are full/i),
    ).toBeVisible();
  });

  test("lists the demo borrower's bills and pays one in a tap; links the complaint desk", async ({
    page,
    request,
  }) => {
    await page.goto('/testPreview');
    const token = await previewToken(page);
    // A bill issued as the repayment page issues it: a mini-market code for the due order.
    const orderId = Number(
      new URL(
        (await page.getByTestId('journey-repay').getByRole('link').first().getAttribute('href'))!,
        'http://x',
      ).searchParams.get('orderId'),
    );
    const order = await orderInfo(request, token, orderId);
    const issued = await request.post('/v3/loan-details/generate-vcode', {
      headers: { 'X-Token': token },
      data: {
        orderId,
        amount: order.repayAmount,
        payCode: 'ALFAMART',
        payType: 2,
        isDefault: 1,
        isDisplay: 0,
        specificNum: 0,
      },
    });
    const accountNo: string = (await issued.json()).data.cardNo;

    await page.getByRole('button', { name: 'Tampilkan tagihan' }).click();
    const bills = page.getByTestId('issued-accounts');
    await expect(bills).toContainText(accountNo);
    await expect(bills).toContainText('Minimarket');
    await page.getByRole('button', { name: `Bayar ${accountNo}` }).click();
    await expect(page.getByTestId('simulate-result')).toContainText(accountNo);
    await expect(page.getByRole('button', { name: `Bayar ${accountNo}` })).toHaveCount(0);
    await expect(bills).toContainText('Lunas');

    await expect(
      page.getByTestId('care-sandbox').getByRole('link', { name: /\/ops/ }),
    ).toHaveAttribute('href', '/ops');
    await expectAccessible(page);
  });
});
