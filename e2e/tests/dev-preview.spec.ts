import { expect, expectAccessible, test } from '../fixtures.ts';

test.describe('test preview', () => {
  test('creates a demo session and opens the recommended page with it', async ({ page }) => {
    await page.goto('/testPreview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = page.getByLabel(/token/i);
    await expect(token).not.toHaveValue('', { timeout: 10_000 });
    await expectAccessible(page);

    await page.getByLabel(/language/i).selectOption('1');
    await page
      .getByRole('link', { name: /relevant|recommended/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/relevant/);
    await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('₹');
    expect(page.url()).not.toContain('token=');
  });

  test('an unknown page is friendly and accessible', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});
