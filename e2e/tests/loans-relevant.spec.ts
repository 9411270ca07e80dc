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
    offer: {
      lender: /^Lender: .+ · RBI registration \(CoR\) .+/,
      tenor: /^Tenor\d+(–\d+)? (days|months)$/,
      metric: /^APR \(interest and all fees, a year\)(\d+\.\d\d)%$/,
      repayment:
        /^Example: ₹[\d,]+\.\d\d for \d+ (days|months)(One repayment of ₹[\d,.]+ after \d+ days|₹[\d,.]+ a month, \d+ repayments)$/,
      total: /^Total repayable₹[\d,]+\.\d\d$/,
      fee: /^Processing fee\d+\.\d\d% \(₹[\d,.]+\)$/,
      late: 'Penal charges₹1,000.00 once per overdue instalment (₹800.00 for repeat borrowers)',
      kfs: 'Key Fact Statement for this example',
      howOrdered: 'How offers are ordered',
      ordered: 'Offers are ordered by APR, lowest first, then by the lender’s name.',
    },
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
    offer: {
      lender: /^Pemberi dana: .+ · Izin OJK .+/,
      tenor: /^Tenor\d+(–\d+)? (hari|bulan)$/,
      metric: /^Biaya per hari(\d+,\d\d)% dari pinjaman \(bunga dan biaya; batas OJK 0,[23]0%\)$/,
      repayment:
        /^Contoh: Rp\s?[\d.]+ selama \d+ (hari|bulan)(Sekali bayar Rp\s?[\d.]+ setelah \d+ hari|Rp\s?[\d.]+ per bulan, \d+ kali bayar)$/,
      total: /^Total pengembalianRp\s?[\d.]+$/,
      fee: /^Biaya layanan\d+,\d\d% \(Rp\s?[\d.]+\)$/,
      late: /^Denda keterlambatan0,\d\d% per hari dari cicilan terlambat; seluruh biaya paling banyak 100,00% dari pinjaman$/,
      kfs: 'RIPLAY (ringkasan produk) untuk contoh ini',
      howOrdered: 'Cara penawaran diurutkan',
      ordered:
        'Penawaran diurutkan menurut biaya per hari (bunga dan biaya), dari yang terendah, lalu menurut nama pemberi dana.',
    },
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

    test('every offer card reads its lender, amount, tenor, cost, example repayment, fee, late charge and KFS, in the disclosed order', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: regionOf(language) });
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(4);
      const metrics: number[] = [];
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        await expect(card.getByTestId('lender-line')).toContainText(t.offer.lender);
        await expect(card.getByTestId('amount-range')).toContainText(`${t.currency}`);
        const text = async (id: string) =>
          ((await card.getByTestId(id).locator('xpath=..').textContent()) ?? '').trim();
        expect(await text('offer-tenor')).toMatch(t.offer.tenor);
        const metric = await text(language === 'en' ? 'offer-apr' : 'offer-cost-per-day');
        expect(metric).toMatch(t.offer.metric);
        metrics.push(Number(t.offer.metric.exec(metric)![1]!.replace(',', '.')));
        expect(await text('offer-repayment')).toMatch(t.offer.repayment);
        expect(await text('offer-total')).toMatch(t.offer.total);
        expect(await text('offer-fee')).toMatch(t.offer.fee);
        const late = await text('offer-late');
        if (typeof t.offer.late === 'string') expect(late).toBe(t.offer.late);
        else expect(late).toMatch(t.offer.late);
        await expect(card.getByRole('link', { name: t.offer.kfs })).toHaveAttribute(
          'href',
          /^\/agreements\/[\w-]+\.html\?amount=\d+&periods=\d+$/,
        );
      }
      // Lowest first: the order the note discloses.
      expect(metrics).toEqual([...metrics].sort((a, b) => a - b));

      // "How offers are ordered" is one line that opens on the rule.
      const ordering = page.getByTestId('offer-ordering');
      await expect(ordering.getByText(t.offer.ordered, { exact: false })).toBeHidden();
      await ordering.getByText(t.offer.howOrdered).click();
      await expect(ordering.getByText(t.offer.ordered, { exact: false })).toBeVisible();

      if (language === 'id') {
        await expect(page.getByTestId('ojk-licence')).toHaveText(
          /^PT .+ berizin dan diawasi oleh OJK \(OJK .+\)$/,
        );
        await expect(page.getByTestId('tkb90')).toContainText(
          /^TKB90 \d+,\d\d% \(per \d+ \w+ \d{4}\)/,
        );
        await expect(page.getByTestId('ojk-risk')).toBeVisible();
      } else {
        await expect(page.getByTestId('ojk-licence')).toHaveCount(0);
        await expect(page.getByTestId('tkb90')).toHaveCount(0);
      }
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
