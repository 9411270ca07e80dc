import {
  bridgeCalls,
  expect,
  expectAccessible,
  launchUrl,
  test,
  type Language,
} from '../fixtures.ts';
import { insideTheApp } from '../loans.ts';

const copy = {
  en: {
    title: 'Special Offers',
    currency: '₹',
    empty: "Today's applications are full. Please apply again tomorrow.",
    home: 'Back to Home',
    apply: 'Apply now',
    retry: 'Retry',
    network: 'Network problem, please try again',
    noSession: 'Please open this page from the app',
    siteHeading: 'Instant personal loans, on your phone',
    siteLang: 'en-IN',
  },
  id: {
    title: 'Pengajuan Khusus',
    currency: 'Rp',
    empty: 'Pengajuan hari ini sudah penuh. Silakan ajukan lagi besok.',
    home: 'Kembali ke Beranda',
    apply: 'Ajukan sekarang',
    retry: 'Coba lagi',
    network: 'Jaringan bermasalah, silakan coba lagi',
    noSession: 'Silakan buka halaman ini dari aplikasi',
    siteHeading: 'Pinjaman pribadi cepat, langsung dari ponsel',
    siteLang: 'id-ID',
  },
} as const;

const regionOf = (language: Language) => (language === 'en' ? 'IN' : 'ID');

for (const language of ['en', 'id'] as const) {
  const t = copy[language];

  test.describe(`recommended products (${language})`, () => {
    test('shows the product cards with tags on the first two only', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: regionOf(language) });
      await page.goto(launchUrl('/relevant', { language, token: session.token }));

      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t.title));
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(4);
      await expect(cards.first()).toContainText(t.currency);

      // Tags: present on cards one and two, absent from the rest.
      for (let i = 0; i < count; i++) {
        const tags = cards.nth(i).getByRole('list', { name: /tags|label/i });
        await expect(tags).toHaveCount(i < 2 ? 1 : 0);
      }

      // The paused product's button is disabled, the others enabled.
      const buttons = cards.getByRole('button');
      await expect(buttons.filter({ hasText: t.apply }).first()).toBeEnabled();
      const disabled = page.getByRole('article').getByRole('button', { disabled: true });
      await expect(disabled).toHaveCount(1);

      // The token never stays in the address bar; the page's own query does.
      expect(page.url()).not.toContain('token=');
      expect(page.url()).not.toContain(session.token);

      await expectAccessible(page);
    });

    test('applying saves the event, then opens the product link', async ({ page, newSession }) => {
      const session = await newSession({ region: regionOf(language) });
      await page.goto(
        launchUrl('/relevant', {
          language,
          token: session.token,
          query: { scene: 'banner_fudai' },
        }),
      );
      const event = page.waitForRequest('**/indah/pageEvent/save**');
      const apply = page.waitForRequest('**/indah/v3/product/apply**');
      await page.getByRole('button', { name: t.apply }).first().click();

      const eventBody = new URLSearchParams((await event).postData() ?? '');
      const applyReq = await apply;
      const applyBody = new URLSearchParams(applyReq.postData() ?? '');
      expect(eventBody.get('positionId')).toBe('0');
      expect(applyBody.get('moduleId')).toBe('302');
      expect(applyBody.get('scene')).toBe('banner_fudai');
      // The token travels as a header only.
      expect(applyReq.url()).not.toContain(session.token);
      expect(applyReq.headers()['x-token']).toBe(session.token);

      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+/);
    });

    test('a server refusal shows its message and keeps the page', async ({ page, newSession }) => {
      const session = await newSession({ region: regionOf(language) });
      await page.route('**/indah/v3/product/apply**', (route) =>
        route.fulfill({
          json: { code: '1009', message: 'Kuota produk ini sudah habis', data: null },
        }),
      );
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      await page.getByRole('button', { name: t.apply }).first().click();
      await expect(
        page.getByRole('status').getByText('Kuota produk ini sudah habis'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/relevant/);
      await expect(page.getByRole('button', { name: t.apply }).first()).toBeEnabled();
    });

    test('a network failure leaves a retry that recovers', async ({ page, newSession }) => {
      const session = await newSession({ region: regionOf(language) });
      // The launch arrives server-rendered; a reload (the address now without the token)
      // starts in the browser, which is where a network can fail.
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.route('**/indah/v3/product/recommend-product-list**', (route) => route.abort());
      await page.reload();
      await expect(page.getByText(t.network).first()).toBeVisible();
      const retry = page.getByRole('button', { name: t.retry });
      await expect(retry).toBeVisible();
      await expectAccessible(page);

      await page.unroute('**/indah/v3/product/recommend-product-list**');
      await retry.click();
      await expect(page.getByRole('article').first()).toBeVisible();
    });

    test('an empty list says come back tomorrow and goes home through the app', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: regionOf(language), scenario: 'full' });
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectAccessible(page);

      await page.getByRole('button', { name: t.home }).click();
      await expect
        .poll(() => bridgeCalls(page))
        .toEqual([expect.objectContaining({ action: 'openAppHome' })]);
      // Outside the app nothing would answer: the button leads to the company's home page,
      // in the launch's language (this page is the recommended products already).
      await expect(page.getByRole('heading', { level: 1, name: t.siteHeading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', t.siteLang);
    });

    test('inside the app, Back to Home asks the app and the page stays', async ({
      page,
      newSession,
    }) => {
      const hostReceived = await insideTheApp(page, 'ios');
      const session = await newSession({ region: regionOf(language), scenario: 'full' });
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      await page.getByRole('button', { name: t.home }).click();
      await expect.poll(hostReceived).toEqual([{ action: 'openAppHome', payload: {} }]);
      await expect(page).toHaveURL(/\/relevant$/);
      await expect(page.getByText(t.empty)).toBeVisible();
    });

    test('without a session it asks to open the page from the app', async ({ page }) => {
      let called = false;
      page.on('request', (req) => {
        if (req.url().includes('/indah/')) called = true;
      });
      await page.goto(launchUrl('/relevant', { language }));
      await expect(page.getByText(t.noSession)).toBeVisible();
      expect(called).toBe(false);
      await expectAccessible(page);
    });
  });
}
