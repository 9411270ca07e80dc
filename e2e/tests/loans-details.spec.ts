import { orderStatus as s } from '@tenor/contract/orders';
import { bridgeCalls, expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import {
  countRequests,
  expectRecommendedProducts,
  insideTheApp,
  languages,
  loansCopy,
  orderId,
} from '../loans.ts';

const SCORE = '/v3/loan-details/google-score';
const DISMISS = '/v3/loan-details/score-dismiss';

/** docs/order-statuses.md with the demo data: the 180 order is on a product without extension. */
const table: { status: number; picture: number; actions: ('repay' | 'extend' | 'borrowMore')[] }[] =
  [
    { status: s.underReview, picture: 21, actions: [] },
    { status: s.approved, picture: 110, actions: [] },
    { status: s.rejected, picture: 151, actions: [] },
    { status: s.disbursed, picture: 170, actions: ['repay'] },
    { status: s.due, picture: 174, actions: ['repay', 'extend'] },
    { status: s.overdue, picture: 180, actions: ['repay'] },
    { status: s.settled, picture: 200, actions: ['borrowMore'] },
    { status: s.instalmentsInProgress, picture: 3, actions: ['repay', 'extend'] },
    { status: s.instalmentSettled, picture: 4, actions: ['borrowMore'] },
    { status: s.instalmentOverdue, picture: 5, actions: ['repay', 'extend'] },
  ];

for (const language of languages) {
  const c = loansCopy[language];
  const detailsUrl = (token: string, id: number) =>
    launchUrl('/loanDetails', { language, token, query: { orderId: id } });

  test.describe(`loan details (${language})`, () => {
    test('every status shows its picture, headline, actions, and the list only without an action', async ({
      page,
      newSession,
    }) => {
      test.setTimeout(120_000);
      const session = await newSession({ region: c.region });
      const actionNames = { repay: c.repay, extend: c.extend, borrowMore: c.borrowMore };

      for (const row of table) {
        await page.goto(detailsUrl(session.token, orderId(session, row.status)));
        const headline = page.getByRole('heading', { level: 2, name: c.headlines[row.status] });
        await expect(headline, `status ${row.status}`).toBeVisible();
        await expect(page.getByTestId('status-picture')).toHaveAttribute(
          'data-picture',
          String(row.picture),
        );
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

        const settled = row.actions.includes('borrowMore');
        // Nothing opens over the page: a repaid, unrated order offers its rating as a card.
        await expect(page.getByRole('dialog')).toHaveCount(0);
        if (settled) {
          const card = page.getByRole('region', { name: c.ratingTitle });
          await expect(card).toBeVisible();
          await expectAccessible(page);
          await card.getByRole('button', { name: c.later }).click();
          await expect(card).toBeHidden();
        } else {
          await expect(page.getByTestId('rating-card')).toHaveCount(0);
        }

        const actions = page.getByTestId('order-actions');
        if (row.actions.length === 0) {
          await expect(actions).toHaveCount(0);
          await expect(page.getByRole('heading', { level: 2, name: c.recommended })).toBeVisible();
        } else {
          await expect(page.getByTestId('recommended')).toHaveCount(0);
          for (const [action, name] of Object.entries(actionNames)) {
            const control = actions.getByRole(action === 'borrowMore' ? 'button' : 'link', {
              name,
            });
            await expect(control, `status ${row.status} ${action}`).toHaveCount(
              row.actions.includes(action as never) ? 1 : 0,
            );
          }
        }
        await expectAccessible(page);
      }
    });

    test('rating: a card under "Repaid", never over it; no star asks to choose; Not now puts it away for good, also after a reload', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const scores = countRequests(page, SCORE);
      await page.goto(detailsUrl(session.token, orderId(session, s.settled)));
      const headline = page.getByRole('heading', { level: 2, name: c.headlines[200] });
      const card = page.getByRole('region', { name: c.ratingTitle });
      await expect(card).toBeVisible();
      // The page is read first: no dialog, the status above the card, nothing focused in it.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const top = (await headline.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.y).toBeGreaterThan(top.y + top.height);
      await expect(page.getByTestId('detail-rows')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shots/loan-rating-card-${language}.png` });
      for (let n = 1; n <= 5; n += 1) {
        const star = card.getByRole('button', { name: c.stars(n) });
        await expect(star).toHaveAttribute('aria-pressed', 'false');
        await expect(star).not.toBeFocused();
      }
      await card.getByRole('button', { name: c.submit }).click();
      await expect(page.getByRole('status').getByText(c.choose)).toBeVisible();
      await expectAccessible(page);
      expect(scores()).toBe(0);

      const three = card.getByRole('button', { name: c.stars(3) });
      await three.click();
      await expect(three).toHaveAttribute('aria-pressed', 'true');
      const filled = card.getByRole('button', { name: /\d/ });
      await expect(filled.nth(0)).toHaveAttribute('data-filled', 'true');
      await expect(filled.nth(2)).toHaveAttribute('data-filled', 'true');
      await expect(filled.nth(3)).toHaveAttribute('data-filled', 'false');
      const dismissed = page.waitForResponse((r) => r.url().includes(DISMISS));
      await card.getByRole('button', { name: c.later }).click();
      await expect(card).toBeHidden();
      await dismissed;

      // Offered once per order: not after a reload either.
      await page.reload();
      await expect(headline).toBeVisible();
      await expect(page.getByTestId('rating-card')).toHaveCount(0);
      expect(scores()).toBe(0);

      // Another repaid order still offers it, with no star chosen.
      await page.goto(detailsUrl(session.token, orderId(session, s.instalmentSettled)));
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: c.stars(1) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    test('what is owed is at the top, above the fold: amount and due date; overdue adds days late and the late fee', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const viewport = page.viewportSize()!;
      expect(viewport).toEqual({ width: 360, height: 780 });
      for (const status of [s.due, s.overdue]) {
        await page.goto(detailsUrl(session.token, orderId(session, status)));
        const due = page.getByRole('region', { name: c.amountDue });
        await expect(due, `status ${status}`).toBeVisible();
        await expect(due.getByTestId('amount-due-value')).toContainText(c.currency);
        await expect(due.getByTestId('due-date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
        const box = (await due.boundingBox())!;
        expect(box.y + box.height, `status ${status} above the fold`).toBeLessThanOrEqual(
          viewport.height,
        );
        // Right under the status, before the order card.
        const card = (await page.getByTestId('detail-rows').boundingBox())!;
        expect(card.y).toBeGreaterThan(box.y);
        if (status === s.overdue) {
          await expect(due.getByTestId('days-late')).toHaveText(c.daysLate(5));
          await expect(due.getByTestId('late-fee')).toContainText(c.currency);
        } else {
          await expect(due.getByTestId('days-late')).toHaveCount(0);
          await expect(due.getByTestId('late-fee')).toHaveCount(0);
        }
        await expectAccessible(page);
      }
      await page.goto(detailsUrl(session.token, orderId(session, s.underReview)));
      await expect(page.getByRole('heading', { level: 2, name: c.headlines[21] })).toBeVisible();
      await expect(page.getByTestId('amount-due')).toHaveCount(0);
    });

    test('a page opened from loan details has a back button that returns; opened by the app it has none', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.rejected);
      await page.goto(detailsUrl(session.token, id));
      await expect(page.getByRole('heading', { level: 2, name: c.headlines[151] })).toBeVisible();
      await expect(page.getByRole('button', { name: c.goBack })).toHaveCount(0);

      await page.getByTestId('recommended').getByRole('button', { name: c.apply }).first().click();
      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+$/);
      const back = page.getByRole('banner').getByRole('button', { name: c.goBack });
      await expect(back).toBeVisible();
      await expectAccessible(page);
      await back.click();
      await expect(page).toHaveURL(/\/loanDetails\?/);
      await expect(page.getByRole('heading', { level: 2, name: c.headlines[151] })).toBeVisible();
    });

    test('rating: fewer than 5 stars sends score 5 and says thank you', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.settled);
      await page.goto(detailsUrl(session.token, id));
      const card = page.getByRole('region', { name: c.ratingTitle });
      // Send with no star first: its "choose a rating" hint must not outlive the rating.
      await card.getByRole('button', { name: c.submit }).click();
      await expect(page.getByTestId('toast').filter({ hasText: c.choose })).toBeVisible();
      await card.getByRole('button', { name: c.stars(4) }).click();
      const sent = page.waitForRequest((r) => r.url().includes(SCORE));
      await card.getByRole('button', { name: c.submit }).click();
      expect((await sent).postDataJSON()).toEqual({ score: 5, orderId: id });

      const thanks = page.getByRole('dialog', { name: c.thanks });
      await expect(thanks).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: c.choose })).toHaveCount(0);
      await expectAccessible(page);
      await thanks.getByRole('button', { name: c.ok }).click();
      await expect(thanks).toBeHidden();
      await expect(page.getByTestId('toast').filter({ hasText: c.choose })).toHaveCount(0);
      expect(await bridgeCalls(page)).toEqual([]);

      // Rated: it is not offered again.
      await expect(card).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: c.headlines[200] })).toBeVisible();
      await expect(page.getByTestId('rating-card')).toHaveCount(0);
    });

    test('rating: 5 stars ask the app for a store rating', async ({ page, newSession }) => {
      const session = await newSession({ region: c.region });
      await page.goto(detailsUrl(session.token, orderId(session, s.instalmentSettled)));
      const card = page.getByRole('region', { name: c.ratingTitle });
      await card.getByRole('button', { name: c.stars(5) }).click();
      await card.getByRole('button', { name: c.submit }).click();
      await expect(card).toBeHidden();
      await expect
        .poll(() => bridgeCalls(page))
        .toEqual([expect.objectContaining({ action: 'rateApp' })]);
      await expect(page.getByRole('dialog', { name: c.thanks })).toBeHidden();
    });

    test('recommended items: display-only has no button; a tap records the event and opens the product', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(detailsUrl(session.token, orderId(session, s.rejected)));
      const list = page.getByTestId('recommended');
      const displayOnly = list.getByRole('article', { name: c.displayOnly });
      await expect(displayOnly).toContainText(c.displayOnlyCaveat);
      await expect(displayOnly.getByRole('button')).toHaveCount(0);
      await expect(
        list.getByRole('article', { name: c.paused }).getByRole('button'),
      ).toBeDisabled();

      // Offers come in the disclosed order (decision 057): the first one open to apply for is
      // tapped, and the event names its place in the list.
      const cards = list.getByRole('article');
      const applyable = await cards.evaluateAll((all) =>
        all.findIndex((card) => [...card.querySelectorAll('button')].some((b) => !b.disabled)),
      );
      expect(applyable).toBeGreaterThanOrEqual(0);
      const event = page.waitForRequest((r) => r.url().includes('/indah/pageEvent/save'));
      const link = page.waitForRequest((r) => r.url().includes('/gopia/goya/define'));
      await cards.nth(applyable).getByRole('button', { name: c.apply }).click();
      const eventBody = new URLSearchParams((await event).postData() ?? '');
      expect(eventBody.get('moduleId')).toBe('300');
      expect(eventBody.get('positionId')).toBe(String(applyable));
      const linkBody = new URLSearchParams((await link).postData() ?? '');
      expect(linkBody.get('productId')).toBe(eventBody.get('productId'));
      await expect(page).toHaveURL(
        new RegExp(`/confirmLoan\\?productId=${eventBody.get('productId')}$`),
      );
    });

    test('more products asks the app for its home; in a plain browser it opens the recommended products', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(detailsUrl(session.token, orderId(session, s.underReview)));
      await page.getByRole('button', { name: c.moreProducts }).click();
      await expect
        .poll(() => bridgeCalls(page))
        .toEqual([expect.objectContaining({ action: 'openAppHome' })]);
      // The simulator's record is tooling: a borrower in a plain browser sees no toast of it.
      await expect(page.getByText('App: openAppHome')).toHaveCount(0);
      await expectRecommendedProducts(page, language);
      await expect(page.getByRole('article').first()).toContainText(c.currency);
    });

    test('inside the app, more products and borrow more go to the app, and the page stays', async ({
      page,
      newSession,
    }) => {
      const hostCalls = await insideTheApp(page, 'android');
      const session = await newSession({ region: c.region });
      await page.goto(detailsUrl(session.token, orderId(session, s.underReview)));
      await page.getByRole('button', { name: c.moreProducts }).click();
      await expect.poll(hostCalls).toEqual([{ action: 'openAppHome', payload: {} }]);
      await page.goto(detailsUrl(session.token, orderId(session, s.settled)));
      // Nothing covers the page: the rating waits in its card, Borrow more is tapped at once.
      await expect(page.getByRole('region', { name: c.ratingTitle })).toBeVisible();
      await page.getByRole('button', { name: c.borrowMore }).click();
      await expect
        .poll(hostCalls)
        .toEqual([{ action: 'openProductDetail', payload: { productId: expect.any(Number) } }]);
      await expect(page).toHaveURL(/\/loanDetails\?/);
      expect(await bridgeCalls(page)).toEqual([]);
    });

    test("an order that does not exist, or is another borrower's, says so and leads home, not to a retry", async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const stranger = await newSession({ region: c.region });
      for (const id of [999_999, orderId(stranger, s.due)]) {
        await page.goto(detailsUrl(session.token, id));
        await expect(page.getByTestId('error-state')).toContainText(c.orderNotFound);
        await expect(page.getByRole('button', { name: c.retry })).toHaveCount(0);
      }
      await expectAccessible(page);
      await page.getByRole('button', { name: c.backHome }).click();
      await expect
        .poll(() => bridgeCalls(page))
        .toEqual([expect.objectContaining({ action: 'openAppHome' })]);
      // Outside the app: the recommended products, in the launch's language.
      await expectRecommendedProducts(page, language);
    });

    test('borrow more records the event and opens the product in the app', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(detailsUrl(session.token, orderId(session, s.settled)));
      // Nothing covers the page: the rating waits in its card, Borrow more is tapped at once.
      await expect(page.getByRole('region', { name: c.ratingTitle })).toBeVisible();
      const event = page.waitForRequest((r) => r.url().includes('/service/event/save'));
      await page.getByRole('button', { name: c.borrowMore }).click();
      const body = new URLSearchParams((await event).postData() ?? '');
      expect(body.get('moduleId')).toBe('30');
      expect(body.get('positionId')).toBe('0');
      await expect
        .poll(() => bridgeCalls(page))
        .toEqual([
          expect.objectContaining({
            action: 'openProductDetail',
            payload: { productId: Number(body.get('productId')) },
          }),
        ]);
      // Outside the app: the recommended products to borrow from, in the launch's language.
      await expectRecommendedProducts(page, language);
    });

    test('on a short page the action bar sits at the bottom of the screen', async ({
      page,
      newSession,
    }) => {
      // A tall screen makes the page short: its content ends well above the bottom.
      const height = 2600;
      await page.setViewportSize({ width: 360, height });
      const session = await newSession({ region: c.region });
      await page.goto(detailsUrl(session.token, orderId(session, s.disbursed)));
      const bar = page.getByTestId('order-actions');
      await expect(bar.getByRole('link', { name: c.repay })).toBeVisible();
      const rows = page.getByTestId('detail-rows');
      await expect(rows).toBeVisible();
      const card = (await rows.boundingBox())!;
      expect(card.y + card.height).toBeLessThan(height - 200);
      // The bar is at the bottom of the screen, not floating under the content; no scrolling.
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(height);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    });

    test('repay goes to the repay page for the order; extension to the delay page', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const due = orderId(session, s.due);
      await page.goto(detailsUrl(session.token, due));
      await page.getByRole('link', { name: c.extend }).click();
      await expect(page).toHaveURL(new RegExp(`/repayDelay\\?productId=\\d+&orderId=${due}$`));
      await page.goBack();
      await page.getByRole('link', { name: c.repay }).click();
      await expect(page).toHaveURL(
        new RegExp(`/that\\?amount=[1-9]\\d*&orderId=${due}&productId=\\d+$`),
      );

      const instalments = orderId(session, s.instalmentsInProgress);
      await page.goto(detailsUrl(session.token, instalments));
      await page.getByRole('link', { name: c.repay }).click();
      await expect(page).toHaveURL(
        new RegExp(`/installmentRepay\\?productId=\\d+&orderId=${instalments}$`),
      );
    });

    test('the sandbox moves an order and the page follows its status', async ({
      page,
      newSession,
      request,
    }) => {
      test.setTimeout(60_000);
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.underReview);
      const move = async (status: number) => {
        const res = await request.post(`/dev/orders/${id}/status`, { data: { status } });
        return (await res.json()) as { code: string; message: string };
      };
      const picture = page.getByTestId('status-picture');
      await page.goto(detailsUrl(session.token, id));
      await expect(picture).toHaveAttribute('data-picture', '21');
      await expect(page.getByTestId('recommended')).toBeVisible();

      const steps = [
        { status: 110, picture: '110', repay: 0, extend: 0, list: 1 },
        { status: 170, picture: '170', repay: 1, extend: 0, list: 0 },
        { status: 174, picture: '174', repay: 1, extend: 1, list: 0 },
        { status: 200, picture: '200', repay: 0, extend: 0, list: 0 },
      ];
      for (const step of steps) {
        expect((await move(step.status)).code).toBe('00');
        await page.reload();
        await expect(
          page.getByRole('heading', { level: 2, name: c.headlines[step.status] }),
        ).toBeVisible();
        await expect(picture).toHaveAttribute('data-picture', step.picture);
        await expect(page.getByRole('link', { name: c.repay })).toHaveCount(step.repay);
        await expect(page.getByRole('link', { name: c.extend })).toHaveCount(step.extend);
        await expect(page.getByTestId('recommended')).toHaveCount(step.list);
      }
      await expect(page.getByRole('region', { name: c.ratingTitle })).toBeVisible();

      const refused = await move(21);
      expect(refused.code).toBe('1009');
      expect(refused.message).toMatch(/200/);
    });
  });
}
