import type { Page } from '@playwright/test';
import { expect, launchUrl, test } from '../fixtures.ts';

// A second visit (decision 083): on a page the service worker answers for, the scripts come
// from the phone, so boot.js asks for them while the page is still being drawn; a first visit
// asks only after the paint, so that they never compete with it on the network.

// The worker is blocked for the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface AtParse {
  /** How many module preloads the page had asked for when it was parsed (DOMContentLoaded). */
  preloads: number;
  /** Whether a service worker answered for the page then (it may claim a first visit later). */
  controlled: boolean;
}
const atParse = (page: Page) => page.evaluate(() => (globalThis as { atParse?: AtParse }).atParse);

test('a page the service worker answers asks for its scripts as it is drawn, a first visit after the paint', async ({
  page,
  newSession,
}) => {
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      (globalThis as { atParse?: AtParse }).atParse = {
        preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
  });
  const { token } = await newSession({ region: 'IN' });
  await page.goto(launchUrl('/relevant', { language: 'en', token }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Read at parse: the worker installed by this visit may claim the page before we look.
  expect(await atParse(page)).toEqual({ preloads: 0, controlled: false });

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // The second visit, as the app opens it again (a session for the launch address).
  const again = await newSession({ region: 'IN' });
  await page.goto(launchUrl('/relevant', { language: 'en', token: again.token }));
  const second = await atParse(page);
  expect(second?.controlled).toBe(true);
  expect(second?.preloads).toBeGreaterThan(0);
  // …and the app still starts once, and answers.
  await expect(page.locator('html')).toHaveAttribute('data-ready');
  await page
    .getByRole('link', { name: 'Apply now' })
    .or(page.getByRole('button', { name: 'Apply now' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/confirmLoan/);
});

test("a first visit's app starts once the page is painted, not when its images have loaded", async ({
  page,
  newSession,
}) => {
  // The lenders' logos held back (on a slow link each waits its own round trip): the page's
  // `load` cannot come, and the app must not wait for it (decision 092).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/logos/**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const { token } = await newSession({ region: 'IN' });
  await page.goto(launchUrl('/relevant', { language: 'en', token }), { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-ready');
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});
