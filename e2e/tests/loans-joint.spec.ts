import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy } from '../loans.ts';

for (const language of languages) {
  const c = loansCopy[language];

  test.describe(`joint logon fail and failure page (${language})`, () => {
    test('/loginFail shows the status, the notice and products that open like loan details', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/loginFail', { language, token: session.token }));
      await expect(page.getByRole('heading', { level: 1, name: c.jointTitle })).toBeVisible();
      await expect(page.getByTestId('status-picture')).toBeVisible();
      await expect(page.getByTestId('joint-notice')).toContainText(c.jointNotice);
      const list = page.getByTestId('recommended');
      await expect(list.getByRole('article').first()).toBeVisible();
      const displayOnly = list.getByRole('article', { name: c.displayOnly });
      await expect(displayOnly).toContainText(c.displayOnlyCaveat);
      await expect(displayOnly.getByRole('button')).toHaveCount(0);
      await expectAccessible(page);

      // The order is the disclosed one (decision 057): tap the second item that can be applied to.
      const items = list.getByRole('article');
      const open: number[] = [];
      for (let i = 0; i < (await items.count()); i++) {
        const button = items.nth(i).getByRole('button', { name: c.apply });
        if ((await button.count()) === 1 && (await button.isEnabled())) open.push(i);
      }
      const position = open[1]!;
      const event = page.waitForRequest((r) => r.url().includes('/indah/pageEvent/save'));
      await items.nth(position).getByRole('button', { name: c.apply }).click();
      const body = new URLSearchParams((await event).postData() ?? '');
      expect(body.get('moduleId')).toBe('300');
      expect(body.get('positionId')).toBe(String(position));
      await expect(page).toHaveURL(
        new RegExp(`/confirmLoan\\?productId=${body.get('productId')}$`),
      );
    });

    test('/errorPage lists the products still open today and applies like the list', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/errorPage', { language, token: session.token }));
      await expect(page.getByRole('heading', { level: 1, name: c.failureTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: c.failureHeadline })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toContainText(c.currency);
      await expectAccessible(page);

      const apply = page.waitForRequest((r) => r.url().includes('/indah/v3/product/apply'));
      await cards.first().getByRole('button', { name: c.apply }).click();
      expect(new URLSearchParams((await apply).postData() ?? '').get('moduleId')).toBe('300');
      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+$/);
    });

    test('the loan pages ask to open them from the app without a session', async ({ page }) => {
      for (const path of ['/loginFail', '/errorPage', '/loanDetails', '/confirmLoan']) {
        await page.goto(launchUrl(path, { language }));
        await expect(page.getByTestId('no-session')).toBeVisible();
      }
      await expectAccessible(page);
    });
  });
}
