import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
} from '../../../test/test-kit.tsx';
import { receiptData } from '../receipt-fixture.ts';
import { PaymentReceipt } from './payment-receipt.tsx';

const RECEIPT = '/v3/loan-details/payment-receipt';

const receipt = receiptData;

const open = (query = 'orderId=9&productId=2&vcode=VC2026112412345678') =>
  renderAt('/repayReceipt', `/repayReceipt?${query}`, <PaymentReceipt />);

describe('PaymentReceipt (/repayReceipt)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('shows what arrived, when, how, its reference and what is still owed', async () => {
    const server = fakeServer({ [RECEIPT]: () => envelope(receipt()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount').textContent).toBe('₹13,070.00');
    expect(screen.getByTestId('receipt-method').textContent).toBe('UPI');
    expect(screen.getByTestId('receipt-reference').textContent).toBe('VC2026112412345678');
    expect(screen.getByTestId('receipt-remaining').textContent).toBe('₹13,067.50');
    expect(server.to(RECEIPT)[0]?.body).toEqual({ orderId: 9, vcode: 'VC2026112412345678' });
    expect(screen.getByRole('link', { name: 'Back to loan details' }).getAttribute('href')).toBe(
      '/loanDetails?productId=2&orderId=9',
    );
  });

  it('after an extension: still to pay is what is due on the new date, the rest on its own date', async () => {
    fakeServer({
      [RECEIPT]: () =>
        envelope(
          receipt({
            purpose: 'extension',
            amount: 34_080,
            outstanding: 2_172_000,
            dueDate: '2025-12-07T06:30:00.000Z',
            dueNext: 1_136_000,
            later: [{ periodNo: 3, amount: 1_036_000, dueAt: '2025-12-23T06:30:00.000Z' }],
          }),
        ),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Extension fee received' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('receipt-remaining').textContent).toBe('₹11,360.00');
    expect(screen.getByTestId('receipt-next-due').textContent).toBe('7 Dec 2025');
    const later = screen.getByTestId('receipt-later');
    expect(later.textContent).toBe('₹10,360.00');
    expect(later.previousElementSibling?.textContent).toBe('Period 3 · due 23 Dec 2025');
  });

  it('says the loan is repaid when nothing is left, and asks by repayment number', async () => {
    const server = fakeServer({
      [RECEIPT]: () =>
        envelope(
          receipt({
            outstanding: 0,
            dueDate: '',
            method: 'Debit card',
            way: { kind: 'debitCard', name: '', last4: '' },
          }),
        ),
    });
    open('orderId=9&repaymentId=44');
    expect((await screen.findByTestId('receipt-after')).textContent).toBe(
      'Your loan is fully repaid.',
    );
    expect(screen.queryByTestId('receipt-remaining')).toBeNull();
    expect(server.to(RECEIPT)[0]?.body).toEqual({ orderId: 9, repaymentId: 44 });
  });

  it('says honestly that a payment has not arrived, and finds it when it does', async () => {
    const server = fakeServer({
      [RECEIPT]: () => envelope(receipt({ state: 'pending', paidAt: '' })),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Waiting for confirmation' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-amount')).toBeNull();
    // Nothing is "paid by" anything until it is confirmed.
    expect(screen.queryByText('Paid by')).toBeNull();
    expect(screen.getByText('Paying by')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-method').textContent).toBe('UPI');
    server.set(RECEIPT, () => envelope(receipt()));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('a cancelled payment took no money and leads back to the ways to pay', async () => {
    fakeServer({ [RECEIPT]: () => envelope(receipt({ state: 'failed', paidAt: '' })) });
    const router = open('orderId=9&productId=2&repaymentId=44');
    expect(
      await screen.findByRole('heading', { name: 'Payment not completed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This payment was cancelled or refused. No money was taken.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Choose another way to pay' }));
    await waitFor(() => expect(here(router)).toBe('/that?amount=1307000&orderId=9&productId=2'));
  });

  it('an expired bill gives the reference to quote to customer service', async () => {
    fakeServer({ [RECEIPT]: () => envelope(receipt({ state: 'expired', paidAt: '' })) });
    open();
    expect(await screen.findByRole('heading', { name: 'Payment time ended' })).toBeInTheDocument();
    expect(screen.getByText('VC2026112412345678')).toBeInTheDocument();
  });

  it('names the way in the page’s own words, whatever the server wrote', async () => {
    fakeServer({
      [RECEIPT]: () =>
        envelope(
          receipt({
            method: 'written by the server',
            way: { kind: 'card', name: 'HDFC Bank', last4: '4821' },
          }),
        ),
    });
    open('orderId=9&productId=2&repaymentId=44');
    expect((await screen.findByTestId('receipt-method')).textContent).toBe('HDFC Bank card ••4821');
  });

  it('an extension fee says it was received and until when the loan is extended', async () => {
    fakeServer({
      [RECEIPT]: () =>
        envelope(receipt({ purpose: 'extension', amount: 52_275, outstanding: 1_045_500 })),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Extension fee received' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your loan is extended to 24 Dec 2026.')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('a code closed because the loan was paid another way says nothing is left to pay', async () => {
    fakeServer({
      [RECEIPT]: () => envelope(receipt({ state: 'closed', paidAt: '', outstanding: 0 })),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Nothing left to pay here' }),
    ).toBeInTheDocument();
  });

  it('a code closed because the amount changed leads back to pay (the page asks what is owed now)', async () => {
    fakeServer({ [RECEIPT]: () => envelope(receipt({ state: 'closed', paidAt: '' })) });
    const router = open();
    expect(await screen.findByRole('heading', { name: 'This code is closed' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Choose another way to pay' }));
    await waitFor(() => expect(here(router)).toBe('/that?amount=1307000&orderId=9&productId=2'));
  });

  it('a link without a bill or repayment number is not a receipt', async () => {
    fakeServer({
      [RECEIPT]: () =>
        envelope(
          null,
          '1001',
          'This receipt link is incomplete. Please open it again from your loan',
        ),
    });
    open('orderId=9');
    expect(
      await screen.findByRole('heading', {
        name: 'This receipt link is incomplete. Please open it again from your loan',
      }),
    ).toBeInTheDocument();
  });
});
