import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { loansCopy, orderId } from '../loans.ts';
import {
  confirmPaid,
  expectReceipt,
  money,
  orderInfo,
  repayCopy,
  shownAccountNumber,
  simulatePayment,
  toast,
} from '../repay.ts';

// Virtual accounts and mini markets are Indonesia's rails (India: repay-india.spec.ts).
for (const language of ['id'] as const) {
  const c = repayCopy[language];

  test.describe(`repay by virtual account (${language})`, () => {
    test('choose a bank method → virtual account → I have paid (not yet) → the sandbox pays → the receipt → settled', async ({
      page,
      newSession,
      request,
    }, testInfo) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      const order = await orderInfo(request, session.token, id);
      const query = {
        amount: order.repayAmount,
        display: 0,
        orderId: id,
        productId: order.productId,
      };
      await page.goto(launchUrl('/individual', { language, token: session.token, query }));
      await expect(page.getByRole('heading', { level: 1, name: c.chooserTitle })).toBeVisible();
      const bankRow = page.getByRole('button', { name: c.bankRow });
      await expect(bankRow).toBeEnabled();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${c.methodRow}`) }),
      ).toBeDisabled();
      await expectAccessible(page);

      // Nothing chosen: the button says why it waits, and a tap on it opens the banks' list;
      // no code is issued. (`force`: the button is aria-disabled, which Playwright would wait
      // out; a finger taps it.)
      const submit = page.getByRole('button', { name: c.submit });
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByTestId('blocked-reason')).toHaveText(c.blockedBank);
      await page.screenshot({ path: testInfo.outputPath(`chooser-blocked-${language}-360.png`) });
      await expectAccessible(page);
      await submit.click({ force: true });
      const banks = page.getByRole('dialog', { name: c.bank });
      await expect(banks).toBeVisible();
      await expectAccessible(page);
      await banks.getByRole('button', { name: 'BNI' }).click();
      await expect(banks).toBeHidden();

      await page.getByRole('button', { name: new RegExp(`^${c.methodRow}`) }).click();
      const methods = page.getByRole('dialog', { name: c.methodRow });
      await expectAccessible(page);
      await methods.getByRole('button', { name: c.methodAtm }).click();
      await expect(page.getByRole('button', { name: new RegExp(`^${c.methodRow}`) })).toContainText(
        c.methodAtm,
      );

      await page.getByRole('button', { name: c.submit }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/that\\?aaa=nnn&amount=${order.repayAmount}&display=0&orderId=${id}&productId=${order.productId}$`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1, name: c.vaTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: c.accountNumber })).toBeVisible();
      const number = await shownAccountNumber(page);
      expect(number.startsWith('8808')).toBe(true); // BNI's sandbox prefix
      await expect(page.getByTestId('pay-method')).toHaveCount(1);
      expect(
        await page.evaluate(() =>
          ['payType', 'payCode', 'specificNum', 'isDefault'].map((k) => localStorage.getItem(k)),
        ),
      ).toEqual(['1', 'BNI', '1', '0']);
      await expectAccessible(page);

      // Not paid yet: the receipt page says so honestly.
      const total = money(language, order.repayAmount);
      await confirmPaid(page, c, total);
      await expect(page.getByRole('heading', { level: 2, name: c.notReceived })).toBeVisible();
      await expectAccessible(page);

      // The sandbox bank pays; the page finds it (Check again, or its own next check).
      await simulatePayment(request, number);
      await page.getByRole('button', { name: c.checkAgain }).click();
      await expectReceipt(page, c, total);
      await expect(page.getByTestId('receipt-after')).toHaveText(c.settledNote);
      await expectAccessible(page);
      await page.getByRole('link', { name: c.backToLoan }).click();
      await expect(page).toHaveURL(
        new RegExp(`/loanDetails\\?productId=${order.productId}&orderId=${id}$`),
      );
      await expect(
        page.getByRole('heading', { level: 2, name: loansCopy[language].headlines[200] }),
      ).toBeVisible();
    });

    test('from loan details: the first bank by default, then a mini market (preselected next time), paid at the store with a receipt', async ({
      page,
      newSession,
      request,
    }) => {
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.overdue);
      const order = await orderInfo(request, session.token, id);
      await page.goto(
        launchUrl('/loanDetails', { language, token: session.token, query: { orderId: id } }),
      );
      await page.getByRole('link', { name: loansCopy[language].repay }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.vaTitle })).toBeVisible();
      // No saved choice: the first bank, every method.
      await expect(page.getByTestId('change-method')).toContainText('BCA');
      await expect(page.getByTestId('pay-method')).toHaveCount(3);
      await expect(page.getByTestId('va-total')).not.toBeEmpty();

      await page.getByTestId('change-method').click();
      await expect(page).toHaveURL(
        new RegExp(
          `/individual\\?amount=${order.repayAmount}&display=0&orderId=${id}&productId=${order.productId}$`,
        ),
      );
      await page.getByRole('button', { name: new RegExp(`^${c.payType}`) }).click();
      const types = page.getByRole('dialog', { name: c.payType });
      await expectAccessible(page);
      await types.getByRole('button', { name: c.market }).click();
      await expect(page.getByRole('button', { name: c.bankRow })).toHaveCount(0);
      const alfamart = page.getByRole('radio', { name: 'ALFAMART' });
      await expect(alfamart).not.toBeChecked();
      await expectAccessible(page);
      await alfamart.check();
      await page.getByRole('button', { name: c.submit }).click();

      await expect(page).toHaveURL(/\/that\?aaa=nnn&/);
      await expect(page.getByRole('heading', { level: 2, name: c.paymentCode })).toBeVisible();
      expect((await shownAccountNumber(page)).startsWith('7701')).toBe(true);
      await expect(page.getByTestId('change-method')).toContainText('ALFAMART');
      await expectAccessible(page);

      // Back on the chooser the saved choice is preselected.
      await page.getByTestId('change-method').click();
      await expect(page.getByRole('radio', { name: 'ALFAMART' })).toBeChecked();
      await expect(page.getByRole('button', { name: new RegExp(`^${c.payType}`) })).toContainText(
        c.market,
      );

      // Paid at the store: the receipt names it.
      await page.goBack();
      const code = await shownAccountNumber(page);
      await simulatePayment(request, code);
      await confirmPaid(page, c, money(language, order.repayAmount));
      await expectReceipt(page, c, money(language, order.repayAmount));
      await expect(page.getByTestId('receipt-method')).toHaveText('ALFAMART');
      await expectAccessible(page);
    });

    test('Copy puts the number on the clipboard', async ({
      page,
      context,
      newSession,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const session = await newSession({ region: c.region });
      const id = orderId(session, s.due);
      const order = await orderInfo(request, session.token, id);
      await page.goto(
        launchUrl('/that', {
          language,
          token: session.token,
          query: { amount: order.repayAmount, orderId: id, productId: order.productId },
        }),
      );
      const number = await shownAccountNumber(page);
      await page.getByRole('button', { name: new RegExp(`^${c.copy}`) }).click();
      await expect(toast(page, c.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
    });
  });
}
