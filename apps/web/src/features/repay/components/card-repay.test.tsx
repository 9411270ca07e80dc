import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardRepay } from './card-repay.tsx';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
  toasts,
} from '../../../test/test-kit.tsx';

const WAY = '/greyer/repayment-way';
const COMMIT = '/greyer/repayment-commit';
const CONFIRM = '/greyer/repayment-confirm';
const GATEWAY = '/greyer/repayment-huichao';
const INIT = '/v3/loan-details/init-pay-type';

const payable = { amount: 2_613_750, amountChanged: false, kind: 'settle' };
const way = {
  payable,
  alipay: 1,
  repayToken: 'rt-1',
  bankCards: [
    { id: 11, bankName: 'HDFC Bank', cardNo: '•••• 4821', bankCode: 'HDFC' },
    { id: 12, bankName: 'State Bank of India', cardNo: '•••• 7305', bankCode: 'SBI' },
  ],
};

/** The order as the page watches it (still owed). */
const order = () => envelope({ banks: [], markets: [], channels: ['upi', 'card'], payable });

const open = (amount = 2_613_750) =>
  renderAt('/cardRepay', `/cardRepay?productId=3&orderId=5&amount=${amount}`, <CardRepay />);
const card = (name: RegExp) => screen.findByRole('radio', { name });

describe('CardRepay (/cardRepay)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('paying without a card asks to choose one', async () => {
    const server = fakeServer({ [WAY]: () => envelope(way), [INIT]: order });
    open();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    expect(server.to(WAY)[0]?.body).toEqual({ orderId: '5', amount: '2613750' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(toasts()).toEqual(['Please choose a paying bank card first']);
    expect(server.to(COMMIT)).toHaveLength(0);
  });

  it('a card without SMS is charged at once and the borrower sees the receipt', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [COMMIT]: () => envelope({ needValid: 0, repayRecordId: 70, phone: '+91 ••••• •4321' }),
    });
    const router = open();
    fireEvent.click(await card(/State Bank of India/));
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=5&productId=3&repaymentId=70'),
    );
    expect(server.to(COMMIT)).toHaveLength(1);
    expect(server.to(COMMIT)[0]?.body).toEqual({
      orderId: '5',
      amount: '2613750',
      cardId: '12',
      bankName: 'State Bank of India',
      bankCode: 'SBI',
      repayToken: 'rt-1',
      sendMsg: '0',
    });
  });

  it('needValid 1: the SMS stage counts down, checks the code length, shows 800006 and confirms', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [COMMIT]: () => envelope({ needValid: 1, repayRecordId: 71, phone: '+91 ••••• •4321' }),
      [CONFIRM]: () => envelope(null, '800006', 'Verification code error (4 attempts left)'),
    });
    const router = open();
    fireEvent.click(await card(/HDFC Bank/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const stage = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    // Where the code went, masked as the server sent it.
    expect(stage.textContent).toContain('We sent a verification code by SMS to +91 ••••• •4321.');
    const resend = within(stage).getByRole('button', { name: /^\d+s$/ }) as HTMLButtonElement;
    expect(resend.textContent).toMatch(/^(60|59)s$/);
    expect(resend.disabled).toBe(true);

    const input = within(stage).getByLabelText('Verification code');
    // Errors about the code sit under the field (described by it), never as toasts.
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    expect(within(stage).getByTestId('code-error').textContent).toBe(
      'Enter the 6-digit code from the SMS',
    );
    fireEvent.input(input, { target: { value: '12345' } });
    expect(within(stage).queryByTestId('code-error')).toBeNull();
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    expect(within(stage).getByTestId('code-error').textContent).toBe(
      'Please enter the correct verification code',
    );
    expect(input.getAttribute('aria-describedby')).toBe(within(stage).getByTestId('code-error').id);
    expect(server.to(CONFIRM)).toHaveLength(0);

    fireEvent.input(input, { target: { value: '000000' } });
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(stage).getByTestId('code-error').textContent).toBe(
        'Verification code error (4 attempts left)',
      ),
    );
    expect(toasts()).toEqual([]);
    expect(server.to(CONFIRM)[0]?.body).toEqual({
      orderId: '5',
      verifyCode: '000000',
      repaymentRecordId: '71',
    });
    expect(screen.getByRole('dialog', { name: 'Enter the verification code' })).toBeInTheDocument();

    server.set(CONFIRM, () => envelope(null));
    fireEvent.input(input, { target: { value: '482913' } });
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=5&productId=3&repaymentId=71'),
    );
  });

  it('cancel leaves the stage and resets the timer; paying again returns to the same payment', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [COMMIT]: () => envelope({ needValid: 1, repayRecordId: 72, phone: '+91 ••••• •4321' }),
    });
    open();
    fireEvent.click(await card(/HDFC Bank/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const stage = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    fireEvent.click(within(stage).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const again = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    // The timer was reset: a new code can be asked for at once (sendMsg 1).
    const getCode = within(again).getByRole('button', { name: 'Get code' });
    expect(server.to(COMMIT)).toHaveLength(1);
    fireEvent.click(getCode);
    await waitFor(() => expect(server.to(COMMIT)).toHaveLength(2));
    expect(server.to(COMMIT)[1]?.body).toMatchObject({ cardId: '11', sendMsg: '1' });
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: /^\d+s$/ }).textContent).toMatch(
        /^(60|59)s$/,
      ),
    );
  });

  it('a refusal without a message says processing failed, under the button', async () => {
    fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [COMMIT]: () => envelope(null, '1009', ''),
    });
    open();
    fireEvent.click(await card(/HDFC Bank/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Processing failed');
    expect(toasts()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('another payment still going on is said under the Pay button, not over it', async () => {
    const pending =
      'Your Net banking payment of ₹26,137.50 is still open until 10 Mar 2026, 16:00. Finish or cancel it there, or choose another way to pay after 10 Mar 2026, 16:00';
    fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [COMMIT]: () => envelope(null, '800005', pending),
    });
    open();
    fireEvent.click(await card(/State Bank of India/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByTestId('pay-refusal')).textContent).toBe(pending);
    expect(toasts()).toEqual([]);
  });

  it('shows only the server’s amount: a loading state first, a corrected one said once', async () => {
    let answer: (value: Response) => void = () => {};
    fakeServer({
      [WAY]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      [INIT]: order,
    });
    open(100);
    await waitFor(() => expect(screen.getByText('Loading…')).toBeInTheDocument());
    expect(screen.queryByText('₹1.00')).toBeNull();
    answer(envelope({ ...way, payable: { ...payable, amountChanged: true } }));
    expect((await screen.findByTestId('card-amount')).textContent).toBe('₹26,137.50');
    expect(screen.getByTestId('amount-changed').textContent).not.toMatch(/1\.00/);
    expect(screen.queryByText('₹1.00')).toBeNull();
  });

  it('turns into "nothing left to pay" once the loan is paid another way', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: () => envelope(null, '1009', 'This order has nothing to repay'),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Nothing left to pay here' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(server.to(INIT)[0]?.body).toMatchObject({ orderId: 5, amount: 2_613_750, payType: 3 });
  });

  it('the card list failing without a message says query card list failed', async () => {
    fakeServer({ [WAY]: () => envelope(null, '1500', '') });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Query card list failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to loan details' })).toBeInTheDocument();
  });

  it('the bank gateway opens the provider page through the safe opener', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [GATEWAY]: () => envelope({ url: '/loanDetails?productId=3&orderId=5' }),
    });
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay through the bank gateway' }));
    await waitFor(() => expect(here(router)).toBe('/loanDetails?productId=3&orderId=5'));
    expect(server.to(GATEWAY)[0]?.body).toEqual({ orderId: '5', amount: '2613750' });
  });

  it('a gateway link with a script scheme is blocked', async () => {
    fakeServer({
      [WAY]: () => envelope(way),
      [INIT]: order,
      [GATEWAY]: () => envelope({ url: 'javascript:alert(1)' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay through the bank gateway' }));
    await waitFor(() => expect(toasts()).toContain('This link cannot be opened'));
  });
});
