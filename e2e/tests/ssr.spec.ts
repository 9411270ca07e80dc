import { orderStatus as s } from '@tenor/contract/orders';
import { expect, launchUrl, test, type DemoSession } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';
import { money, orderInfo, repayCopy } from '../repay.ts';
import { hydrationReport, rootText, serverHtml, watchConsole, watchHydration } from '../ssr.ts';

for (const language of languages) {
  const l = loansCopy[language];
  const c = repayCopy[language];

  test.describe(`server-rendered first view (${language})`, () => {
    test('each page arrives with what the borrower sees first, no token, and hydrates cleanly', async ({
      page,
      newSession,
      request,
    }) => {
      test.setTimeout(90_000);
      const session: DemoSession = await newSession({ region: c.region });
      await watchHydration(page);
      const due = orderId(session, s.due);
      const order = await orderInfo(request, session.token, due, language);
      const owed = money(language, order.repayAmount);
      const pages: { path: string; query: Record<string, string | number>; shows: string[] }[] = [
        {
          path: '/relevant',
          query: {},
          shows: session.products.filter((p) => p.region === c.region).map((p) => p.name),
        },
        { path: '/loanDetails', query: { orderId: due }, shows: [l.headlines[174]!, owed] },
        {
          path: '/that',
          query: { amount: order.repayAmount, orderId: due, productId: order.productId },
          // India: the amount and the UPI address. Indonesia: the title; the account depends
          // on the way to pay saved on the phone, so the browser issues it.
          shows: language === 'en' ? [owed, c.upiApp] : [c.vaTitle],
        },
        { path: '/repayDelay', query: { orderId: due }, shows: [c.delayTitle] },
        {
          path: '/installmentRepay',
          query: { orderId: orderId(session, s.instalmentsInProgress) },
          shows: [c.billTitle],
        },
      ];
      for (const { path, query, shows } of pages) {
        const url = launchUrl(path, { language, token: session.token, query });
        const { html, cacheControl } = await serverHtml(request, url);
        expect(cacheControl, path).toBe('no-store');
        expect(html, `${path}: the token never reaches the HTML`).not.toContain(session.token);
        expect(html).toContain('<script type="application/json" id="tenor-data">');
        expect(html).not.toContain('Switched to client rendering');
        const text = rootText(html);
        for (const words of shows) expect(text, `${path} shows "${words}"`).toContain(words);

        const problems = watchConsole(page);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('#root')).toContainText(shows[0]!);
        // The app's first render is the server's markup, node for node (ssr.ts).
        expect(await hydrationReport(page), `${path}: hydration`).toEqual({
          done: true,
          problems: [],
        });
        // Let hydration and the first effects finish before reading the console.
        await page.waitForLoadState('networkidle');
        expect(problems, `${path}: console`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    });

    test('loan details arrives with the cards under the order and asks for none of them as it starts', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      // The cards' reads (loans/api/below-the-order.ts), as the browser would ask for them.
      const cardRead =
        /^\/v3\/(loan-details\/(payoff|closure|documents)|consents\/order-kfs|reminders\/notices|autopay)$/;
      const asked: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (cardRead.test(path)) asked.push(path);
      });
      const cases = [
        { status: s.due, cards: ['payoff-quote'] },
        { status: s.settled, cards: ['closure-certificate', 'loan-documents'] },
      ];
      for (const { status, cards } of cases) {
        const id = orderId(session, status);
        if (cards.includes('loan-documents')) {
          // The settled order's certificate is issued by the closing job, on its own timer
          // (every 5 s): its documents card is drawn once there is a document to list.
          await expect
            .poll(
              async () => {
                const res = await request.post('/v3/loan-details/documents', {
                  headers: { 'X-Token': session.token },
                  data: { orderId: id },
                });
                return ((await res.json()).data?.documents ?? []).length;
              },
              { timeout: 30_000 },
            )
            .toBeGreaterThan(0);
        }
        const url = launchUrl('/loanDetails', {
          language,
          token: session.token,
          query: { orderId: id },
        });
        const { html } = await serverHtml(request, url);
        for (const card of cards)
          expect(html, `${status}: ${card}`).toContain(`data-testid="${card}"`);
        await page.goto(url);
        await expect(page.locator('html[data-ready]')).toBeAttached();
        await page.waitForLoadState('networkidle');
        for (const card of cards) await expect(page.getByTestId(card)).toBeVisible();
        expect(asked, `${status}: read again as the page started`).toEqual([]);
      }
    });

    test('the hydration check fails when the server markup is not what the app renders', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      await watchHydration(page);
      // The server's page with its heading's words changed, as a mismatched render would send.
      await page.route('**/loanDetails?*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace(
          `>${l.headlines[174]}<`,
          '>Not what the app renders<',
        );
        await route.fulfill({ response, body });
      });
      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      const report = await hydrationReport(page);
      expect(report.done).toBe(true);
      expect(report.problems.join('\n')).toContain('Not what the app renders');
      await expect(page.getByRole('heading', { level: 2, name: l.headlines[174] })).toBeVisible();
    });

    test('without a session the server sends the shell and the page starts as before', async ({
      page,
      request,
    }) => {
      const url = launchUrl('/loanDetails', { language, query: { orderId: 1 } });
      const { html, cacheControl } = await serverHtml(request, url);
      expect(cacheControl).toBe('no-cache');
      expect(html).not.toContain('id="tenor-data"');
      expect(html).toContain('class="shell"');
      await page.goto(url);
      await expect(page.getByTestId('no-session')).toBeVisible();
    });

    test('the token leaves the address before the app has started, and the app still gets it', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      // Hold the app's scripts back: only the page and /boot.js run meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      // The frame's own goto: the fixture's page.goto would wait for the app to be ready.
      await page
        .mainFrame()
        .goto(
          launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
          { waitUntil: 'commit' },
        );
      await expect(page.getByRole('heading', { level: 2, name: l.headlines[174] })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/loanDetails\\?orderId=${id}$`));
      expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
      release();
      await expect(page.locator('html[data-ready]')).toBeAttached();
      expect(await page.evaluate(() => 'tenorLaunchSearch' in window)).toBe(false);
      // The app took the session from what boot.js kept: its calls are signed in.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: l.headlines[174] })).toBeVisible();
    });

    test('a reload after the address was cleaned keeps working from the tab session', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      await expect(page).toHaveURL(new RegExp(`/loanDetails\\?orderId=${id}$`));
      const problems = watchConsole(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: l.headlines[174] })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
