import { expect, expectAccessible, launchUrl, test, type Language } from '../fixtures.ts';
import { loansCopy, productId } from '../loans.ts';
import { templateId } from '../promo.ts';

// A file of the app that cannot load (offline midway, or a deploy replaced it): the page says
// so in the borrower's language and Reload recovers; no dead buttons, no endless placeholders.
const copy = {
  en: {
    title: 'Something went wrong',
    body: 'The page could not finish loading. Check your connection and try again.',
    reload: 'Reload',
    page: 'Special Offers',
  },
  id: {
    title: 'Terjadi kesalahan',
    body: 'Halaman belum selesai dimuat. Periksa koneksi Anda lalu coba lagi.',
    reload: 'Muat ulang',
    page: 'Pengajuan Khusus',
  },
} as const;

const regionOf = (language: Language) => (language === 'en' ? 'IN' : 'ID');
// The UI runtime's chunk: Preact's (the `react` group of apps/web/scripts/code-splitting.ts,
// decision 080), and on a React build both React's and React DOM's files.
const runtime = /\/assets\/react-[^/]*\.js$/;
const relevantChunk = /\/assets\/relevant-[^/]*\.js$/;
// The entries /boot.js imports on a rendered page: the app's and the landing's.
const appEntry = /\/assets\/index-[^/]*\.js$/;
const promoEntry = /\/assets\/promo-[^/]*\.js$/;

for (const language of ['en', 'id'] as const) {
  const t = copy[language];

  test.describe(`an app file that cannot load (${language})`, () => {
    // The UI runtime failing is caught by the app's entry; the entry failing, by /boot.js; the
    // page's chunk failing, by the app's start (which runs the page's files a task each).
    for (const [missing, file] of [
      ['the UI runtime', runtime],
      ['the entry', appEntry],
      ["the page's own chunk", relevantChunk],
    ] as const) {
      test(`${missing} missing on a rendered page: the error replaces the page, Reload recovers`, async ({
        page,
        newSession,
      }) => {
        const session = await newSession({ region: regionOf(language) });
        await page.route(file, (route) => route.abort());
        await page.goto(launchUrl('/relevant', { language, token: session.token }));

        const alert = page.getByRole('alert');
        await expect(alert.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
        await expect(alert).toContainText(t.body);
        // The rendered cards, whose buttons would do nothing, are gone.
        await expect(page.getByRole('article')).toHaveCount(0);
        await expect(page).toHaveTitle(t.title);
        // The session stays out of the address while the error is up.
        expect(page.url()).not.toContain('token=');
        await expectAccessible(page);

        await page.unroute(file);
        await page.getByRole('button', { name: t.reload }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.page })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
      });
    }

    test("the page's own chunk missing on a shell: the error replaces the placeholders", async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: regionOf(language) });
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      await expect(page.getByRole('article').first()).toBeVisible();
      // A reload (the address now without the token) is sent as the shell and starts in the
      // browser, which asks for the page's chunk itself.
      await page.route(relevantChunk, (route) => route.abort());
      await page.reload();

      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(t.body);
      await expect(page.locator('.shell')).toHaveCount(0);
      await expectAccessible(page);

      await page.unroute(relevantChunk);
      await page.getByRole('button', { name: t.reload }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}

// A network that has just come back often loses a request: the page's chunk is asked for
// again — by the page where the browser fetches a failed module again, by a reload where it
// keeps the failure (Chromium 150; start-failure.ts) — and the page arrives, no error between.
test("the page's own chunk lost on the way: asked for again, the page arrives", async ({
  page,
  newSession,
}) => {
  const session = await newSession({ region: 'ID' });
  await page.goto(launchUrl('/relevant', { language: 'id', token: session.token }));
  await expect(page.getByRole('article').first()).toBeVisible();
  let asked = 0;
  await page.route(relevantChunk, (route) => (asked++ < 1 ? route.abort() : route.continue()));
  await page.reload();

  await expect(page.locator('html')).toHaveAttribute('data-ready');
  await expect(page.getByRole('heading', { level: 1, name: copy.id.page })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toBe(2);
});

// The UI runtime failing is caught by the landing's own start; its entry failing, by /boot.js.
for (const [missing, file] of [
  ['the UI runtime', runtime],
  ['its entry', promoEntry],
] as const) {
  test(`the promotion landing without ${missing}: the error in its market's language`, async ({
    page,
    request,
  }) => {
    const id = await templateId(request, 'ID');
    await page.route(file, (route) => route.abort());
    await page.goto(`/promo/?id=${id}&utm_tag=e2e`);

    await expect(page.getByRole('heading', { level: 1, name: copy.id.title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(copy.id.body);
    await expectAccessible(page);

    await page.unroute(file);
    await page.getByRole('button', { name: copy.id.reload }).click();
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

// The endpoints of a page load once it has started (decision 091). A connection lost at that
// moment must not leave the page without them: Chromium 150 keeps the failed fetch of their
// file, so the borrower's next action, once the network answers, loads the page again, with
// the amount they chose, and the action works.
const loansArea = /\/assets\/(loans|schemas)-[^/]*\.js$/;
for (const language of ['en', 'id'] as const) {
  test(`the endpoints lost after the start (${language}): the next action brings them back, and Back and Forward still work`, async ({
    page,
    newSession,
  }) => {
    const c = loansCopy[language];
    const session = await newSession({ region: regionOf(language) });
    // Arrived from another page: the recovery may load the page again, which keeps the history.
    await page.goto(launchUrl('/customerService', { language, token: session.token }));
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    let refused = 0;
    await page.route(loansArea, (route) => (refused++, route.abort('internetdisconnected')));
    await page.goto(
      launchUrl('/confirmLoan', {
        language,
        token: session.token,
        query: { productId: productId(session, c.product) },
      }),
    );
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    await expect.poll(() => refused).toBeGreaterThan(0);

    await page.unroute(loansArea);
    const amount = page.getByTestId('amount');
    await page.getByRole('button', { name: c.amountMore }).click();
    const wanted = (await amount.textContent())!;
    const loanAmountRow = page.getByTestId('detail-rows').locator('dd').first();
    await expect(loanAmountRow).toHaveText(wanted, { timeout: 15_000 });
    await expect(amount).toHaveText(wanted);
    await expect(page.getByTestId('quote-failed')).toHaveCount(0);
    await page.getByRole('checkbox', { name: c.consent }).check();

    await page.goBack();
    await expect(page).toHaveURL(/\/customerService/);
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    await page.goForward();
    await expect(page).toHaveURL(/\/confirmLoan/);
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    await expect(amount).toHaveText(wanted);
  });
}
