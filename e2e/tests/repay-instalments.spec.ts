import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, orderId } from '../loans.ts';
import { instalmentPlan, money, orderInfo, repayCopy } from '../repay.ts';

for (const language of languages) {
  const c = repayCopy[language];

  test.describe(`instalment repayment (${language})`, () => {
    test('first period selected on load, pay all, total, and Pay Now to /that', async ({
      page,
      newSession,
      request,
    }, testInfo) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.instalmentsInProgress);
      const { productId } = await orderInfo(request, session.token, id);
      const plan = await instalmentPlan(request, session.token, id);
      const amounts = plan.repayWaitDetail.map((p) => p.totalAmount);
      expect(amounts.length).toBeGreaterThan(1);
      const sum = amounts.reduce((a, b) => a + b, 0);

      await page.goto(
        launchUrl('/installmentRepay', {
          language,
          token: session.token,
          query: { productId, orderId: id },
        }),
      );
      await expect(page.getByRole('heading', { level: 1, name: c.billTitle })).toBeVisible();
      const boxes = page.getByTestId('pending-periods').getByRole('checkbox');
      await expect(boxes).toHaveCount(amounts.length);
      await expect(boxes.first()).toBeChecked();
      await expect(boxes.nth(1)).not.toBeChecked();
      await expect(boxes.nth(1)).toBeDisabled();
      // The help says what the disabled boxes do: only the first is chosen here, more through Pay all.
      await expect(page.getByText(c.instalmentHelp, { exact: true })).toBeVisible();
      const total = page.getByTestId('instalment-total');
      await expect(total).toHaveText(money(language, amounts[0]!));
      await expectAccessible(page);

      const payAll = page.getByRole('switch', { name: c.payAll });
      await payAll.check();
      for (let i = 0; i < amounts.length; i++) await expect(boxes.nth(i)).toBeChecked();
      await expect(total).toHaveText(money(language, sum));

      // Paid periods are collapsed until opened.
      const paid = page.getByTestId('paid-periods');
      await paid.getByText(c.paidPeriods).click();
      await expect(paid).toHaveAttribute('open', '');
      await expectAccessible(page);

      await payAll.uncheck();
      await expect(boxes.first()).toBeChecked();
      await expect(boxes.nth(1)).not.toBeChecked();
      await expect(total).toHaveText(money(language, amounts[0]!));

      // Unticking the first clears everything: Pay Now says why it waits, and a tap on it
      // leads to the first period instead of paying (`force`: a finger taps an aria-disabled button).
      await boxes.first().uncheck();
      await expect(total).toHaveText(money(language, 0));
      const payNow = page.getByRole('button', { name: c.payNow });
      await expect(payNow).toHaveAttribute('aria-disabled', 'true');
      const first = plan.repayWaitDetail[0]!.periodNo;
      const count = plan.repayWaitDetail.length + plan.repayYetDetail.length;
      await expect(page.getByTestId('blocked-reason')).toHaveText(
        c.blockedInstalment(`${first}/${count}`),
      );
      await page.screenshot({
        path: testInfo.outputPath(`instalments-blocked-${language}-360.png`),
      });
      await expectAccessible(page);
      await payNow.click({ force: true });
      await expect(page).toHaveURL(/\/installmentRepay\?/);
      await expect(boxes.first()).toBeFocused();
      await boxes.first().check();
      await expect(page.getByTestId('blocked-reason')).toHaveCount(0);

      await payAll.check();
      await page.getByRole('button', { name: c.payNow }).click();
      await expect(page).toHaveURL(
        new RegExp(`/that\\?amount=${sum}&orderId=${id}&productId=${productId}$`),
      );
      // The market's own rails for exactly this sum: UPI and more in India, a virtual account in Indonesia.
      await expect(page.getByTestId(language === 'en' ? 'pay-amount' : 'va-total')).toHaveText(
        money(language, sum),
      );
    });

    test('paying one instalment is titled as an instalment payment; paying all as repaying the loan', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.instalmentsInProgress);
      const { productId } = await orderInfo(request, session.token, id);
      const plan = await instalmentPlan(request, session.token, id);
      const first = plan.repayWaitDetail[0]!.totalAmount;
      await page.goto(
        launchUrl('/installmentRepay', {
          language,
          token: session.token,
          query: { productId, orderId: id },
        }),
      );
      await page.getByRole('button', { name: c.payNow }).click();
      await expect(page).toHaveURL(new RegExp(`/that\\?amount=${first}&`));
      await expect(page.getByRole('heading', { level: 1, name: c.instalmentTitle })).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/instalment-title-${language}.png` });
      await page.goBack();
      await page.getByRole('switch', { name: c.payAll }).check();
      await page.getByRole('button', { name: c.payNow }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.vaTitle })).toBeVisible();
    });

    test('an overdue instalment is marked with the late fee it includes', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.instalmentOverdue);
      const plan = await instalmentPlan(request, session.token, id);
      const lateFee = plan.repayWaitDetail[0]!.lateFee ?? 0;
      expect(lateFee).toBeGreaterThan(0);
      await page.goto(
        launchUrl('/installmentRepay', { language, token: session.token, query: { orderId: id } }),
      );
      const rows = page.getByTestId('pending-periods').getByRole('listitem');
      const first = rows.first();
      await expect(first.getByText(c.overdue, { exact: true })).toBeVisible();
      const hint = first.getByTestId('period-late-fee');
      await expect(hint).toHaveText(c.lateFeeIncluded);
      await expect(hint).toContainText(money(language, lateFee));
      // A period not yet due carries no late fee.
      await expect(rows.nth(1).getByTestId('period-late-fee')).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/instalment-late-fee-${language}.png` });
    });
  });
}
