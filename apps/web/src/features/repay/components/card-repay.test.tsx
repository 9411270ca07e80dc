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

const way = {
  alipay: 1,
  repayToken: 'rt-1',
  bankCards: [
    { id: 11, bankName: 'HDFC Bank', cardNo: '•••• 4821', bankCode: 'HDFC' },
    { id: 12, bankName: 'State Bank of India', cardNo: '•••• 7305', bankCode: 'SBI' },
  ],
};

const open = () =>
  renderAt('/cardRepay', '/cardRepay?productId=3&orderId=5&amount=2613750', <CardRepay />);
const card = (name: RegExp) => screen.findByRole('radio', { name });

describe('CardRepay (/cardRepay)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('paying without a card asks to choose one', async () => {
    const server = fakeServer({ [WAY]: () => envelope(way) });
    open();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    expect(server.to(WAY)[0]?.body).toEqual({ orderId: '5' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(toasts()).toEqual(['Please choose a paying bank card first']);
    expect(server.to(COMMIT)).toHaveLength(0);
  });

  it('a card without SMS is charged at once and the borrower sees the receipt', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [COMMIT]: () => envelope({ needValid: 0, repayRecordId: 70 }),
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
      [COMMIT]: () => envelope({ needValid: 1, repayRecordId: 71 }),
      [CONFIRM]: () => envelope(null, '800006', 'Verification code error (4 attempts left)'),
    });
    const router = open();
    fireEvent.click(await card(/HDFC Bank/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const stage = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    const resend = within(stage).getByRole('button', { name: /^\d+s$/ }) as HTMLButtonElement;
    expect(resend.textContent).toMatch(/^(60|59)s$/);
    expect(resend.disabled).toBe(true);

    const input = within(stage).getByLabelText('Verification code');
    // Errors about the code sit under the field (described by it), never as toasts.
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    expect(within(stage).getByTestId('code-error').textContent).toBe(
      'Enter the 6-digit code from the SMS',
    );
    fireEvent.change(input, { target: { value: '12345' } });
    expect(within(stage).queryByTestId('code-error')).toBeNull();
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    expect(within(stage).getByTestId('code-error').textContent).toBe(
      'Please enter the correct verification code',
    );
    expect(input.getAttribute('aria-describedby')).toBe(within(stage).getByTestId('code-error').id);
    expect(server.to(CONFIRM)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '000000' } });
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
    expect(screen.getByRole('dialog', { name: 'Enter the verification code' })).toBeTruthy();

    server.set(CONFIRM, () => envelope(null));
    fireEvent.change(input, { target: { value: '482913' } });
    fireEvent.click(within(stage).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=5&productId=3&repaymentId=71'),
    );
  });

  it('cancel leaves the stage and resets the timer; paying again returns to the same payment', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
      [COMMIT]: () => envelope({ needValid: 1, repayRecordId: 72 }),
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

  it('a refusal without a message says processing failed', async () => {
    fakeServer({
      [WAY]: () => envelope(way),
      [COMMIT]: () => envelope(null, '1009', ''),
    });
    open();
    fireEvent.click(await card(/HDFC Bank/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toasts()).toContain('Processing failed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the card list failing without a message says query card list failed', async () => {
    fakeServer({ [WAY]: () => envelope(null, '1009', '') });
    open();
    expect(await screen.findByRole('heading', { name: 'Query card list failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to loan details' })).toBeTruthy();
  });

  it('the bank gateway opens the provider page through the safe opener', async () => {
    const server = fakeServer({
      [WAY]: () => envelope(way),
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
      [GATEWAY]: () => envelope({ url: 'javascript:alert(1)' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay through the bank gateway' }));
    await waitFor(() => expect(toasts()).toContain('This link cannot be opened'));
  });
});
