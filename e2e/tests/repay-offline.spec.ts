import type { Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, test } from '../fixtures.ts';
import {
  expectReceipt,
  openPay,
  repayCopy,
  shownAccountNumber,
  shownUpiId,
  simulatePayment,
} from '../repay.ts';

// The payment code at the counter (decision 049): /that keeps the issued code for its order,
// and the service worker keeps the page's files, so the code still shows without network.
const offlineCopy = {
  en: { checked: /^Offline · last checked \d\d:\d\d$/, expired: 'This number has expired' },
  id: {
    checked: /^Offline · terakhir diperiksa \d\d:\d\d$/,
    expired: 'Nomor ini sudah kedaluwarsa',
  },
};

/** What this page keeps for the counter (the app's localStorage keys of the borrower's data). */
const keptCodes = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('tenor.borrower.'))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>),
  );

/**
 * The worker controls the page and has kept every hashed file the page loaded and the
 * payment page's shell: what opening it again offline needs.
 */
async function offlineReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker?.controller) return 'no worker in control';
          // What the page loaded, and the stylesheets written into it (decision 083).
          const loaded = [
            ...performance.getEntriesByType('resource').map((entry) => entry.name),
            ...Array.from(
              document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
              (link) => link.href,
            ),
          ]
            .map((address) => new URL(address))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
          if (!(await caches.match('/that'))) return 'no shell';
          for (const url of loaded) {
            if (!(await caches.match(url.pathname, { ignoreVary: true })))
              return `${url.pathname} not kept`;
          }
          return 'ready';
        }),
      { timeout: 15_000 },
    )
    .toBe('ready');
}

// The worker is blocked for the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

for (const language of ['en', 'id'] as const) {
  const c = repayCopy[language];
  const o = offlineCopy[language];

  test(`the code at the counter offline: issued → offline reload → shown with its deadline → expired → paid → gone (${language})`, async ({
    page,
    context,
    newSession,
    request,
  }) => {
    const { id, session } = await openPay(page, { newSession, request }, language, s.due);
    // India: the UPI ID; Indonesia: the first bank's virtual account.
    const code = language === 'en' ? await shownUpiId(page) : await shownAccountNumber(page);
    const payBefore = (await page.getByTestId('pay-before').textContent()) ?? '';
    expect(payBefore).not.toBe('');
    const total =
      (await page.getByTestId(language === 'en' ? 'pay-amount' : 'va-total').textContent()) ?? '';

    // Kept for the counter: the code, amount, payee, deadline, steps, order, time — no token,
    // phone or name.
    await expect.poll(async () => (await keptCodes(page)).length).toBe(1);
    const [kept] = await keptCodes(page);
    expect(kept).toMatchObject({ orderId: id });
    expect(Object.keys(kept!).sort()).toEqual(
      [
        'amount',
        'checkedAt',
        'code',
        'expiresAt',
        'orderId',
        'payType',
        'payee',
        'productId',
        'steps',
        'vcode',
        ...(language === 'en' ? ['qr'] : []),
      ].sort(),
    );
    expect(JSON.stringify(kept)).not.toContain(session.token);
    await offlineReady(page);

    // The page's clock from here, to move past the code's deadline (the server's stays as
    // it is). Not earlier: a faked clock hides the page's resource entries, which the page
    // hands the worker to keep.
    await page.clock.install();
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('offline-checked')).toHaveText(o.checked);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (language === 'en') {
      await expect(page.getByTestId('upi-id')).toHaveText(code);
      await expect(page.getByTestId('upi-qr')).toBeVisible();
    } else {
      expect(await shownAccountNumber(page)).toBe(code);
      await expect(page.getByText(c.methodAtm).first()).toBeVisible();
    }
    await expect(page.getByTestId('va-total')).toHaveText(total);
    await expect(page.getByTestId('pay-before')).toHaveText(payBefore);

    // Past its deadline it reads as expired: neither the code nor the steps are shown.
    const deadline = Date.parse(String(kept!.expiresAt));
    await page.clock.fastForward(deadline - (await page.evaluate(() => Date.now())) + 2_000);
    await expect(page.getByRole('heading', { name: o.expired })).toBeVisible();
    await expect(page.getByTestId(language === 'en' ? 'upi-id' : 'account-number')).toBeHidden();
    await expect(page.getByTestId('pay-before')).toHaveText(payBefore);

    // Paid while the phone was offline; back online, the page checks, shows it paid and the
    // kept copy is gone.
    await simulatePayment(request, code);
    await context.setOffline(false);
    // A phone says so with `online`; a page Chromium 150 opened under emulated offline still
    // reads as online and hears nothing. The payment watch's next check (every 30 s at the
    // latest, use-payment-watch.ts) finds the network either way.
    await page.clock.fastForward(30_000);
    await expect(page.getByRole('heading', { level: 1, name: c.receiptTitle })).toBeVisible();
    await expectReceipt(page, c, total);
    expect(await keptCodes(page)).toEqual([]);
  });
}
