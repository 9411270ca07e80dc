import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Period } from '@tenor/contract/endpoints/repay';
import { InstalmentRepay } from './instalment-repay.tsx';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
} from '../../../test/test-kit.tsx';

const PLAN = '/v3/installment/loan-play-detail';

const period = (periodNo: number, totalAmount: number, extra: Partial<Period> = {}): Period => ({
  periodNo,
  totalAmount,
  canClick: false,
  check: false,
  periodStatus: 0,
  repayDes: `Period ${periodNo}/4`,
  dueTime: `2025-0${periodNo}-15`,
  ...extra,
});

const plan = {
  productName: 'SalaryNest EMI',
  repayWaitDetail: [
    period(2, 100_000, {
      periodStatus: 500,
      repayDes: 'Period 2/4 · overdue',
      canClick: true,
      check: true,
    }),
    period(3, 200_000),
    period(4, 300_001),
  ],
  repayYetDetail: [period(1, 100_000, { periodStatus: 200, paidTime: '2025-01-14' })],
  repayWaitCount: 3,
  note: 'Periods are paid in order.',
};

const open = () =>
  renderAt('/installmentRepay', '/installmentRepay?productId=4&orderId=8', <InstalmentRepay />);
const boxes = () =>
  within(screen.getByTestId('pending-periods')).getAllByRole('checkbox') as HTMLInputElement[];
const total = () => screen.getByTestId('instalment-total').textContent;

describe('InstalmentRepay (/installmentRepay)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('selects the first period on load; only it is clickable; the overdue one is marked', async () => {
    const server = fakeServer({ [PLAN]: () => envelope(plan) });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bill details' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(boxes()).toHaveLength(3));
    expect(server.to(PLAN)[0]?.body).toEqual({ orderId: 8, productId: 4 });
    expect(boxes().map((b) => b.checked)).toEqual([true, false, false]);
    expect(boxes().map((b) => b.disabled)).toEqual([false, true, true]);
    expect(total()).toBe('₹1,000.00');
    expect(within(screen.getByTestId('pending-periods')).getByText('Overdue')).toBeInTheDocument();
    const paid = screen.getByTestId('paid-periods');
    expect(paid.hasAttribute('open')).toBe(false);
    expect(within(paid).getByText('Paid periods (1)')).toBeInTheDocument();
    // Titled in the page's own words, counting every period of the plan.
    expect(
      within(screen.getByTestId('pending-periods')).getByText('Period 2/4'),
    ).toBeInTheDocument();
    expect(within(paid).getByText('Period 1/4 · paid 2025-01-14')).toBeInTheDocument();
  });

  it('pay all selects every period and the total is their sum; off leaves the first', async () => {
    fakeServer({ [PLAN]: () => envelope(plan) });
    open();
    const payAll = (await screen.findByRole('switch', { name: 'Pay all' })) as HTMLInputElement;
    expect(payAll.checked).toBe(false);
    fireEvent.click(payAll);
    expect(boxes().map((b) => b.checked)).toEqual([true, true, true]);
    expect(total()).toBe('₹6,000.01');
    expect(payAll.checked).toBe(true);
    fireEvent.click(payAll);
    expect(boxes().map((b) => b.checked)).toEqual([true, false, false]);
    expect(total()).toBe('₹1,000.00');
  });

  it('unticking the first clears all; Pay Now then says why, and a tap on it leads to the first period', async () => {
    fakeServer({ [PLAN]: () => envelope(plan) });
    const router = open();
    await waitFor(() => expect(boxes()).toHaveLength(3));
    fireEvent.click(screen.getByRole('switch', { name: 'Pay all' }));
    fireEvent.click(boxes()[0]!);
    expect(boxes().map((b) => b.checked)).toEqual([false, false, false]);
    expect(total()).toBe('₹0.00');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    const reason = screen.getByTestId('blocked-reason');
    expect(reason.textContent).toBe('Tick Period 2/4 above to choose what to pay');
    expect(pay.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(pay);
    expect(here(router)).toBe('/installmentRepay?productId=4&orderId=8');
    expect(document.activeElement).toBe(boxes()[0]);
    // Ticking the first again selects only it, and Pay now is ready.
    fireEvent.click(boxes()[0]!);
    expect(boxes().map((b) => b.checked)).toEqual([true, false, false]);
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('blocked-reason')).toBeNull();
  });

  it('Pay Now goes to /that with the total and the order', async () => {
    fakeServer({ [PLAN]: () => envelope(plan) });
    const router = open();
    fireEvent.click(await screen.findByRole('switch', { name: 'Pay all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(here(router)).toBe('/that?amount=600001&orderId=8&productId=4'));
  });

  it('nothing to repay is said in the page’s words, with the way back', async () => {
    fakeServer({ [PLAN]: () => envelope(null, '1009', 'This order has nothing to repay') });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Nothing left to pay here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to loan details' }).getAttribute('href')).toBe(
      '/loanDetails?productId=4&orderId=8',
    );
  });
});
