import type { BrowserContext, Page } from '@playwright/test';
import { orderStatus as s } from '@tenor/contract/orders';
import { careCopy } from '../care.ts';
import { expect, launchUrl, test } from '../fixtures.ts';
import { countRequests, languages, loansCopy, orderId, productId } from '../loans.ts';

/**
 * Taps between the first paint of a server-rendered page and its app taking over (decision 050):
 * the app's scripts are held back, as a slow network holds them, so every tap below lands before
 * any of them has run. A link goes to its page at once; a control that needs the app shows as
 * busy, and its first tap acts once, when the app is ready.
 */

// The app's scripts are held at the network: a service worker would serve them past the hold.
test.use({ serviceWorkers: 'block' });

/** The app's own scripts (the entry, its libraries, the page's chunks), not /boot.js (inline). */
const APP_SCRIPT = /\/assets\/[^?]+\.js(\?.*)?$/;

/** A page of `context` whose app's scripts wait until `release()`, on this page and the next. */
async function heldBack(context: BrowserContext) {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    // The page may have gone to another meanwhile (a link tapped): its requests went with it.
    await route.continue().catch(() => {});
  });
  // Every address the borrower's pages were asked for by, to check no token went into one.
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  return { page, release, documents };
}

/** The app has not started: its scripts are held, so nothing of it has run. */
async function expectNotStarted(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(
    false,
  );
}

const started = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), undefined, {
    timeout: 20_000,
  });

for (const language of languages) {
  const c = loansCopy[language];
  const care = careCopy[language];
  const currency = language === 'en' ? '₹' : 'Rp';

  test.describe(`taps before the app has started (${language})`, () => {
    test('Apply, tapped twice: busy until the app is ready, then one application and the confirm page', async ({
      context,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const { page, release } = await heldBack(context);
      const applies = countRequests(page, '/indah/v3/product/apply');
      await page.goto(launchUrl('/relevant', { language, token: session.token }));
      const card = page.getByRole('article').filter({ hasText: c.product });
      await expect(card.getByTestId('amount-range')).toContainText(currency);
      const apply = card.getByRole('button', { name: c.apply });
      await expect(apply).toHaveAttribute('aria-busy', 'true');
      await apply.click();
      await apply.click();
      await expectNotStarted(page);
      await expect(apply).toHaveAttribute('aria-busy', 'true');
      expect(applies()).toBe(0);

      release();
      await expect(page).toHaveURL(/\/confirmLoan\?productId=\d+/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: c.confirmTitle })).toBeVisible();
      await expect(page.getByTestId('amount')).toContainText(currency);
      expect(applies()).toBe(1);
    });

    test('Repay now is a link: the repay page opens at once, signed in, with no token in any address', async ({
      context,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      const { page, release, documents } = await heldBack(context);
      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      await expect(page.getByTestId('amount-due')).toContainText(currency);
      // boot.js took the launch out of the address as the page was parsed.
      expect(page.url()).not.toContain(session.token);
      await page.getByRole('link', { name: c.repay }).click();
      await expect(page).toHaveURL(
        new RegExp(`/that\\?amount=[1-9]\\d*&orderId=${id}&productId=\\d+$`),
      );

      release();
      await started(page);
      await expect(page.getByTestId(language === 'en' ? 'pay-amount' : 'va-total')).toContainText(
        currency,
      );
      // The launch was the first page's; the one the link opened was asked for without a token.
      expect(documents.length).toBeGreaterThan(1);
      expect(documents.slice(1).filter((url) => url.includes('token'))).toEqual([]);
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('tenor.launch') ?? '{}')),
      ).toMatchObject({ token: session.token, ...(language === 'en' && { languageType: '1' }) });
    });

    test('Borrow more: busy until the app is ready, then one event and the recommended products', async ({
      context,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const { page, release } = await heldBack(context);
      const events = countRequests(page, '/service/event/save');
      await page.goto(
        launchUrl('/loanDetails', {
          language,
          token: session.token,
          query: { orderId: orderId(session, s.settled) },
        }),
      );
      const more = page.getByTestId('order-actions').getByRole('button', { name: c.borrowMore });
      await expect(more).toHaveAttribute('aria-busy', 'true');
      await more.click();
      await more.click();
      await expectNotStarted(page);

      release();
      // Outside the app, the way to a product is the recommended products.
      await expect(page).toHaveURL(/\/relevant$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: c.relevantTitle })).toBeVisible();
      expect(events()).toBe(1);
    });

    test('a chatbot topic opens its questions once the app has started', async ({
      context,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const { page, release } = await heldBack(context);
      await page.goto(launchUrl('/intelligentCustomerService', { language, token: session.token }));
      const topic = page.getByRole('navigation').getByRole('button', { name: care.repayment });
      await expect(topic).toHaveAttribute('aria-busy', 'true');
      await topic.click();
      await expectNotStarted(page);

      release();
      await expect(topic).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
      await expect(topic).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('button', { name: care.howToRepay })).toBeVisible();
    });

    test('a complaint tab is chosen once the app has started', async ({ context, newSession }) => {
      const session = await newSession({ region: c.region });
      const { page, release } = await heldBack(context);
      await page.goto(launchUrl('/complaintList', { language, token: session.token }));
      const second = page.getByRole('tab').nth(1);
      await expect(second).toHaveAttribute('aria-busy', 'true');
      await expect(second).toHaveAttribute('aria-selected', 'false');
      await second.click();
      await expectNotStarted(page);

      release();
      await expect(second).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
      await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'false');
    });

    test('the consent box, then Confirm twice: acted on in order once the app is ready, one order', async ({
      context,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const { page, release } = await heldBack(context);
      const pushes = countRequests(page, '/v3/loan-confirm/loan-detail-push');
      const id = productId(session, c.product);
      await page.goto(
        launchUrl('/confirmLoan', { language, token: session.token, query: { productId: id } }),
      );
      await expect(page.getByTestId('amount')).toContainText(currency);
      const consent = page.getByRole('checkbox', { name: c.consent });
      const kfsBox = page.getByRole('checkbox', { name: c.kfsAcknowledge });
      const confirm = page.getByRole('button', { name: c.confirm, exact: true });
      await expect(consent).toHaveAttribute('aria-busy', 'true');
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      await consent.click();
      await page.getByRole('checkbox', { name: c.summaryAcknowledge }).click();
      await kfsBox.click();
      if (c.riskAcknowledge) await page.getByRole('checkbox', { name: c.riskAcknowledge }).click();
      // Confirm says why it waits (the box is unticked) and reads as disabled to Playwright,
      // but a borrower's tap reaches it as ever: tapped as one.
      await confirm.click({ force: true });
      await confirm.click({ force: true });
      await expectNotStarted(page);
      // Held for the app: the box is ticked by the app, not before it.
      await expect(consent).not.toBeChecked();

      release();
      // Confirm acts only with the box ticked: the order below says the box was ticked first.
      if (language === 'en') {
        await expect(consent).toBeChecked({ timeout: 20_000 });
        // India reads the agreement first (docs/screens.md "Loan confirm"): Confirm opened it.
        const modal = page.getByRole('dialog');
        await expect(modal.getByRole('heading', { name: c.modalTitle })).toBeVisible();
        await modal.getByRole('button', { name: c.agree }).click();
      }
      await expect(page).toHaveURL(new RegExp(`/loanDetails\\?productId=${id}&orderId=\\d+$`), {
        timeout: 20_000,
      });
      await expect(page.getByRole('heading', { level: 2, name: c.headlines[21] })).toBeVisible();
      expect(pushes()).toBe(1);
    });
  });
}

test('the bank’s code typed and sent before the app has started (id): kept and checked once', async ({
  context,
  newSession,
}) => {
  const session = await newSession({ region: 'ID' });
  const order = orderId(session, 3);
  const url = launchUrl('/autopay', {
    language: 'id',
    token: session.token,
    query: { orderId: order },
  });
  // The card is on its way to being linked (decision 081): BRI has texted its code.
  const first = await context.newPage();
  await first.goto(url);
  // A page of its own context: wait for the app as the `page` fixture does, or a tap is held.
  await first.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  await first.getByRole('radio', { name: 'Debit langsung BRI' }).check();
  await first.getByLabel('4 digit terakhir kartu debit BRI').fill('8888');
  await first.getByLabel('Masa berlaku kartu (BB/TT)').fill('0630');
  await first.getByLabel('Email').fill('peminjam@contoh.co.id');
  await first.getByTestId('card-consent').check();
  await first.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(first.getByTestId('card-code-step')).toBeVisible();
  await first.close();

  // Opened again on a slow link: the code step arrives from the server before the app.
  const { page, release } = await heldBack(context);
  const verifies = countRequests(page, '/v3/autopay/verify');
  await page.goto(url);
  const link = page.getByRole('button', { name: 'Tautkan kartu' });
  await expect(link).toHaveAttribute('aria-busy', 'true');
  // A wrong code, so the card stays unlinked: an active mandate would be noticed and debited by
  // the AutoPay specs' runs of the job alongside. Kept, it is checked; lost, it would be asked for.
  await page.getByLabel('Kode dari BRI').fill('000000');
  await link.click();
  await link.click();
  await expectNotStarted(page);

  release();
  await expect(page.getByTestId('card-code-error')).toHaveText(
    'Kode itu tidak cocok. Periksa SMS dari bank Anda lalu ketik lagi.',
    { timeout: 20_000 },
  );
  await expect(page.getByLabel('Kode dari BRI')).toHaveValue('000000');
  expect(verifies()).toBe(1);
});
