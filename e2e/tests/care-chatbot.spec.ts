import { bridgeCalls, expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';
import { orderInfo } from '../repay.ts';
import { careCopy, storedDraft, toast } from '../care.ts';

for (const language of languages) {
  const c = careCopy[language];

  test.describe(`chatbot (${language})`, () => {
    test('greeting, four topics with icons, a question and its answer; solved leads to the rating', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/intelligentCustomerService', { language, token: session.token }));
      await expect(page.getByRole('heading', { level: 1, name: c.chatTitle })).toBeVisible();
      await expect(page.getByTestId('chat-greeting')).toContainText(c.greeting);
      const topics = page.getByRole('navigation').getByRole('button');
      await expect(topics).toHaveText(c.topics);
      await expect(topics.first().locator('svg, img')).toHaveCount(1);
      await expectAccessible(page);

      await page.getByRole('button', { name: c.repayment }).click();
      await expect(page.getByRole('button', { name: c.repayment })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: c.howToRepay }).click();
      const answer = page.getByTestId('chat-answer').last();
      await expect(answer).toContainText(c.howToRepayAnswer);
      // It names the button loan details really has.
      await expect(answer).toContainText(loansCopy[language].repay);
      await expectAccessible(page);

      // The spec's order: Solved first, then Not solved.
      await expect(answer.getByTestId('chat-verdict').getByRole('button')).toHaveText([
        c.solved,
        c.notSolved,
      ]);
      // Solved → rating; Send without a star → 'Silakan pilih'; 3 stars → the server's words.
      await answer.getByRole('button', { name: c.solved, exact: true }).click();
      const rating = page.getByTestId('chat-rating');
      await expect(rating.getByRole('heading', { name: c.chatRate })).toBeVisible();
      await expectAccessible(page);
      await rating.getByRole('button', { name: c.send }).click();
      await expect(toast(page, c.chatChoose)).toBeVisible();
      await rating.getByRole('button', { name: c.stars(3) }).click();
      await rating.getByRole('button', { name: c.send }).click();
      const result = page.getByTestId('chat-result');
      await expect(result.getByRole('heading', { name: c.chatResult })).toBeVisible();
      // The hint to choose a star does not outlive a rating that was sent.
      await expect(toast(page, c.chatChoose)).toHaveCount(0);
      await expect(result.locator('p')).not.toBeEmpty();
      await expectAccessible(page);
      await result.getByRole('button', { name: c.ok }).click();
      expect((await bridgeCalls(page)).map((call) => call.action)).not.toContain('rateApp');

      // Another question, 5 stars: also the app's store rating.
      await page.getByRole('button', { name: c.repayment }).click();
      await page.getByRole('button', { name: c.howToRepay }).last().click();
      await page
        .getByTestId('chat-answer')
        .last()
        .getByRole('button', { name: c.solved, exact: true })
        .click();
      await rating.getByRole('button', { name: c.stars(5) }).click();
      await rating.getByRole('button', { name: c.send }).click();
      await expect(result).toBeVisible();
      expect((await bridgeCalls(page)).map((call) => call.action)).toContain('rateApp');
    });

    test('the Repayment topic shows no dollar sign, and an answer that leads to a complaint names its real button', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/intelligentCustomerService', { language, token: session.token }));
      const repayment = page.getByRole('navigation').getByRole('button', { name: c.repayment });
      // The original drew "$" for repayment; the markets pay in ₹ and Rp.
      const picture = await repayment.locator('svg path').getAttribute('d');
      expect(picture).not.toMatch(/^M12 3v18M16 7c0-2/);
      await repayment.click();
      await page.getByRole('button', { name: c.paidNotShown }).click();
      const answer = page.getByTestId('chat-answer').last();
      await expect(answer.getByRole('button', { name: c.contact })).toBeVisible();
      // The answer tells the borrower to tap exactly that button, and the type the form offers.
      await expect(answer.locator('p').first()).toContainText(c.contact);
      await expect(answer.locator('p').first()).toContainText(c.paymentMissing);
      await expect(answer).not.toContainText('Contact CS');

      // Typed text the FAQ does not know: the reply names the same button, under it.
      await page.getByRole('textbox', { name: c.question }).fill(c.unknownQuestion);
      await page.getByRole('button', { name: c.send }).click();
      const reply = page.getByTestId('chat-reply').last();
      await expect(reply.getByRole('button', { name: c.contact })).toBeVisible();
      await expect(reply.locator('p')).toContainText(c.contact);
      await expect(reply.locator('p')).toContainText(c.threeDays);
    });

    test('not solved offers the contact button, which opens the complaint form with the chat attached', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/intelligentCustomerService', { language, token: session.token }));
      await page.getByRole('button', { name: c.repayment }).click();
      await page.getByRole('button', { name: c.howToRepay }).click();
      await page
        .getByTestId('chat-answer')
        .getByRole('button', { name: c.notSolved, exact: true })
        .click();
      const unsolved = page.getByTestId('chat-unsolved');
      await expect(unsolved).toBeVisible();
      await expect(page.getByTestId('chat-answer')).toContainText(c.notSolved);
      await unsolved.getByRole('button', { name: c.contact }).click();
      await expect(page).toHaveURL(/\/complainPageNext\?from=chat$/);
      await expect(page.getByRole('heading', { level: 1, name: c.formTitle })).toBeVisible();
      await page.getByRole('button', { name: c.paymentMissing }).click();
      await page.getByTestId('complaint-text').fill('Still not solved');
      const save = page.waitForRequest('**/greyer/problem-save**');
      await page.getByRole('button', { name: c.send }).click();
      expect(new URLSearchParams((await save).postData() ?? '').get('withChat')).toBe('1');
      await expect(page.getByTestId('sent-dialog')).toContainText(c.sent);
      expect(await storedDraft(page)).toBeNull();
    });

    test('opened from a loan, Contact support files the complaint about that loan; the list and the detail show the loan and the status', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, 174);
      const info = await orderInfo(request, session.token, id, language);
      const orderNo = info.details.find((row) => /^TN[A-Z]{2}\d+$/.test(row.value))!.value;
      await page.goto(
        launchUrl('/intelligentCustomerService', {
          language,
          token: session.token,
          query: { orderNo },
        }),
      );
      await page.getByRole('button', { name: c.repayment }).click();
      await page.getByRole('button', { name: c.howToRepay }).click();
      await page
        .getByTestId('chat-answer')
        .getByRole('button', { name: c.notSolved, exact: true })
        .click();
      await page.getByTestId('chat-unsolved').getByRole('button', { name: c.contact }).click();
      await expect(page).toHaveURL(new RegExp(`/complainPageNext\\?from=chat&orderNo=${orderNo}$`));
      // The form names the loan the complaint will be about.
      await expect(page.getByTestId('complaint-loan')).toContainText(orderNo);
      await page.getByRole('button', { name: c.paymentMissing }).click();
      await page.getByTestId('complaint-text').fill('Paid at the bank yesterday');
      const save = page.waitForRequest('**/greyer/problem-save**');
      await page.getByRole('button', { name: c.send }).click();
      const sent = new URLSearchParams((await save).postData() ?? '');
      expect([sent.get('withChat'), sent.get('orderNo')]).toEqual(['1', orderNo]);
      await expect(page.getByTestId('sent-dialog')).toContainText(c.sent);

      await page.goto(launchUrl('/complaintList', { language, token: session.token }));
      const item = page.getByTestId('complaint-items').getByRole('link').first();
      await expect(item.getByTestId('complaint-status')).toHaveText(c.processing);
      await expect(item.getByTestId('complaint-loan')).toHaveText(
        new RegExp(`^\\S.* · ${orderNo}$`),
      );
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/complaint-list-loan-${language}.png` });
      await item.click();
      await expect(page.getByTestId('detail-status')).toContainText(c.processing);
      await expect(page.getByText(c.loanLabel, { exact: true })).toBeVisible();
      await expect(page.getByTestId('detail-loan')).toContainText(orderNo);
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/complaint-detail-loan-${language}.png` });
    });

    test('typed text: empty is not sent; a question gets its FAQ answer; the input stays above the keyboard', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/intelligentCustomerService', { language, token: session.token }));
      const records: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/greyer/qa-record')) records.push(r.postData() ?? '');
      });
      const input = page.getByRole('textbox', { name: c.question });
      await input.fill('   ');
      await page.getByRole('button', { name: c.send }).click();
      await expect(page.getByTestId('chat-user')).toHaveCount(0);
      expect(records).toHaveLength(0);

      await input.fill(c.typed);
      await input.press('Enter');
      await expect(page.getByTestId('chat-user').last()).toContainText(c.typed);
      await expect(page.getByTestId('chat-reply').last()).not.toBeEmpty();
      await expect(input).toHaveValue('');
      expect(records).toHaveLength(1);

      // An on-screen keyboard takes the lower half: the input is still in view.
      await input.focus();
      await page.setViewportSize({ width: 360, height: 400 });
      await expect(input).toBeInViewport();
      await expect(page.getByRole('button', { name: c.send })).toBeInViewport();
    });

    test('topics that fail to load offer a retry; the greeting and the input stay', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      await page.goto(launchUrl('/intelligentCustomerService', { language, token: session.token }));
      await expect(page.getByRole('navigation').getByRole('button')).toHaveCount(4);
      await page.route('**/greyer/get-qa-list**', (route) => route.abort('internetdisconnected'));
      await page.reload();
      const retry = page.getByRole('navigation').getByRole('button', { name: c.retryButton });
      await expect(retry).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('chat-greeting')).toBeVisible();
      await expect(page.getByRole('textbox', { name: c.question })).toBeVisible();
      await expectAccessible(page);
      await page.unroute('**/greyer/get-qa-list**');
      await retry.click();
      await expect(page.getByRole('navigation').getByRole('button')).toHaveText(c.topics);
    });
  });
}

test("the staff's Chinese pack: the chat's own replies are in Chinese, not the server's English", async ({
  page,
  newSession,
}) => {
  const c = careCopy.en;
  const session = await newSession({ region: 'IN' });
  await page.goto(
    launchUrl('/intelligentCustomerService', {
      language: 'en',
      token: session.token,
      query: { locale: 'zh-CN' },
    }),
  );
  await page.getByRole('textbox').fill(c.unknownQuestion);
  await page.getByRole('textbox').press('Enter');
  const reply = page.getByTestId('chat-reply').last();
  await expect(reply).toContainText('3 个工作日');
  await expect(reply).not.toContainText(/Sorry|working days/);
  await expect(reply.getByRole('button', { name: '联系客服' })).toBeVisible();
});
