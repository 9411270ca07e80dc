import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DelayRepay } from './delay-repay.tsx';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
} from '../../../test/test-kit.tsx';

const DELAY = '/v3/loan-details/delay-detail';

const extension = {
  productName: 'RupeeFlow',
  productLogo: '/assets/logos/in-rupeeflow.svg',
  delayShouldPayAmount: 125_000,
  delayExpiryTime: '2025-06-20 23:59:59',
  delayExpiresAt: '2025-06-20T18:29:59.000Z',
  details: [{ text: 'Written by the server', value: 'for the native app' }],
  order: {
    orderNo: 'TNIN1',
    loanAmount: 2_500_000,
    dueAt: '2025-06-20T06:30:00.000Z',
    extensionDays: 7,
    newDueAt: '2025-06-27T06:30:00.000Z',
    from: 'dueDate',
    periodCount: 1,
    periods: [
      {
        periodNo: 1,
        amount: 2_600_000,
        dueAt: '2025-06-20T06:30:00.000Z',
        newDueAt: '2025-06-27T06:30:00.000Z',
        moves: true,
      },
    ],
  },
  telephone: '',
};

/** Period 2 of 3 overdue: it moves 14 days from today; period 3 keeps its date. */
const overdueInstalment = {
  ...extension,
  order: {
    ...extension.order,
    dueAt: '2025-11-10T06:30:00.000Z',
    extensionDays: 14,
    newDueAt: '2025-12-07T06:30:00.000Z',
    from: 'today',
    periodCount: 3,
    periods: [
      {
        periodNo: 2,
        amount: 1_136_000,
        dueAt: '2025-11-10T06:30:00.000Z',
        newDueAt: '2025-12-07T06:30:00.000Z',
        moves: true,
      },
      {
        periodNo: 3,
        amount: 1_036_000,
        dueAt: '2025-12-10T06:30:00.000Z',
        newDueAt: '2025-12-10T06:30:00.000Z',
        moves: false,
      },
    ],
  },
};

const open = () => renderAt('/repayDelay', '/repayDelay?productId=3&orderId=5', <DelayRepay />);

describe('DelayRepay (/repayDelay)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('is titled as an extension, says the loan stays due, and pays the fee on /that with display=1', async () => {
    fakeServer({ [DELAY]: () => envelope(extension) });
    const router = open();
    expect((await screen.findByTestId('delay-fee')).textContent).toBe('₹1,250.00');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Extend your due date' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('extension-note').textContent).toMatch(
      /does not repay your loan: the full amount is due on the new date/,
    );
    expect(screen.getByTestId('delay-expiry').textContent).toBe('Pay before 20 Jun 2025, 23:59');
    expect(screen.getByTestId('extension-rule').textContent).toBe(
      'The new date is 7 days after your current due date.',
    );
    // A single-payment loan lists no periods.
    expect(screen.queryByTestId('delay-periods')).toBeNull();
    // The order's rows in the page's own words, not the server's.
    expect(screen.queryByText('Written by the server')).toBeNull();
    expect(
      [...screen.getByTestId('delay-rows').querySelectorAll('dt')].map((d) => d.textContent),
    ).toEqual([
      'Order no.',
      'Loan amount',
      'Current due date',
      'Extension',
      'New due date',
      'Extension fee',
      'Pay the fee before',
    ]);
    expect(screen.getByText('27 Jun 2025')).toBeInTheDocument();
    expect(screen.getByText('7 days')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay the extension fee' }));
    await waitFor(() =>
      expect(here(router)).toBe('/that?amount=125000&display=1&orderId=5&productId=3'),
    );
  });

  it('an overdue instalment: what moves and what stays, and the date counted from today', async () => {
    fakeServer({ [DELAY]: () => envelope(overdueInstalment) });
    open();
    await screen.findByTestId('delay-fee');
    expect(screen.getByTestId('extension-rule').textContent).toBe(
      'Your due date has passed, so the new date is 14 days from today.',
    );
    expect(screen.getByTestId('extension-note').textContent).toMatch(
      /moves the next unpaid period\. It does not repay your loan/,
    );
    expect(screen.getByRole('heading', { name: 'What the extension changes' })).toBeInTheDocument();
    const rows = [...screen.getByTestId('delay-periods').querySelectorAll('dt')].map((d) => [
      d.textContent,
      d.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Period 2/3 · ₹11,360.00', 'Moves to 7 Dec 2025'],
      ['Period 3/3 · ₹10,360.00', 'Stays on 10 Dec 2025'],
    ]);
  });

  it('an order that cannot be extended: why, no success tick, and the way back', async () => {
    fakeServer({ [DELAY]: () => envelope(null, '1009', 'This loan cannot be extended') });
    open();
    expect(
      await screen.findByRole('heading', { name: 'This loan cannot be extended' }),
    ).toBeInTheDocument();
    // Not "no longer due": an order not yet due (or paid) is told when an extension is offered.
    expect(
      screen.getByText(/offered only while a repayment is due or overdue/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no longer due/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to loan details' }).getAttribute('href')).toBe(
      '/loanDetails?productId=3&orderId=5',
    );
  });

  it('a network failure offers a retry', async () => {
    const server = fakeServer({
      [DELAY]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
    server.set(DELAY, () => envelope(extension));
    fireEvent.click(retry);
    expect(await screen.findByTestId('delay-fee')).toBeInTheDocument();
  });
});
