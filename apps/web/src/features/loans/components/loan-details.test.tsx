import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails, RecommendedItem } from '@tenor/contract/endpoints/loans';
import { bridgeLog } from '../../../lib/bridge.ts';
import { captureLaunchParams, resetLaunchCache } from '../../../lib/launch.ts';
import { currentToasts, dismissToast } from '../../../lib/toast-store.ts';
import { renderAt } from '../../../test/test-kit.tsx';
import { LoanDetails } from './loan-details.tsx';

type Order = ResponseOf<typeof loanDetails>;

const item = (productId: number, extra: Partial<RecommendedItem> = {}): RecommendedItem => ({
  productId,
  productLogo: `/assets/logos/${productId}.svg`,
  productName: `Product ${productId}`,
  globally: '1',
  caveats: '',
  solving: 1,
  buttonText: 'Apply now',
  amountMin: 200_000,
  amountMax: 2_000_000,
  amountRangeDes: 'Amount range',
  loanRate: '0.08%/day',
  productDesc: 'Small loans',
  ...extra,
});

const order = (extra: Partial<Order> = {}): Order => ({
  orderId: 9,
  productId: 2,
  orderStatus: 21,
  noticeStatusText: 'Under review',
  noticeDesText: 'We are reviewing it.',
  productName: 'CashTree',
  productLogo: '/assets/logos/2.svg',
  details: [
    { text: 'Loan amount', value: '₹9,000.00' },
    { text: 'Disbursed on', value: '' },
  ],
  recProducts: [item(3), item(5, { globally: '0', caveats: 'Apply from the app home' })],
  h5Url: '',
  isDelay: '0',
  isScore: '0',
  telephone: '',
  repayAmount: 0,
  instalment: false,
  amountDue: 0,
  dueDate: '',
  daysLate: 0,
  lateFee: 0,
  ...extra,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00', message: 'ok', data }));
const fetchMock = vi.fn<typeof fetch>();
const refused = () =>
  new Response(JSON.stringify({ code: '1004', message: 'This order does not exist' }), {
    status: 404,
  });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url).split('?')[0],
    body: String(init?.body ?? ''),
  }));

/**
 * Calls of the page that are not these tests' subject: the order's KFS link (decision 056),
 * its documents (decision 059), its payment reminders (decision 062), its payoff quote and
 * closure (decision 061), refused here as for an order with neither, and its UPI AutoPay
 * (decision 072), neither set up nor offered.
 */
const routedFetch: typeof fetch = (input, init) =>
  String(input).includes('/v3/consents/order-kfs')
    ? Promise.resolve(ok(null))
    : String(input).includes('/v3/loan-details/documents')
      ? Promise.resolve(ok({ documents: [], verifyUrl: '/verify' }))
      : String(input).includes('/v3/reminders/notices')
        ? Promise.resolve(ok([]))
        : /\/v3\/loan-details\/(payoff|closure)/.test(String(input))
          ? Promise.resolve(refused())
          : /\/v3\/autopay(\?|$)/.test(String(input))
            ? Promise.resolve(ok({ offered: false, terms: null, mandate: null, debit: null }))
            : fetchMock(input, init);

function renderPage(data: Order) {
  fetchMock.mockResolvedValueOnce(ok(data));
  return renderAt('/loanDetails', '/loanDetails?productId=2&orderId=9', <LoanDetails />);
}

describe('LoanDetails', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', routedFetch);
    resetLaunchCache();
    window.history.replaceState(null, '', '/loanDetails?token=tok&languageType=1');
    captureLaunchParams(window);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    for (const t of currentToasts()) dismissToast(t.id);
  });

  it('shows the status, the product card without empty rows, and the list when there is no action', async () => {
    renderPage(order());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Under review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'CashTree' })).toBeInTheDocument();
    expect(screen.getByTestId('status-picture').getAttribute('data-picture')).toBe('21');
    expect(screen.getByText('Loan amount')).toBeInTheDocument();
    expect(screen.queryByText('Disbursed on')).toBeNull();
    expect(screen.queryByTestId('order-actions')).toBeNull();
    const cards = within(screen.getByTestId('recommended')).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(within(cards[1]!).getByText('Apply from the app home')).toBeInTheDocument();
    // Set in an effect, which Preact runs after the paint.
    await waitFor(() => expect(document.title).toContain('CashTree'));
  });

  it('puts what is owed first: amount, due date, and once overdue the days late and the late fee', async () => {
    renderPage(
      order({
        orderStatus: 180,
        noticeStatusText: 'Overdue',
        amountDue: 5_332_050,
        dueDate: '14 Sep 2025',
        daysLate: 5,
        lateFee: 104_550,
      }),
    );
    const due = await screen.findByRole('region', { name: 'Amount due' });
    expect(within(due).getByTestId('amount-due-value').textContent).toBe('₹53,320.50');
    expect(within(due).getByTestId('due-date').textContent).toBe('14 Sep 2025');
    expect(within(due).getByTestId('days-late').textContent).toBe('5 days');
    expect(within(due).getByTestId('late-fee').textContent).toBe('₹1,045.50');
    // Right under the status, before the order card.
    const card = screen.getByRole('region', { name: 'Your order' });
    expect(due.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no amount due, days late or late fee when nothing is owed or late', async () => {
    renderPage(order({ orderStatus: 170, amountDue: 0 }));
    await screen.findByRole('heading', { level: 2, name: 'Under review' });
    expect(screen.queryByTestId('amount-due')).toBeNull();
  });

  it('records the tap with module 300 and the position, then follows the product link', async () => {
    const router = renderPage(order());
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    fetchMock
      .mockResolvedValueOnce(ok(null))
      .mockResolvedValueOnce(ok({ url: '/confirmLoan?productId=3' }));
    fireEvent.click(apply);
    fireEvent.click(apply);
    await waitFor(() => expect(router.location.pathname).toBe('/confirmLoan'));
    expect(calls().slice(1)).toEqual([
      { path: '/indah/pageEvent/save', body: 'productId=3&moduleId=300&positionId=0' },
      { path: '/gopia/goya/define', body: 'productId=3&moduleId=300&positionId=0' },
    ]);
  });

  it('offers repay and extension when due, and repay goes to the repay page', async () => {
    const router = renderPage(
      order({ orderStatus: 174, isDelay: '1', repayAmount: 2_613_750, noticeStatusText: 'Due' }),
    );
    // A link, so it works before the app has taken over the server's page (decision 050).
    const repay = await screen.findByRole('link', { name: 'Repay now' });
    expect(repay.getAttribute('href')).toBe('/that?amount=2613750&orderId=9&productId=2');
    expect(screen.getByTestId('status-picture').getAttribute('data-picture')).toBe('174');
    expect(screen.getByRole('link', { name: 'Apply for an extension' }).getAttribute('href')).toBe(
      '/repayDelay?productId=2&orderId=9',
    );
    expect(screen.queryByTestId('recommended')).toBeNull();
    fireEvent.click(repay);
    await waitFor(() =>
      expect(router.location.pathname + router.location.search).toBe(
        '/that?amount=2613750&orderId=9&productId=2',
      ),
    );
  });

  it('borrow more records the event and opens the product in the app', async () => {
    renderPage(order({ orderStatus: 4, noticeStatusText: 'Repaid' }));
    fetchMock.mockResolvedValueOnce(ok(null));
    fireEvent.click(await screen.findByRole('button', { name: 'Borrow more' }));
    await waitFor(() => expect(bridgeLog().map((e) => e.action)).toEqual(['openProductDetail']));
    expect(bridgeLog()[0]?.payload).toEqual({ productId: 2 });
    expect(calls()[1]).toEqual({
      path: '/service/event/save',
      body: 'productId=2&moduleId=30&positionId=0',
    });
  });

  describe('rating', () => {
    const rated = () => renderPage(order({ orderStatus: 200, isScore: '1' }));

    it('is a card under the order, after "Repaid", never a dialog over it', async () => {
      rated();
      const card = await screen.findByTestId('rating-card');
      expect(
        within(card).getByRole('heading', { name: 'How was your loan experience?' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      const headline = screen.getByRole('heading', { level: 2, name: order({}).noticeStatusText });
      // The status comes first in the page's order.
      expect(
        headline.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it('asks for a star before sending anything', async () => {
      rated();
      const card = await screen.findByTestId('rating-card');
      fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please choose a rating')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('fills stars up to the tapped one; fewer than 5 sends 5 and thanks', async () => {
      rated();
      const card = await screen.findByTestId('rating-card');
      fireEvent.click(within(card).getByRole('button', { name: '3 stars' }));
      const filled = within(card)
        .getAllByRole('button', { name: /star/ })
        .map((b) => b.getAttribute('data-filled'));
      expect(filled).toEqual(['true', 'true', 'true', 'false', 'false']);
      expect(
        within(card).getByRole('button', { name: '3 stars' }).getAttribute('aria-pressed'),
      ).toBe('true');
      fetchMock.mockResolvedValueOnce(ok(null));
      fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Thank you for your rating!')).toBeInTheDocument();
      expect(JSON.parse(calls()[1]!.body)).toEqual({ score: 5, orderId: 9 });
      expect(bridgeLog()).toEqual([]);
      expect(screen.queryByTestId('rating-card')).toBeNull();
    });

    it('5 stars ask the app for a store rating', async () => {
      rated();
      const card = await screen.findByTestId('rating-card');
      fireEvent.click(within(card).getByRole('button', { name: '5 stars' }));
      fetchMock.mockResolvedValueOnce(ok(null));
      fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(bridgeLog().map((e) => e.action)).toEqual(['rateApp']));
      expect(screen.queryByText('Thank you for your rating!')).toBeNull();
    });

    it('Not now hides it, sends no score and tells the server not to offer it again', async () => {
      rated();
      const card = await screen.findByTestId('rating-card');
      fireEvent.click(within(card).getByRole('button', { name: '2 stars' }));
      fetchMock.mockResolvedValueOnce(ok(null));
      fireEvent.click(within(card).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByTestId('rating-card')).toBeNull());
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(calls()[1]).toEqual({
        path: '/v3/loan-details/score-dismiss',
        body: JSON.stringify({ orderId: 9 }),
      });
    });
  });
});
