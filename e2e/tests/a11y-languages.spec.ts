import { expect, expectAccessible, test } from '../fixtures.ts';
import { everyPageIn } from '../pages.ts';

/**
 * axe at zero violations on every page in the staff's Chinese pack (zh-CN), India's market: the
 * English and Indonesian specs scan each page as they use it, hindi.spec.ts scans every page in
 * Hindi; this walk opens every page once in Chinese (docs/accessibility-audit.md).
 */
// Two halves of the pages, so the two workers share them.
for (const half of [0, 1]) {
  test(`every page and the official site in Chinese (zh-CN), half ${half + 1}: Chinese on the page, zero axe violations`, async ({
    page,
    newSession,
    request,
  }) => {
    // Sixteen pages, each opened and scanned: six times a test's usual time.
    test.setTimeout(180_000);
    const session = await newSession({ region: 'IN' });
    const urls = await everyPageIn(request, session, 'zh-CN', half);
    for (const url of urls) {
      await page.goto(url);
      await expect(page.locator('html'), url).toHaveAttribute('lang', /^zh/);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      expect(await page.locator('body').innerText(), url).toMatch(/[\u4e00-\u9fff]/);
      // A framed agreement (the site's, the agreement page's) runs no script, where axe stalls:
      // its own page is scanned.
      await expectAccessible(page, { exclude: ['iframe'] });
    }
  });
}
