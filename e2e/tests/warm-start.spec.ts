import type { Page } from '@playwright/test';
import { expect, launchUrl, test } from '../fixtures.ts';

// A second visit (decision 083): on a page the service worker answers for, the scripts come
// from the phone, so boot.js asks for them while the page is still being drawn; a first visit
// asks only after the paint, so that they never compete with it on the network.

// The worker is blocked for the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** How many module preloads the page had asked for when it was parsed (DOMContentLoaded). */
const preloadsAtParse = (page: Page) =>
  page.evaluate(() => (globalThis as { preloadsAtParse?: number }).preloadsAtParse);

test('a page the service worker answers asks for its scripts as it is drawn, a first visit after the paint', async ({
  page,
  newSession,
}) => {
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      (globalThis as { preloadsAtParse?: number }).preloadsAtParse = document.querySelectorAll(
        'link[rel="modulepreload"]',
      ).length;
    });
  });
  const { token } = await newSession({ region: 'IN' });
  await page.goto(launchUrl('/relevant', { language: 'en', token }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await preloadsAtParse(page)).toBe(0);

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // The second visit, as the app opens it again (a session for the launch address).
  const again = await newSession({ region: 'IN' });
  await page.goto(launchUrl('/relevant', { language: 'en', token: again.token }));
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await preloadsAtParse(page)).toBeGreaterThan(0);
  // …and the app still starts once, and answers.
  await expect(page.locator('html')).toHaveAttribute('data-ready');
  await page
    .getByRole('link', { name: 'Apply now' })
    .or(page.getByRole('button', { name: 'Apply now' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/confirmLoan/);
});
