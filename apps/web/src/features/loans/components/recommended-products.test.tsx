import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import { bridgeLog } from '../../../lib/bridge.ts';
import { captureLaunchParams, resetLaunchCache } from '../../../lib/launch.ts';
import { currentToasts, dismissToast } from '../../../lib/toast-store.ts';
import { renderAt } from '../../../test/test-kit.tsx';
import { RecommendedProducts } from './recommended-products.tsx';

const product = (id: number, extra: Partial<RecommendedProduct> = {}): RecommendedProduct => ({
  id,
  productLogo: `/assets/logos/${id}.png`,
  productName: `Product ${id}`,
  amountMin: 200_000,
  amountMax: 8_000_000,
  amountRangeDes: 'Loan amount',
  loanRate: '0.05%/day',
  productDesc: '91–365 days',
  productTags: ['Fast', 'New'],
  buttonStatus: 1,
  buttonText: 'Apply now',
  ...extra,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00', message: 'ok', data }));
const fetchMock = vi.fn<typeof fetch>();
const paths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

function renderPage(query = '') {
  return renderAt('/relevant', `/relevant${query}`, <RecommendedProducts />);
}

function launch(query: string) {
  resetLaunchCache();
  window.history.replaceState(null, '', `/relevant?${query}`);
  captureLaunchParams(window);
}

describe('RecommendedProducts', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    launch('token=tok&languageType=1');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    for (const t of currentToasts()) dismissToast(t.id);
  });

  it('asks to open the page from the app without a session, and calls nothing', () => {
    sessionStorage.clear();
    launch('languageType=1');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeInTheDocument();
    expect(screen.getByText('Please open this page from the app')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows product cards with tags on the first two only', async () => {
    fetchMock.mockResolvedValue(
      ok([
        product(1),
        product(2),
        product(3),
        product(4, { buttonStatus: 0, buttonText: 'Paused' }),
      ]),
    );
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByTestId('amount-range').textContent).toBe(
      '₹2,000.00 – ₹80,000.00',
    );
    expect(within(cards[0]!).getByRole('img', { name: 'Product 1' }).getAttribute('width')).toBe(
      '48',
    );
    const tagLists = cards.map(
      (card) => within(card).queryAllByRole('list', { name: 'Tags' }).length,
    );
    expect(tagLists).toEqual([1, 1, 0, 0]);
    expect(
      (within(cards[3]!).getByRole('button', { name: 'Paused' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(cards[0]!).getByRole('button', { name: 'Apply now' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(document.title).toContain('Special Offers');
  });

  it('saves the event, applies with the scene module id and opens the link in the app', async () => {
    fetchMock
      .mockResolvedValueOnce(ok([product(7), product(8)]))
      .mockResolvedValueOnce(ok(null))
      .mockResolvedValueOnce(ok({ url: '/confirmLoan?productId=8' }));
    const router = renderPage('?scene=banner_fudai');
    const buttons = await screen.findAllByRole('button', { name: 'Apply now' });
    fireEvent.click(buttons[1]!);
    fireEvent.click(buttons[1]!); // a double tap sends nothing more
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmLoan'));

    expect(paths()).toEqual([
      '/indah/v3/product/recommend-product-list',
      '/indah/pageEvent/save',
      '/indah/v3/product/apply',
    ]);
    const body = (i: number) => new URLSearchParams(String(fetchMock.mock.calls[i]?.[1]?.body));
    expect(Object.fromEntries(body(1))).toEqual({
      productId: '8',
      moduleId: '302',
      positionId: '1',
    });
    expect(Object.fromEntries(body(2))).toEqual({
      productId: '8',
      moduleId: '302',
      scene: 'banner_fudai',
    });
    expect(router.state.location.search).toBe('?productId=8');
  });

  it('shows a refusal and stays usable', async () => {
    fetchMock
      .mockResolvedValueOnce(ok([product(7)]))
      .mockResolvedValueOnce(ok(null))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: '1009', message: 'Quota used up', data: null })),
      );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(
      await within(screen.getByRole('status')).findByText('Quota used up'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Apply now' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
  });

  it('offers the way home when the list is empty', async () => {
    fetchMock.mockResolvedValue(ok([]));
    renderPage();
    expect(
      await screen.findByText("Today's applications are full. Please apply again tomorrow."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(bridgeLog().map((e) => e.action)).toEqual(['openAppHome']);
  });

  it('leaves a Retry after a network failure that recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      renderPage();
      await act(() => vi.advanceTimersByTimeAsync(1500)); // the one automatic retry
      const retry = await screen.findByRole('button', { name: 'Retry' });
      expect(screen.getAllByText('Network problem, please try again').length).toBeGreaterThan(0);
      expect(fetchMock).toHaveBeenCalledTimes(2);

      fetchMock.mockResolvedValue(ok([product(1)]));
      fireEvent.click(retry);
      expect(await screen.findAllByRole('article')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
