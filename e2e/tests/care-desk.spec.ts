import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy } from '../loans.ts';
import { addPhoto, careCopy, expectPhotos, pngPhoto, storedDraft, toast } from '../care.ts';

/** The desk's password in demo mode (the e2e server runs in demo mode without OPS_PASSWORD). */
const DESK_PASSWORD = 'tenor-demo-desk';

const replies = {
  en: 'We found your payment of 12 May and closed the overdue notice. Screenshot attached.',
  id: 'Pembayaran Anda tanggal 12 Mei sudah kami temukan. Tangkapan layar terlampir.',
} as const;

/** An operator answers complaint `id` from the desk, in a browser of their own. */
async function answerFromDesk(browser: Browser, id: number, text: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const desk: Page = await context.newPage();
  await desk.goto('/ops');
  await desk.getByLabel('Desk password').fill(DESK_PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await desk.goto(`/ops/problems/${id}`);
  // The borrower's two photos are there for the operator.
  await expect(desk.locator('main img')).toHaveCount(2);
  await desk.getByLabel(/Reply to the borrower/).fill(text);
  await desk.getByLabel(/Images/).setInputFiles(pngPhoto('answer.png', [20, 160, 60]));
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk).toHaveURL(new RegExp(`/ops/problems/${id}\\?done=replied$`));
  await context.close();
}

for (const language of languages) {
  const c = careCopy[language];

  test(`a borrower files a complaint with two photos, the desk answers, the borrower reads and rates it (${language})`, async ({
    page,
    newSession,
    browser,
  }) => {
    test.setTimeout(120_000);
    const session = await newSession({ region: c.region });
    const token = session.token;

    // Complaint home → an order being repaid → collection → a sub-type → the form.
    await page.goto(launchUrl('/complainNewPage', { language, token }));
    const card = page.getByTestId('complaint-order');
    await card.getByRole('button', { name: c.all, exact: true }).click();
    await card
      .getByRole('button', { name: new RegExp(loansCopy[language].headlines[174]!) })
      .first()
      .click();
    await page.getByRole('button', { name: c.collection, exact: true }).click();
    await page.getByRole('button', { name: c.rudeCall }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);

    // Every message of the spec on the way, and nothing lost across a reload.
    await page.getByRole('button', { name: c.send }).click();
    await expect(toast(page, c.required)).toBeVisible();
    const box = page.getByTestId('complaint-text');
    await box.fill('y'.repeat(201));
    await expect(page.getByTestId('complaint-count')).toHaveText('200/200');
    await box.fill('The collector shouted at me and called my office twice.');
    await addPhoto(page, pngPhoto('call-log.png', [220, 60, 60]));
    await expect(toast(page, c.uploaded).first()).toBeVisible();
    await addPhoto(page, pngPhoto('sms.png', [60, 60, 220]));
    await expectPhotos(page, c, 2);
    await page.reload();
    await expect(box).toHaveValue('The collector shouted at me and called my office twice.');
    await expectPhotos(page, c, 2);
    await expect(page.getByTestId('complaint-tags')).toHaveText(`${c.collection}${c.rudeCall}`);

    const saved = page.waitForResponse('**/greyer/problem-save**');
    await page.getByRole('button', { name: c.send }).click();
    const problemId: number = (await (await saved).json()).data.problemId;
    await expect(page.getByTestId('sent-dialog')).toContainText(c.sent);
    await expect(page).toHaveURL(/\/complainNewPage$/, { timeout: 4000 });
    expect(await storedDraft(page)).toBeNull();

    // Not answered yet: no result, no rating.
    await page.goto(launchUrl('/complainDetails', { language, token, query: { problemId } }));
    await expect(page.getByTestId('detail-images').getByRole('button')).toHaveCount(2);
    await expect(page.getByTestId('process-result')).toHaveCount(0);

    await answerFromDesk(browser, problemId, replies[language]);

    // The answer reads as 'Process Result', with the operator's photo; the rating is a card
    // under it, offered at once and never over the answer being read.
    await page.goto(launchUrl('/complainDetails', { language, token, query: { problemId } }));
    const result = page.getByTestId('process-result');
    await expect(result.getByRole('heading', { name: c.result })).toBeVisible();
    await expect(result).toContainText(replies[language]);
    await expect(result.getByRole('button', { name: c.openImage(1) })).toBeVisible();
    const rating = page.getByTestId('complaint-rating');
    await expect(rating.getByRole('heading', { name: c.ratingTitle })).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await result.getByText(replies[language]).click(); // nothing covers the reply
    const replyBox = (await result.boundingBox())!;
    const ratingBox = (await rating.boundingBox())!;
    expect(ratingBox.y).toBeGreaterThanOrEqual(replyBox.y + replyBox.height);
    await expectAccessible(page);
    await rating.getByRole('button', { name: c.send }).click();
    await expect(toast(page, c.chooseRating)).toBeVisible();
    await rating.getByRole('button', { name: c.stars(4) }).click();
    // A star chosen: the hint to choose one is gone, and does not outlive the rating.
    await expect(toast(page, c.chooseRating)).toHaveCount(0);
    await rating.getByRole('button', { name: c.send }).click();
    await expect(toast(page, c.thanks)).toBeVisible();
    await expect(rating).toBeHidden();
    await expect(toast(page, c.chooseRating)).toHaveCount(0);

    // Rated once: not offered again.
    await page.reload();
    await expect(page.getByTestId('process-result')).toBeVisible();
    await expect(rating).toBeHidden();
    await expectAccessible(page);
  });
}
