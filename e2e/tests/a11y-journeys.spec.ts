import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { expectFocusIn, expectScreenReaderWalk, expectUsable, nodeOf } from '../a11y.ts';
import { careCopy, toast } from '../care.ts';
import { languages, loansCopy, orderId, productId } from '../loans.ts';
import {
  confirmPaid,
  expectReceipt,
  money,
  orderInfo,
  repayCopy,
  shownAccountNumber,
  simulatePayment,
} from '../repay.ts';

/**
 * Accessibility beyond the scan (docs/accessibility-audit.md), one walk per journey group and
 * market: on each page the screen reader's walk of the accessibility tree (names, roles,
 * states), touch targets, visible keyboard focus, errors in words, the page at 320 px with
 * 200 % text, and axe; after each action, where focus lands (the dialog, the field in error,
 * the new page's heading).
 */
for (const language of languages) {
  const l = loansCopy[language];
  const r = repayCopy[language];
  const c = careCopy[language];

  test(`apply → confirm → agree, loan details → repay → receipt, extension: usable without sight, at 200 % text and 320 px (${l.region})`, async ({
    page,
    newSession,
    request,
  }) => {
    // Seven pages, each walked, tabbed, resized and scanned: ~50 s alone on the 2-core machine,
    // 90 s with the suite's other workers beside it; four times the lone run holds on a slower one.
    test.setTimeout(200_000);
    const session = await newSession({ region: l.region });
    const open = (path: string, query: Record<string, string | number> = {}) =>
      page.goto(launchUrl(path, { language, token: session.token, query }));

    await open('/relevant');
    await expectUsable(page);

    // Confirm: the boxes say they are not ticked; a tap on the grey Confirm lands on the box.
    await open('/confirmLoan', { productId: productId(session, l.product) });
    let walk = await expectUsable(page, { shot: `confirm-${l.region}` });
    expect(nodeOf(walk, 'checkbox', l.consent)?.props.checked).toBe('false');
    const consent = page.getByRole('checkbox', { name: l.consent });
    const confirm = page.getByRole('button', { name: l.confirm, exact: true });
    await page.getByRole('checkbox', { name: l.summaryAcknowledge }).check();
    await page.getByRole('checkbox', { name: l.kfsAcknowledge }).check();
    if (l.riskAcknowledge) await page.getByRole('checkbox', { name: l.riskAcknowledge }).check();
    await confirm.click({ force: true });
    await expect(consent).toBeFocused();
    await consent.check();
    walk = await expectScreenReaderWalk(page);
    expect(nodeOf(walk, 'checkbox', l.consent)?.props.checked).toBe('true');
    await confirm.click();
    if (language === 'en') {
      // India's agreement opens in a dialog, which takes focus.
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('heading', { name: l.modalTitle })).toBeVisible();
      await expectFocusIn(modal);
      await expectAccessible(page, { exclude: ['iframe'] });
      await modal.getByRole('button', { name: l.agree }).click();
    }
    // The new order's page: focus on its heading, where the reader starts.
    const heading = page.getByRole('heading', { level: 1, name: l.product });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();

    // Loan details → Repay now → the receipt.
    const due = orderId(session, s.due);
    const order = await orderInfo(request, session.token, due, language);
    await open('/loanDetails', { orderId: due });
    await expectUsable(page, { shot: `details-${l.region}` });
    await page.getByRole('link', { name: l.repay }).click();
    await expect(page.getByRole('heading', { level: 1, name: r.vaTitle })).toBeFocused();
    await expectUsable(page);
    if (language === 'en') {
      // Net banking: the bank's secure page, then the receipt.
      await page.getByRole('button', { name: r.netbanking }).click();
      await page.getByRole('radio', { name: 'HDFC Bank' }).check();
      await page.getByRole('button', { name: r.gatewayPay }).click();
      await expectReceipt(page, r, money(language, order.repayAmount));
      await expectUsable(page);
    } else {
      // The virtual account: "I have paid" before the bank has (the receipt says so), the
      // sandbox bank pays, Check again: the receipt.
      const total = money(language, order.repayAmount);
      const account = await shownAccountNumber(page);
      await confirmPaid(page, r, total);
      await expect(page.getByRole('heading', { level: 2, name: r.notReceived })).toBeVisible();
      await expectUsable(page);
      await simulatePayment(request, account);
      await page.getByRole('button', { name: r.checkAgain }).click();
      await expectReceipt(page, r, total);
      await expectUsable(page, { shot: `receipt-${l.region}` });
    }

    // The extension page of an overdue loan.
    await open('/repayDelay', { orderId: orderId(session, s.overdue) });
    await expect(page.getByRole('heading', { level: 1, name: r.delayTitle })).toBeVisible();
    await expectUsable(page);
  });

  test(`complaint, chatbot, my data and consents: usable without sight, at 200 % text and 320 px (${c.region})`, async ({
    page,
    newSession,
  }) => {
    // Four pages walked the same way: ~30 s alone; four times that holds on a slower machine.
    test.setTimeout(120_000);
    const session = await newSession({ region: c.region });
    const open = (path: string, query: Record<string, string | number> = {}) =>
      page.goto(launchUrl(path, { language, token: session.token, query }));

    // Complaint: a type opens the form, whose heading takes focus; Send without words lands
    // on the field, which says what is wrong in words.
    await open('/complainNewPage');
    await expectUsable(page);
    await page.getByRole('button', { name: c.paymentMissing }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.formTitle })).toBeFocused();
    await expectUsable(page);
    await page.getByRole('button', { name: c.send }).click();
    await expect(toast(page, c.required)).toBeVisible();
    const text = page.getByTestId('complaint-text');
    await expect(text).toBeFocused();
    await expect(text).toHaveAccessibleDescription(new RegExp(c.required));
    await expectUsable(page);

    // Chatbot: a topic says it is pressed; an answer arrives with its verdict buttons.
    await open('/intelligentCustomerService');
    await expectUsable(page);
    await page.getByRole('button', { name: c.repayment }).click();
    const walk = await expectScreenReaderWalk(page);
    expect(nodeOf(walk, 'button', c.repayment)?.props.pressed).toBe('true');
    await page.getByRole('button', { name: c.howToRepay }).click();
    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toContainText(c.howToRepayAnswer);
    await expectUsable(page, { shot: `chatbot-${c.region}` });

    await open('/myData');
    await expectUsable(page);
    await open('/myConsents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectUsable(page);
  });
}
