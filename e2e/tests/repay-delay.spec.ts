import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { languages, loansCopy, orderId } from '../loans.ts';
import {
  borrowerOrder,
  confirmPaid,
  money,
  orderInfo,
  repayCopy,
  shownAccountNumber,
  shownUpiId,
  simulatePayment,
} from '../repay.ts';

/** A date as loan details shows it (`1 Des 2026`, `24 Nov 2026`), as a comparable day. */
function shownDay(text: string): number {
  const [day, month, year] = text.split(' ');
  const months = [
    /^Jan/,
    /^Feb/,
    /^Mar/,
    /^Apr/,
    /^Ma[yi]/,
    /^Jun/,
    /^Jul/,
    /^Ag?u/,
    /^Sep/,
    /^O[ck]t/,
    /^Nov/,
    /^De[cs]/,
  ];
  return Date.UTC(
    Number(year),
    months.findIndex((m) => m.test(month ?? '')),
    Number(day),
  );
}

for (const language of languages) {
  const c = repayCopy[language];

  test.describe(`extension fee (${language})`, () => {
    test('paying the fee (UPI in India, a virtual account in Indonesia) ends on a receipt and moves the due date', async ({
      page,
      newSession,
      request,
    }) => {
      const {
        session,
        id,
        order: before,
      } = await borrowerOrder({ newSession, request }, language, s.due);
      const dueBefore = before.details.find((r) => r.text === c.dueDate)?.value ?? '';
      expect(dueBefore).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      await page.getByRole('link', { name: loansCopy[language].extend }).click();
      await expect(page).toHaveURL(new RegExp(`/repayDelay\\?productId=\\d+&orderId=${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: c.delayTitle })).toBeVisible();
      await expect(page.getByTestId('extension-note')).toBeVisible();
      const feeText = (await page.getByTestId('delay-fee').textContent()) ?? '';
      // As a borrower reads it: "24 Nov 2026, 23:59" / "24 Nov 2026 23.59".
      const deadline = /\d{1,2} \w{3} \d{4},? 23[:.]59/;
      await expect(page.getByTestId('delay-expiry')).toContainText(deadline);
      const payBefore = deadline.exec(
        (await page.getByTestId('delay-expiry').textContent()) ?? '',
      )![0];
      await expectAccessible(page);

      await page.getByRole('button', { name: c.delayPay }).click();
      await expect(page).toHaveURL(
        new RegExp(`/that\\?amount=\\d+&display=1&orderId=${id}&productId=${before.productId}$`),
      );
      // Titled and explained as the extension fee, never as repaying the loan.
      await expect(page.getByRole('heading', { level: 1, name: c.extensionTitle })).toBeVisible();
      await expect(page.getByTestId('extension-note')).toBeVisible();
      expect(feeText).not.toBe(money(language, before.repayAmount));
      // One deadline: the fee's account is payable until the extension's deadline, no later.
      await expect(page.getByTestId('pay-before')).toHaveText(payBefore);
      let number: string;
      if (language === 'en') {
        await expect(page.getByTestId('pay-amount')).toHaveText(feeText);
        number = await shownUpiId(page);
      } else {
        await expect(page.getByTestId('va-total')).toHaveText(feeText);
        number = await shownAccountNumber(page);
      }
      await expectAccessible(page);

      await simulatePayment(request, number);
      await confirmPaid(page, c, feeText);
      // Said as what it is: the fee was received and the loan extended, not a repayment.
      await expect(
        page.getByRole('heading', { level: 2, name: c.extensionReceived }),
      ).toBeVisible();
      await expect(page.getByText(c.extendedTo)).toBeVisible();
      await expect(page.getByTestId('receipt-amount')).toHaveText(feeText);
      await expect(page.getByRole('heading', { level: 2, name: c.received })).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/shots/extension-receipt-${language}.png` });
      await page.getByRole('link', { name: c.backToLoan }).click();

      await expect(
        page.getByRole('heading', { level: 2, name: loansCopy[language].headlines[170] }),
      ).toBeVisible();
      const after = await orderInfo(request, session.token, id, language);
      expect(after.orderStatus).toBe(170);
      const dueAfter = after.details.find((r) => r.text === c.dueDate)?.value ?? '';
      expect(shownDay(dueAfter) > shownDay(dueBefore), `${dueAfter} after ${dueBefore}`).toBe(true);
      await expect(page.getByTestId('detail-rows')).toContainText(dueAfter);
    });

    test("the deadline of an extension's account is the extension's, even when the loan is due later", async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      // Instalments due weeks ahead: the fee's deadline is days away, not the account's usual day.
      const id = orderId(session, s.instalmentsInProgress);
      await page.goto(
        launchUrl('/repayDelay', { language, token: session.token, query: { orderId: id } }),
      );
      const expiry = (await page.getByTestId('delay-expiry').textContent()) ?? '';
      const payBefore = /\d{1,2} \w{3} \d{4},? 23[:.]59/.exec(expiry)?.[0];
      expect(payBefore, expiry).toBeTruthy();
      await page.getByRole('button', { name: c.delayPay }).click();
      await expect(page.getByTestId('pay-before')).toHaveText(payBefore!);
      // The page shows that one deadline and no other.
      await expect(page.getByText(/23[:.]59/)).toHaveCount(1);
      const { orderStatus } = await orderInfo(request, session.token, id, language);
      expect(orderStatus).toBe(s.instalmentsInProgress);
    });

    test('an order that cannot be extended shows the refusal and the way back', async ({
      page,
      newSession,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.overdue);
      await page.goto(
        launchUrl('/repayDelay', { language, token: session.token, query: { orderId: id } }),
      );
      await expect(page.getByRole('heading', { level: 2, name: c.refusedExtension })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: c.backToLoan }).click();
      await expect(page).toHaveURL(new RegExp(`/loanDetails\\?orderId=${id}$`));
    });
  });
}

test.describe('extension fee by net banking (India)', () => {
  const language = 'en';
  const c = repayCopy[language];

  test('the fee paid on the secure page ends on the extension receipt and moves the due date', async ({
    page,
    newSession,
    request,
  }) => {
    const {
      session,
      id,
      order: before,
    } = await borrowerOrder({ newSession, request }, language, s.due);
    const dueBefore = before.details.find((r) => r.text === c.dueDate)?.value ?? '';

    await page.goto(
      launchUrl('/repayDelay', { language, token: session.token, query: { orderId: id } }),
    );
    const feeText = (await page.getByTestId('delay-fee').textContent()) ?? '';
    await page.getByRole('button', { name: c.delayPay }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.extensionTitle })).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText(feeText);
    // UPI first, and the other ways India offers; saved cards repay the loan only.
    await expect(page.getByTestId('way-card')).toHaveCount(0);
    await page.getByRole('button', { name: c.netbanking }).click();
    await expect(page).toHaveURL(/\/sandbox\/gateway\?ref=/);
    await page.getByRole('radio', { name: 'HDFC Bank' }).check();
    await page.getByRole('button', { name: c.gatewayPay }).click();
    await expect(page).toHaveURL(
      new RegExp(`/repayReceipt\\?orderId=${id}&productId=${before.productId}&repaymentId=\\d+$`),
    );
    // Said as what it is: the fee was received and the loan extended, not a repayment.
    await expect(page.getByRole('heading', { level: 2, name: c.extensionReceived })).toBeVisible();
    await expect(page.getByText(c.extendedTo)).toBeVisible();
    await expect(page.getByTestId('receipt-amount')).toHaveText(feeText);
    await expect(page.getByTestId('receipt-method')).toHaveText('Net banking');
    await expect(page.getByRole('heading', { level: 2, name: c.received })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/extension-receipt-netbanking.png' });

    const after = await orderInfo(request, session.token, id, language);
    expect(after.orderStatus).toBe(170);
    // Nothing of the loan was counted paid: it still owes what it owed.
    expect(after.repayAmount).toBe(before.repayAmount);
    const dueAfter = after.details.find((r) => r.text === c.dueDate)?.value ?? '';
    expect(shownDay(dueAfter) > shownDay(dueBefore), `${dueAfter} after ${dueBefore}`).toBe(true);
  });
});
