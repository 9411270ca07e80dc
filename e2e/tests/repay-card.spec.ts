import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';
import { latestSmsCode, orderInfo, repayCopy, toast } from '../repay.ts';

for (const language of languages) {
  const c = repayCopy[language];
  const settled = loansCopy[language].headlines[200];

  test.describe(`card repayment (${language})`, () => {
    test('a card with an SMS code: countdown, code checks, 800006, then back to the settled loan', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      const order = await orderInfo(request, session.token, id);
      const smsCard = session.cards.find((card) => card.needValid === 1)!;
      await page.goto(
        launchUrl('/cardRepay', {
          language,
          token: session.token,
          query: { productId: order.productId, orderId: id, amount: order.repayAmount },
        }),
      );
      await expect(page.getByRole('heading', { level: 1, name: c.cardTitle })).toBeVisible();
      const radios = page.getByRole('radio');
      await expect(radios).toHaveCount(session.cards.length);
      await expectAccessible(page);

      const pay = page.getByRole('button', { name: c.pay, exact: true });
      await pay.click();
      await expect(toast(page, c.chooseCard)).toBeVisible();

      await page.getByRole('radio', { name: new RegExp(smsCard.bankName) }).check();
      const commits: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/greyer/repayment-commit')) commits.push(r.postData() ?? '');
      });
      await pay.dblclick();
      const stage = page.getByRole('dialog', { name: c.smsTitle });
      await expect(stage).toBeVisible();
      // The 60 s countdown: its first ticks only.
      const resend = stage.getByRole('button', { name: /^\d+s$/ });
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText('59s');
      await expect(resend).toHaveText('58s');
      expect(commits).toHaveLength(1);
      await expectAccessible(page);

      const input = stage.getByLabel(c.code, { exact: true });
      await input.fill('12345');
      await stage.getByRole('button', { name: c.confirm }).click();
      await expect(toast(page, c.wrongCode)).toBeVisible();

      const code = await latestSmsCode(request, session.phone);
      const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
      await input.fill(wrong);
      await stage.getByRole('button', { name: c.confirm }).click();
      await expect(toast(page, c.codeError)).toBeVisible();
      await expect(stage).toBeVisible();

      await input.fill(code);
      await stage.getByRole('button', { name: c.confirm }).click();
      await expect(page).toHaveURL(
        new RegExp(`/loanDetails\\?productId=${order.productId}&orderId=${id}$`),
      );
      await expect(page.getByRole('heading', { level: 2, name: settled })).toBeVisible();
    });

    test('cancel leaves the code stage and resets the timer', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.overdue);
      const order = await orderInfo(request, session.token, id);
      const smsCard = session.cards.find((card) => card.needValid === 1)!;
      await page.goto(
        launchUrl('/cardRepay', {
          language,
          token: session.token,
          query: { orderId: id, amount: order.repayAmount },
        }),
      );
      await page.getByRole('radio', { name: new RegExp(smsCard.bankName) }).check();
      await page.getByRole('button', { name: c.pay, exact: true }).click();
      const stage = page.getByRole('dialog', { name: c.smsTitle });
      await expect(stage.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
      await stage.getByRole('button', { name: c.cardCancel }).click();
      await expect(stage).toBeHidden();

      await page.getByRole('button', { name: c.pay, exact: true }).click();
      await expect(stage).toBeVisible();
      await expect(stage.getByRole('button', { name: c.getCode })).toBeEnabled();
    });

    test('a card without an SMS code pays at once', async ({ page, newSession, request }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.disbursed);
      const order = await orderInfo(request, session.token, id);
      const plainCard = session.cards.find((card) => card.needValid === 0)!;
      await page.goto(
        launchUrl('/cardRepay', {
          language,
          token: session.token,
          query: { productId: order.productId, orderId: id, amount: order.repayAmount },
        }),
      );
      await page.getByRole('radio', { name: new RegExp(plainCard.bankName) }).check();
      await page.getByRole('button', { name: c.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/loanDetails\?/);
      await expect(page.getByRole('heading', { level: 2, name: settled })).toBeVisible();
    });

    test('the bank gateway: the provider page pays and returns to the loan', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.overdue);
      const order = await orderInfo(request, session.token, id);
      await page.goto(
        launchUrl('/cardRepay', {
          language,
          token: session.token,
          query: { productId: order.productId, orderId: id, amount: order.repayAmount },
        }),
      );
      await page.getByRole('button', { name: c.gateway }).click();
      await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
      await page.getByRole('button', { name: c.gatewayPay }).click();
      await expect(page).toHaveURL(
        new RegExp(`/loanDetails\\?productId=${order.productId}&orderId=${id}$`),
      );
      await expect(page.getByRole('heading', { level: 2, name: settled })).toBeVisible();
    });
  });
}
