import { expect, launchUrl, test } from '../fixtures.ts';
import {
  expectReflows,
  expectScreenReaderWalk,
  expectTouchTargets,
  expectVisibleFocus,
} from '../a11y.ts';
import { languages, loansCopy } from '../loans.ts';
import { everyPage } from '../pages.ts';
import { templateId } from '../promo.ts';

/**
 * The walk's checks on every page the journeys do not walk (docs/accessibility-audit.md): each
 * page once per market, in turn, read as a screen reader walks it (names, roles, states), for
 * 24 px touch targets, focus drawn on the first control a Tab reaches, and at 320 px with 200 %
 * text. axe runs on these pages in each area's spec and in Chinese and Hindi; it is not run
 * again here, to keep CI's browser time to a page load and four checks a page.
 */

/** Walked whole by a11y-journeys.spec.ts, in both markets (the receipt after a payment). */
const walkedByJourneys = new Set([
  '/relevant',
  '/confirmLoan',
  '/loanDetails',
  '/that',
  '/repayReceipt',
  '/repayDelay',
  '/complainNewPage',
  '/complainPageNext',
  '/intelligentCustomerService',
  '/myData',
  '/myConsents',
]);

for (const language of languages) {
  const { region } = loansCopy[language];

  test(`every other page, the site, the landing and not-found: usable without sight, at 200 % text and 320 px (${region})`, async ({
    page,
    newSession,
    request,
  }) => {
    // Twenty-three pages, each opened and checked: six times a test's usual time.
    test.setTimeout(180_000);
    const session = await newSession({ region });
    const { app, site } = await everyPage(request, session, region);
    const market = language === 'en' ? '?languageType=1' : '?languageType=2';
    const urls = [
      ...app
        .filter(({ path }) => !walkedByJourneys.has(path))
        .map(({ path, query }) => launchUrl(path, { language, token: session.token, query })),
      ...site.map(({ path }) => `${path}${market}`),
      `/promo/?id=${await templateId(request, region)}`,
      launchUrl('/noSuchPage', { language, token: session.token }),
    ];
    for (const url of urls) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      await expectScreenReaderWalk(page);
      await expectTouchTargets(page);
      await expectVisibleFocus(page, 1);
      await expectReflows(page);
    }
  });
}
