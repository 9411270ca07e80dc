import type { Page } from '@playwright/test';
import { expect, expectAccessible, launchUrl, test, type DemoSession } from '../fixtures.ts';
import { countRequests, languages, loansCopy, productId } from '../loans.ts';

const PUSH = '/v3/loan-confirm/loan-detail-push';

/** What the page says when Confirm cannot run, and on a day every product was applied for (decision 041). */
const blocked = {
  en: {
    reason: 'Tick the agreements box below to confirm',
    hint: 'Tick this box to agree to the agreements, then tap Confirm',
    empty: "Today's applications are full. Please apply again tomorrow.",
    applied: 'Applied today',
    caveat: 'You applied for this loan today. You can apply again tomorrow',
    refused: 'You have already applied for this loan today. Please apply again tomorrow',
  },
  id: {
    reason: 'Centang kotak persetujuan di bawah untuk mengonfirmasi',
    hint: 'Centang kotak ini untuk menyetujui perjanjian, lalu ketuk Konfirmasi',
    empty: 'Pengajuan hari ini sudah penuh. Silakan ajukan lagi besok.',
    applied: 'Sudah diajukan hari ini',
    caveat: 'Anda sudah mengajukan pinjaman ini hari ini. Anda dapat mengajukan lagi besok',
    refused: 'Anda sudah mengajukan pinjaman ini hari ini. Silakan ajukan lagi besok',
  },
} as const;

for (const language of languages) {
  const c = loansCopy[language];
  /** The agreement modal is India/English only (docs/screens.md "Loan confirm"). */
  const withModal = language === 'en';

  /** The borrower ticks the consent (never ticked for them) and taps Confirm. */
  const consentAndConfirm = async (page: Page, tap: 'click' | 'dblclick' = 'click') => {
    await page.getByRole('checkbox', { name: c.consent }).check();
    await page.getByRole('checkbox', { name: c.summaryAcknowledge }).check();
    await page.getByRole('checkbox', { name: c.kfsAcknowledge }).check();
    if (c.riskAcknowledge) await page.getByRole('checkbox', { name: c.riskAcknowledge }).check();
    await page.getByRole('button', { name: c.confirm, exact: true })[tap]();
  };

  /**
   * The quote the page opened with: rendered on the server, so it is in the page's data block
   * (the browser makes no call of its own for it).
   */
  const openingQuote = async (page: Page) => {
    const block = await page.locator('#tenor-data').textContent();
    const state = JSON.parse(block!) as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const quote = state.queries.find(
      (q) => q.queryKey[0] === 'loans' && q.queryKey[1] === 'confirm',
    );
    return quote!.state.data as { amount: number; amountChoices: number[] };
  };

  /** Opens confirm for one of the demo products, as the app would. */
  const openConfirm = (page: Page, session: DemoSession, product: string) =>
    page.goto(
      launchUrl('/confirmLoan', {
        language,
        token: session.token,
        query: { productId: productId(session, product) },
      }),
    );

  test.describe(`loan confirm (${language})`, () => {
    test('shows amount, term, rate, plan, total and APR, and re-quotes a new term', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = productId(session, c.product);
      await page.goto(
        launchUrl('/confirmLoan', { language, token: session.token, query: { productId: id } }),
      );

      await expect(page.getByRole('heading', { level: 1, name: c.confirmTitle })).toBeVisible();
      await expect(page.getByRole('radio', { name: c.term91 })).toBeChecked();
      await expect(page.getByTestId('amount')).toContainText(c.currency);
      await expect(page.getByTestId('rate')).toHaveText(c.rate);
      await expect(page.getByTestId('repay-plan').getByRole('listitem')).toHaveCount(1);
      // Our total is the sum of the plan; it must match the server's own total row.
      const serverTotal = page
        .getByTestId('detail-rows')
        .locator('div', { hasText: c.totalRepayment })
        .locator('dd');
      await expect(page.getByTestId('total-repayable')).toHaveText(
        (await serverTotal.textContent())!,
      );
      // 3 % fee upfront, 0.05 %/day for 91 days: IRR × 365 = 30.08 %.
      await expect(page.getByTestId('apr')).toHaveText(c.apr91);
      await expectAccessible(page);

      const quoted = page.waitForResponse((r) => r.url().includes('/loan-detail-confirm'));
      await page.getByRole('radio', { name: c.term120 }).check();
      const body = (await quoted).request().postDataJSON();
      expect(body).toMatchObject({ productId: id, periods: 120 });
      await expect(page.getByRole('radio', { name: c.term120 })).toBeChecked();
      await expect(page.getByTestId('apr')).not.toHaveText(c.apr91);
      await expect(page.getByTestId('total-repayable')).toHaveText(
        (await serverTotal.textContent())!,
      );
    });

    test('consent starts unticked: the grey Confirm says why and a tap on it leads to the consent box', async ({
      page,
      newSession,
    }, testInfo) => {
      const session = await newSession({ region: c.region });
      const pushes = countRequests(page, PUSH);
      await openConfirm(page, session, c.product);
      const consent = page.getByRole('checkbox', { name: c.consent });
      const confirm = page.getByRole('button', { name: c.confirm, exact: true });
      // The Key Fact Statement's own box is ticked: this test reads the consent's.
      await page.getByRole('checkbox', { name: c.summaryAcknowledge }).check();
      await page.getByRole('checkbox', { name: c.kfsAcknowledge }).check();
      if (c.riskAcknowledge) await page.getByRole('checkbox', { name: c.riskAcknowledge }).check();
      await expect(consent).not.toBeChecked();
      await expect(confirm).toHaveAttribute('aria-disabled', 'true');
      const reason = page.getByTestId('blocked-reason');
      await expect(reason).toHaveText(blocked[language].reason);
      await expect(reason).toBeInViewport();
      await expectAccessible(page);
      // Two taps on Confirm borrow nothing: they lead to the consent box, focused, with a hint.
      // (`force`: the button is aria-disabled, which Playwright would wait out; a finger taps it.)
      await confirm.click({ force: true });
      await confirm.click({ force: true });
      await expect(consent).toBeFocused();
      await expect(consent).toBeInViewport();
      await expect(page.getByTestId('consent-hint')).toHaveText(blocked[language].hint);
      await page.screenshot({ path: testInfo.outputPath(`confirm-blocked-${language}-360.png`) });
      await consent.check();
      await expect(confirm).not.toHaveAttribute('aria-disabled');
      await expect(reason).toHaveCount(0);
      await consent.uncheck();
      await expect(confirm).toHaveAttribute('aria-disabled', 'true');
      expect(pushes()).toBe(0);
    });

    test('a full day: the list, /loginFail and confirm all say the products were applied for today', async ({
      page,
      newSession,
    }, testInfo) => {
      const session = await newSession({ region: c.region, scenario: 'full' });
      const pushes = countRequests(page, PUSH);
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      await expect(page.getByText(blocked[language].empty)).toBeVisible();

      await page.goto(launchUrl('/loginFail', { language, token: session.token }));
      const item = page.getByTestId('recommended').getByRole('article', { name: c.product });
      await expect(item).toContainText(blocked[language].caveat);
      await expect(item.getByRole('button', { name: blocked[language].applied })).toBeDisabled();
      await expect(page.getByRole('button', { name: c.apply })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`login-fail-full-${language}-360.png`) });

      await openConfirm(page, session, c.product);
      await expect(page.getByText(blocked[language].refused)).toBeVisible();
      await expect(page.getByRole('button', { name: c.confirm, exact: true })).toHaveCount(0);
      // Retry would only say it again: the way out is home.
      await expect(page.getByRole('button', { name: c.retry })).toHaveCount(0);
      await expect(page.getByRole('button', { name: c.backHome })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`confirm-full-${language}-360.png`) });
      expect(pushes()).toBe(0);
    });

    test('opens at the amount last asked for, never the highest; min and max are named; the amount is usable at 320 px', async ({
      page,
      newSession,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const session = await newSession({ region: c.region });
      const id = productId(session, c.product);
      await openConfirm(page, session, c.product);
      const first = await openingQuote(page);
      const slider = page.getByTestId('amount-slider');
      await expect(slider).toBeVisible();
      expect(first.amount).not.toBe(first.amountChoices.at(-1));
      await expect(slider).toHaveValue(String(first.amountChoices.indexOf(first.amount)));
      await expect(page.getByTestId('amount-min')).toContainText(c.currency);
      await expect(page.getByTestId('amount-max')).toContainText(c.currency);
      await expect(page.getByTestId('amount-min')).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('amount-max')).toBeInViewport({ ratio: 1 });
      // Nothing of the amount control is cut at 320 px.
      const card = (await page
        .getByTestId('amount')
        .locator('xpath=ancestor::div[1]')
        .boundingBox())!;
      for (const part of [slider, page.getByRole('button', { name: c.amountMore })]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(card.x);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );

      // A loan asked for now is where the next confirm opens.
      const requoted = page.waitForResponse((r) => r.url().includes('/loan-detail-confirm'));
      await page.getByRole('button', { name: c.amountMore }).click();
      const chosen = (await (await requoted).request().postDataJSON()) as { amount: number };
      await expect(page.getByTestId('detail-rows').locator('dd').first()).toHaveText(
        (await page.getByTestId('amount').textContent())!,
      );
      await consentAndConfirm(page);
      if (withModal) await page.getByRole('dialog').getByRole('button', { name: c.agree }).click();
      await expect(page).toHaveURL(/\/loanDetails\?/);
      await page.evaluate(() => sessionStorage.clear());
      // The same product is applied for today (decision 041); another opens at the amount just
      // asked for, or the highest it offers below it.
      await page.goto(
        launchUrl('/confirmLoan', { language, token: session.token, query: { productId: id } }),
      );
      await expect(page.getByText(blocked[language].refused)).toBeVisible();
      const other = session.products.find(
        (p) =>
          p.region === c.region && ![c.product, c.paused, c.displayOnly].includes(p.name as never),
      )!;
      await page.goto(
        launchUrl('/confirmLoan', {
          language,
          token: session.token,
          query: { productId: other.id },
        }),
      );
      const next = await openingQuote(page);
      const below = next.amountChoices.filter((a) => a <= chosen.amount);
      expect(next.amount).toBe(below.at(-1) ?? next.amountChoices[0]);
    });

    test('offline, the amount, the term and every figure agree, and the page says so with a Retry', async ({
      page,
      context,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await openConfirm(page, session, c.product);
      const amount = page.getByTestId('amount');
      const loanAmountRow = page.getByTestId('detail-rows').locator('dd').first();
      await expect(loanAmountRow).toHaveText((await amount.textContent())!);
      const shownBefore = (await amount.textContent())!;

      await context.setOffline(true);
      await page.getByRole('button', { name: c.amountMore }).click();
      const wanted = (await amount.textContent())!;
      expect(wanted).not.toBe(shownBefore);
      // The figures are not the old amount's any more: they wait for the new quote.
      await expect(
        page.getByTestId('detail-rows').locator('xpath=ancestor::section[1]'),
      ).toHaveAttribute('aria-busy', 'true');
      const failed = page.getByTestId('quote-failed');
      await expect(failed).toContainText(c.offline);
      await expect(page.getByRole('checkbox', { name: c.consent })).not.toBeChecked();
      await page.getByRole('checkbox', { name: c.consent }).check();
      await expect(page.getByRole('button', { name: c.confirm, exact: true })).toBeDisabled();
      await expectAccessible(page);

      await context.setOffline(false);
      await failed.getByRole('button', { name: c.retry }).click();
      await expect(failed).toHaveCount(0);
      await expect(loanAmountRow).toHaveText(wanted);
      await expect(amount).toHaveText(wanted);
      await expect(
        page.getByTestId('detail-rows').locator('xpath=ancestor::section[1]'),
      ).not.toHaveAttribute('aria-busy', 'true');
      // The new amount's quote carries its own Key Fact Statement, read and ticked apart.
      await page.getByRole('checkbox', { name: c.summaryAcknowledge }).check();
      await page.getByRole('checkbox', { name: c.kfsAcknowledge }).check();
      if (c.riskAcknowledge) await page.getByRole('checkbox', { name: c.riskAcknowledge }).check();
      await expect(page.getByRole('button', { name: c.confirm, exact: true })).toBeEnabled();
    });

    test(`confirm ${withModal ? 'opens the agreement modal first' : 'pushes without a modal'} and replaces the location with the order`, async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = productId(session, c.product);
      const pushes = countRequests(page, PUSH);
      await page.goto(
        launchUrl('/confirmLoan', { language, token: session.token, query: { productId: id } }),
      );
      const confirm = page.getByRole('button', { name: c.confirm, exact: true });
      const modal = page.getByRole('dialog');
      await page.getByRole('checkbox', { name: c.consent }).check();
      await page.getByRole('checkbox', { name: c.summaryAcknowledge }).check();
      await page.getByRole('checkbox', { name: c.kfsAcknowledge }).check();
      if (c.riskAcknowledge) await page.getByRole('checkbox', { name: c.riskAcknowledge }).check();

      if (withModal) {
        await confirm.click();
        await expect(modal.getByRole('heading', { name: c.modalTitle })).toBeVisible();
        const frame = modal.locator('iframe');
        await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
        await expect(frame).toHaveAttribute('title', c.modalTitle);
        // The agreement read in full is what the frame shows (srcdoc), not an address it loads.
        await expect(frame).toHaveAttribute('srcdoc', /<h1>/);
        await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(
          c.product,
        );
        // The agreement page itself is checked in the agreement-link test.
        await expectAccessible(page, { exclude: ['iframe'] });
        await modal.getByRole('button', { name: c.cancel }).click();
        await expect(modal).toBeHidden();
        expect(pushes()).toBe(0);

        await confirm.click();
        await modal.getByRole('button', { name: c.agree }).click();
      } else {
        await confirm.click();
      }
      await expect(page).toHaveURL(new RegExp(`/loanDetails\\?productId=${id}&orderId=\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: c.product })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: c.headlines[21] })).toBeVisible();
      expect(pushes()).toBe(1);
      if (!withModal) await expect(modal).toHaveCount(0);
    });

    test('a double tap creates one order', async ({ page, newSession, request }) => {
      const session = await newSession({ region: c.region });
      const id = productId(session, c.product);
      const pushes = countRequests(page, PUSH);
      await page.goto(
        launchUrl('/confirmLoan', { language, token: session.token, query: { productId: id } }),
      );
      await consentAndConfirm(page, 'dblclick');
      if (withModal)
        await page.getByRole('dialog').getByRole('button', { name: c.agree }).dblclick();
      await expect(page).toHaveURL(/\/loanDetails\?/);
      expect(pushes()).toBe(1);

      // The server knows one new order for this borrower: the next id is not theirs.
      const newOrder = Number(new URL(page.url()).searchParams.get('orderId'));
      const next = await request.post('/v3/loan-details/loan-details', {
        headers: { 'X-Token': session.token },
        data: { orderId: newOrder + 1 },
      });
      expect((await next.json()).code).not.toBe('00');
    });

    test('Back from the new order returns to the list, not to the confirmed form', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      const card = page.getByRole('article').first();
      const name = (await card.getByRole('heading').textContent())!;
      await card.getByRole('button', { name: c.apply }).click();
      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+$/);
      await consentAndConfirm(page);
      if (withModal) await page.getByRole('dialog').getByRole('button', { name: c.agree }).click();
      await expect(page).toHaveURL(/\/loanDetails\?/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectAccessible(page);

      await page.goBack();
      await expect(page).toHaveURL(/\/relevant/);
    });

    test('a paused product answers with the server message and stays on the form', async ({
      page,
      newSession,
    }) => {
      await openConfirm(page, await newSession({ region: c.region }), c.paused);
      const pushed = page.waitForResponse((r) => r.url().includes(PUSH));
      await consentAndConfirm(page);
      if (withModal) await page.getByRole('dialog').getByRole('button', { name: c.agree }).click();
      const answer = await (await pushed).json();
      expect(answer.code).toBe('1009');
      await expect(page.getByRole('status').getByText(answer.message)).toBeVisible();
      await expect(page).toHaveURL(/\/confirmLoan/);
      await expect(page.getByRole('button', { name: c.confirm, exact: true })).toBeEnabled();
    });

    test('the chosen amount and term survive an agreement round trip and a reload, and are what Confirm sends', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = productId(session, c.product);
      await page.goto(
        launchUrl('/confirmLoan', { language, token: session.token, query: { productId: id } }),
      );
      const slider = page.getByTestId('amount-slider');
      await expect(slider).toBeVisible();
      const requoted = page.waitForResponse((r) => r.url().includes('/loan-detail-confirm'));
      await slider.fill('2');
      const chosen = (await (await requoted).request().postDataJSON()) as { amount: number };
      await page.getByRole('radio', { name: c.term120 }).check();
      await expect(page.getByRole('radio', { name: c.term120 })).toBeChecked();
      await expect(slider).toHaveValue('2');

      await page.getByRole('button', { name: c.agreementLink }).click();
      await expect(page).toHaveURL(/\/agreements\/.+\.html$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+$/);
      await expect(slider).toHaveValue('2');
      await expect(page.getByRole('radio', { name: c.term120 })).toBeChecked();
      await page.reload();
      await expect(slider).toHaveValue('2');
      await expect(page.getByRole('radio', { name: c.term120 })).toBeChecked();

      const pushed = page.waitForRequest((r) => r.url().includes(PUSH));
      await consentAndConfirm(page);
      if (withModal) await page.getByRole('dialog').getByRole('button', { name: c.agree }).click();
      expect((await pushed).postDataJSON()).toMatchObject({
        productId: id,
        amount: chosen.amount,
        periods: 120,
      });
      await expect(page).toHaveURL(/\/loanDetails\?/);
    });

    if (withModal) {
      test('Agree stays disabled until the agreement itself is shown; a dropped connection offers a retry', async ({
        page,
        newSession,
      }) => {
        const session = await newSession({ region: c.region });
        const pushes = countRequests(page, PUSH);
        await page.route('**/agreements/*.html', (route) => route.abort('connectionreset'));
        await page.goto(
          launchUrl('/confirmLoan', {
            language,
            token: session.token,
            query: { productId: productId(session, c.product) },
          }),
        );
        await consentAndConfirm(page);
        const modal = page.getByRole('dialog');
        const alert = modal.getByRole('alert');
        await expect(alert).toContainText('could not be loaded');
        await expect(modal.locator('iframe')).toHaveCount(0);
        const agree = modal.getByRole('button', { name: c.agree });
        await expect(agree).toBeDisabled();
        await expectAccessible(page);

        await page.unroute('**/agreements/*.html');
        await alert.getByRole('button', { name: c.retry }).click();
        await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(
          c.product,
        );
        await expect(agree).toBeEnabled();
        await agree.click();
        await expect(page).toHaveURL(/\/loanDetails\?/);
        expect(pushes()).toBe(1);
      });

      test('a proxy error page in place of the agreement keeps Agree disabled', async ({
        page,
        newSession,
      }, testInfo) => {
        const session = await newSession({ region: c.region });
        const pushes = countRequests(page, PUSH);
        // A gateway answers in the server's place with its own page, even a 200 one.
        await page.route('**/agreements/*.html', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>',
          }),
        );
        await openConfirm(page, session, c.product);
        await consentAndConfirm(page);
        const modal = page.getByRole('dialog');
        await expect(modal.getByRole('alert')).toContainText('could not be loaded');
        await expect(modal.locator('iframe')).toHaveCount(0);
        const agree = modal.getByRole('button', { name: c.agree });
        await expect(agree).toBeDisabled();
        await page.screenshot({ path: testInfo.outputPath('agreement-proxy-page-360.png') });
        await agree.click({ force: true });
        expect(pushes()).toBe(0);
      });

      test('a frame that would load the agreement over a dropped connection never enables Agree', async ({
        page,
        newSession,
      }) => {
        const session = await newSession({ region: c.region });
        // The agreement fails only as a frame's own page load (the browser's error page, whose
        // load event must not pass for the agreement); read by the page, it arrives.
        await page.route('**/agreements/*.html', (route) =>
          route.request().resourceType() === 'document'
            ? route.abort('connectionreset')
            : route.fallback(),
        );
        await openConfirm(page, session, c.product);
        await consentAndConfirm(page);
        const modal = page.getByRole('dialog');
        const agree = modal.getByRole('button', { name: c.agree });
        await expect(agree).toBeEnabled();
        // Enabled only with the agreement's own text in the frame.
        await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(
          c.product,
        );
        await modal.getByRole('button', { name: c.cancel }).click();

        // Failing every way: the page's own read too. Agree stays off, whatever loads.
        await page.unroute('**/agreements/*.html');
        await page.route('**/agreements/*.html', (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: c.confirm, exact: true }).click();
        await expect(modal.getByRole('alert')).toBeVisible();
        await page.waitForTimeout(1000);
        await expect(agree).toBeDisabled();
      });
    }

    test("the Key Fact Statement is this loan's alone, shows the chosen amount and term with the screen figures, and leads back", async ({
      page,
      newSession,
    }) => {
      await openConfirm(page, await newSession({ region: c.region }), c.product);
      const slider = page.getByTestId('amount-slider');
      await expect(slider).toBeVisible(); // the first quote is in
      const requoted = page.waitForResponse((r) => r.url().includes('/loan-detail-confirm'));
      await slider.fill('3');
      await requoted;
      const termQuoted = page.waitForResponse((r) => r.url().includes('/loan-detail-confirm'));
      await page.getByRole('radio', { name: c.term120 }).check();
      await termQuoted;
      await expect(page.getByRole('radio', { name: c.term120 })).toBeChecked();
      await expect(page.getByText(/…$/)).toHaveCount(0);
      const onScreen = {
        amount: (await page.getByTestId('amount').textContent())!,
        total: (await page.getByTestId('total-repayable').textContent())!,
        apr: (await page.getByTestId('apr').textContent())!,
      };

      // One statement on the page: this loan's, never the product's general one beside it.
      await expect(page.getByRole('button', { name: c.keyFactsLink })).toHaveCount(0);
      const link = page.getByTestId('kfs-link');
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(/\/agreements\/kfs\/[^/?]+\.html\?lang=\w+$/);
      expect(page.url()).not.toMatch(/token/i);
      const part1 = page.getByTestId('kfs-part1');
      await expect(part1).toContainText(onScreen.amount.trim());
      await expect(part1).toContainText(onScreen.apr.trim());
      await expect(page.getByTestId('kfs-schedule')).toContainText(onScreen.total.trim());
      await expect(page.getByText(c.term120).first()).toBeVisible();
      await expectAccessible(page);

      const back = page.getByRole('banner').getByRole('link', { name: c.backLink });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+$/);
      await expect(slider).toHaveValue('3');
      await expect(page.getByRole('radio', { name: c.term120 })).toBeChecked();
    });

    test('an agreement link asks for its address and opens it', async ({ page, newSession }) => {
      await openConfirm(page, await newSession({ region: c.region }), c.product);
      const jump = page.waitForRequest((r) => r.url().includes('/v3/contract/contract-jump'));
      await page.getByRole('button', { name: c.agreementLink }).click();
      const url = new URL((await jump).url());
      expect(url.searchParams.get('scene')).toBe('3');
      expect(url.searchParams.get('position')).toBe('1');
      await expect(page).toHaveURL(/\/agreements\/.+\.html$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test("the staff's Chinese pack reads confirm in its own words, offline too, and no English server words", async ({
  page,
  context,
  newSession,
}) => {
  for (const region of ['IN', 'ID'] as const) {
    const session = await newSession({ region });
    const c = loansCopy[region === 'IN' ? 'en' : 'id'];
    await page.goto(
      launchUrl('/confirmLoan', {
        language: region === 'IN' ? 'en' : 'id',
        token: session.token,
        query: { productId: productId(session, c.product), locale: 'zh-CN' },
      }),
    );
    await expect(page.getByRole('heading', { level: 1, name: '确认借款' })).toBeVisible();
    const main = page.locator('main');
    await expect(page.getByTestId('detail-rows')).toContainText('借款金额');
    await expect(page.getByTestId('rate')).toContainText('日利率');
    // Neither market's server words: rows, rate, plan, note.
    for (const words of [
      'Loan amount',
      'Interest',
      'Period 1/1',
      'Total repayment',
      'Please check the details',
      'Jumlah pinjaman',
      'Bunga',
      'Periode',
      'Periksa kembali',
    ]) {
      await expect(main, `${region}: ${words}`).not.toContainText(words);
    }
    await context.setOffline(true);
    await page.getByRole('button', { name: '增加金额' }).click();
    await expect(page.getByTestId('quote-failed')).toContainText('您已离线');
    await context.setOffline(false);
  }
});
