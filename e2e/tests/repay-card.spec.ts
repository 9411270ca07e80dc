import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, expectClearOf, launchUrl, test } from '../fixtures.ts';
import { loansCopy, orderId } from '../loans.ts';
import { expectReceipt, latestSmsCode, money, orderInfo, repayCopy, toast } from '../repay.ts';

// Saved cards are India's (Indonesia's borrowers are refused: repay-markets.test.ts).
for (const language of ['en'] as const) {
  const c = repayCopy[language];
  const settled = loansCopy[language].headlines[200];

  test.describe(`card repayment (${language})`, () => {
    test('a card with an SMS code: countdown, code errors under the field, then the receipt and the settled loan', async ({
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
      // The toast shows under the header, never over the Pay button it answers.
      await expectClearOf(toast(page, c.chooseCard), pay);
      await page.screenshot({ path: '.tmp/shots/card-toast-en.png' });

      await page.getByRole('radio', { name: new RegExp(smsCard.bankName) }).check();
      const commits: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/greyer/repayment-commit')) commits.push(r.postData() ?? '');
      });
      await pay.dblclick();
      const stage = page.getByRole('dialog', { name: c.smsTitle });
      await expect(stage).toBeVisible();
      // Where the code went, masked: the borrower's own number's last four digits.
      await expect(stage.getByText(c.smsSentTo)).toBeVisible();
      await expect(stage).toContainText(session.phone.slice(-4));
      await expect(stage).not.toContainText(session.phone.slice(3, -4));
      await page.screenshot({ path: '.tmp/shots/card-sms-stage-en.png' });
      // The 60 s countdown ticks down (its first seconds; a slow machine may show the dialog a
      // tick late, so the figure read first is any of them).
      const resend = stage.getByRole('button', { name: /^\d+s$/ });
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(/^5\ds$/);
      const first = Number((await resend.innerText()).replace('s', ''));
      await expect(resend).toHaveText(`${first - 1}s`);
      expect(commits).toHaveLength(1);
      await expectAccessible(page);

      const input = stage.getByLabel(c.code, { exact: true });
      await input.fill('12345');
      await stage.getByRole('button', { name: c.confirm }).click();
      // Under the field, once; no toast over the button.
      await expect(stage.getByTestId('code-error')).toHaveText(c.wrongCode);
      await expect(toast(page, c.wrongCode)).toHaveCount(0);
      await expectAccessible(page);

      const code = await latestSmsCode(request, session.phone);
      const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
      await input.fill(wrong);
      await stage.getByRole('button', { name: c.confirm }).click();
      await expect(stage.getByTestId('code-error')).toHaveText(c.codeError);
      await expect(toast(page, c.codeError)).toHaveCount(0);
      await expect(stage).toBeVisible();

      await input.fill(code);
      await stage.getByRole('button', { name: c.confirm }).click();
      await expect(page).toHaveURL(
        new RegExp(`/repayReceipt\\?orderId=${id}&productId=${order.productId}&repaymentId=\\d+$`),
      );
      await expectReceipt(page, c, money(language, order.repayAmount));
      await expect(page.getByTestId('receipt-method')).toHaveText(
        `${smsCard.bankName} card ••${smsCard.cardNo.slice(-4)}`,
      );
      await expectAccessible(page);
      await page.getByRole('link', { name: c.backToLoan }).click();
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

    test('a card without an SMS code pays at once and shows the receipt', async ({
      page,
      newSession,
      request,
    }) => {
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
      await expect(page).toHaveURL(/\/repayReceipt\?/);
      await expectReceipt(page, c, money(language, order.repayAmount));
      await expect(page.getByTestId('receipt-after')).toHaveText(c.settledNote);
    });

    test('the bank gateway: the provider page pays and leads to the receipt', async ({
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
      await expect(page).toHaveURL(/\/repayReceipt\?/);
      await expectReceipt(page, c, money(language, order.repayAmount));
    });
  });
}
