import { orderStatuses } from '@tenor/contract/orders';
import { expect, expectAccessible, test } from '../fixtures.ts';

test.describe('test preview', () => {
  test('creates a demo session and opens the recommended page with it', async ({ page }) => {
    await page.goto('/testPreview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = page.getByLabel(/token/i);
    await expect(token).not.toHaveValue('', { timeout: 10_000 });
    await expectAccessible(page);

    // An Indian borrower's session: the launch follows the borrower's market (decision 074).
    const first = await token.inputValue();
    await page.getByRole('button', { name: /^(India session|Sesi India)$/ }).click();
    await expect(token).not.toHaveValue(first);
    await expect(page.getByLabel(/language/i)).toHaveValue('1');
    await page
      .getByRole('link', { name: /relevant|recommended/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/relevant/);
    await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('₹');
    await expect(page).not.toHaveURL(/token=/);
  });

  test('the official website is a built page, linked in the chosen language without the session', async ({
    page,
  }) => {
    await page.goto('/testPreview');
    await expect(page.getByLabel(/token/i)).not.toHaveValue('', { timeout: 10_000 });
    // Every page of the list is built: none is called coming.
    await expect(page.getByText(/^(coming|segera)$/)).toHaveCount(0);
    await page.getByLabel(/language/i).selectOption('1');
    const site = page.getByRole('link', { name: /^(Official website|Situs resmi) \(\/\)$/ });
    await expect(site).toHaveAttribute('href', '/?languageType=1');
    await site.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/shots/preview-site-link.png' });
    await site.click();
    await expect(page).toHaveURL(/\/\?languageType=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  });

  test('an unknown page is friendly and accessible', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('test preview: loan journey', () => {
  test('lists the demo orders and products, and the sandbox moves an order', async ({ page }) => {
    await page.goto('/testPreview');
    const journey = page.locator('#dev-journey');
    const orders = journey.getByTestId('journey-orders').getByRole('link');
    // One order per status (docs/order-statuses.md).
    await expect(orders).toHaveCount(orderStatuses.length, { timeout: 10_000 });
    await expect(journey.getByTestId('journey-products').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/confirmLoan\?productId=\d+&/,
    );
    await expectAccessible(page);

    // Indonesian (no languageType): the seeded 174 order, "Jatuh tempo".
    await orders.filter({ hasText: /– 174 / }).click();
    await expect(page).toHaveURL(/\/loanDetails\?orderId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Jatuh tempo' })).toBeVisible();
    await page.goBack();

    // The session is remembered: move its 21 order to 110, then try a move it refuses.
    const href = await orders.filter({ hasText: /– 21 / }).getAttribute('href');
    const underReview = new URL(href!, page.url()).searchParams.get('orderId')!;
    await page.getByLabel('Pesanan', { exact: true }).selectOption(underReview);
    await page.getByLabel('Status baru').selectOption('110');
    await page.getByRole('button', { name: 'Ubah status' }).click();
    await expect(page.getByTestId('sandbox-result')).toContainText(/sekarang 110/);
    await page.getByLabel('Status baru').selectOption('21');
    await page.getByRole('button', { name: 'Ubah status' }).click();
    await expect(page.getByTestId('sandbox-result')).toContainText('Ditolak:');
  });
});
