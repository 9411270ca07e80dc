import { watchConsole } from '../ssr.ts';
import { orderStatus as s } from '@tenor/contract/orders';
import { expect, expectAccessible, launchUrl, test } from '../fixtures.ts';
import { loansCopy, orderId } from '../loans.ts';
import {
  confirmPaid,
  expectReceipt,
  money,
  repayCopy,
  shownUpiId,
  simulatePayment,
} from '../repay.ts';

/** Decision 058: the borrower's ways out of a loan, read off loan details in each market. */
const copy = {
  en: {
    exitTitle: /^Exit this loan without penalty until \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d IST$/,
    // A fresh loan with three days to exit: whole days, then the clock.
    left: /^Time left [12] days? \d\d:\d\d:\d\d$/,
    penalty: 'Penalty',
    pay: (amount: string) => `Pay ${amount} to exit`,
    payTitle: 'Exit this loan (cooling-off)',
    closed: 'Closed — cooling-off',
    receiptAfter:
      'Your loan is closed — cooling-off. Nothing more is owed, and no penalty was charged.',
    exitPaid: 'Paid to exit (cooling-off)',
  },
  id: {
    cancel: 'Batalkan pengajuan ini',
    ask: 'Batalkan pengajuan ini?',
    nothingOwed:
      'Dana belum dikirim, jadi Anda tidak berutang apa pun: tanpa biaya, tanpa bunga. Pengajuan ditutup dan tidak dapat dibuka lagi; Anda dapat mengajukan lagi.',
    confirm: 'Ya, batalkan',
    cancelled: 'Dibatalkan oleh Anda',
  },
};

interface Quote {
  until: string;
  daysHeld: number;
  principal: number;
  interest: number;
  feeKept: number;
  total: number;
}

test.describe('loan exits (decision 058)', () => {
  test('India: the cooling-off exit is offered with its quote and countdown, paid by UPI on the demo rails, and the order reads Closed — cooling-off with the offer gone', async ({
    page,
    newSession,
    request,
  }) => {
    const c = copy.en;
    const session = await newSession({ region: 'IN' });
    const id = orderId(session, s.disbursed);
    const res = await request.post('/v3/loan-details/cooling-off-exit', {
      data: { orderId: id },
      headers: { 'X-Token': session.token, 'X-Language-Type': '1' },
    });
    const quote = (await res.json()).data as Quote;
    const total = money('en', quote.total);

    // The countdown's server-rendered second differs from the phone's: the page still hydrates
    // without an error (a mismatch would throw the server's page away and redraw it).
    const problems = watchConsole(page);
    await page.goto(
      launchUrl('/loanDetails', { language: 'en', token: session.token, query: { orderId: id } }),
    );
    const offer = page.getByRole('region', { name: c.exitTitle });
    await expect(offer).toBeVisible();
    await expect(offer.getByTestId('exit-countdown')).toHaveText(c.left);
    expect(problems).toEqual([]);
    const rows = offer.getByTestId('exit-quote');
    await expect(rows).toContainText(money('en', quote.principal));
    await expect(rows).toContainText(money('en', quote.interest));
    await expect(rows.getByText(c.penalty)).toBeVisible();
    await expect(offer.getByTestId('exit-total')).toHaveText(total);
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/loans-exit-offer-en.png', fullPage: true });

    await offer.getByRole('button', { name: c.pay(total) }).click();
    await expect(page).toHaveURL(new RegExp(`/that\\?amount=${quote.total}&orderId=${id}&`));
    await expect(page.getByRole('heading', { level: 1, name: c.payTitle })).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText(total);
    await simulatePayment(request, await shownUpiId(page));
    const r = repayCopy.en;
    await confirmPaid(page, r, total);
    await expectReceipt(page, r, total);
    await expect(page.getByTestId('receipt-after')).toHaveText(c.receiptAfter);

    await page.getByRole('link', { name: r.backToLoan }).click();
    await expect(page.getByRole('heading', { level: 2, name: c.closed })).toBeVisible();
    await expect(page.getByTestId('status-picture')).toHaveAttribute('data-picture', '201');
    await expect(page.getByTestId('detail-rows')).toContainText(`${c.exitPaid}${total}`);
    await expect(page.getByTestId('exit-offer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: loansCopy.en.repay })).toHaveCount(0);
    await page.screenshot({ path: '.tmp/shots/loans-exit-closed-en.png', fullPage: true });
  });

  test('Indonesia: an application under review is cancelled in one tap, the confirmation says nothing is owed, and the order reads Dibatalkan oleh Anda', async ({
    page,
    newSession,
  }) => {
    const c = copy.id;
    const session = await newSession({ region: 'ID' });
    const id = orderId(session, s.underReview);
    await page.goto(
      launchUrl('/loanDetails', { language: 'id', token: session.token, query: { orderId: id } }),
    );
    await page.getByRole('button', { name: c.cancel }).click();
    const ask = page.getByRole('dialog', { name: c.ask });
    await expect(ask).toHaveAccessibleDescription(c.nothingOwed);
    await expectAccessible(page);
    await page.screenshot({ path: '.tmp/shots/loans-cancel-ask-id.png' });
    await ask.getByRole('button', { name: c.confirm }).click();

    await expect(page.getByRole('heading', { level: 2, name: c.cancelled })).toBeVisible();
    await expect(page.getByTestId('status-picture')).toHaveAttribute('data-picture', '152');
    await expect(page.getByRole('button', { name: c.cancel })).toHaveCount(0);
    await expect(page.getByTestId('recommended')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: c.cancelled })).toBeVisible();
    await page.screenshot({ path: '.tmp/shots/loans-cancel-done-id.png', fullPage: true });
  });
});
