/**
 * The site's contact form (docs/screens.md "Official website"): every field required, 'Submit
 * successfully' and the fields cleared, what was typed kept across a reload, a double tap stored
 * once — and the message on the operators' desk.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { siteReaders } from '../site.ts';
import { watchConsole } from '../ssr.ts';

const DESK_PASSWORD = 'tenor-demo-desk';

async function deskMessages(page: Page): Promise<string> {
  await page.goto('/ops/contact');
  if (await page.getByLabel('Desk password').isVisible()) {
    await page.getByLabel('Desk password').fill(DESK_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.goto('/ops/contact');
  }
  return page.locator('main').innerText();
}

for (const reader of siteReaders) {
  const { contact } = reader;
  const url = `/contact${reader.query}`;
  test.describe(`contact (${reader.name})`, () => {
    // The test runner's locale would otherwise set the navigations' Accept-Language.
    test.use({
      locale: reader.acceptLanguage.split(',')[0],
      extraHTTPHeaders: { 'accept-language': reader.acceptLanguage },
    });

    test(`contact form: missing fields, then sent, cleared and on the desk (${reader.name})`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(url);
      const name = page.getByLabel(contact.name, { exact: true });
      const email = page.getByLabel(contact.email, { exact: true });
      const message = page.getByLabel(contact.message, { exact: true });
      const send = page.getByRole('button', { name: contact.send });

      await send.click();
      await expect(page.getByText(contact.incomplete)).toBeVisible();
      await name.fill('Asha Rao');
      await email.fill('asha@example.com');
      await send.click();
      await expect(page.getByText(contact.incomplete).first()).toBeVisible();
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      const text = `Can I repay early? (${reader.name} ${Date.now()})`;
      await message.fill(text);
      await send.click();
      await expect(page.getByText(contact.success)).toBeVisible();
      for (const field of [name, email, message]) await expect(field).toHaveValue('');
      expect(problems).toEqual([]);

      expect(await deskMessages(page)).toContain(text);
    });
  });
}

test('what was typed survives a reload, and a double tap stores one message', async ({ page }) => {
  await page.goto('/contact?languageType=1');
  await page.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await page.getByLabel('E-mail', { exact: true }).fill('ravi@example.com');
  const text = `Draft kept ${Date.now()}`;
  await page.getByLabel('Message', { exact: true }).fill(text);

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('ravi@example.com');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(text);

  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByText('Submit successfully').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  const desk = await deskMessages(page);
  expect(desk.split(text).length - 1).toBe(1);
});

test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
  await page.goto('/contact?languageType=1');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).not.toBeInViewport();
  await page.getByLabel('Message', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
});
