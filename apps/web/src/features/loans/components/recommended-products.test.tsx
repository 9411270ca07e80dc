import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerDisclosure, type RecommendedProduct } from '@tenor/contract/endpoints/loans';
import type { OfferDisclosureInfo, OfferTerms } from '@tenor/contract/offer';
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

let disclosure: OfferDisclosureInfo = {
  region: 'IN',
  orderedBy: 'apr',
  unmatchedLenders: [],
  operator: { name: 'Tenor Credit India Private Limited', licence: '' },
  performance: null,
};

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
    // The list's disclosure (decision 057) answers on its own; fetchMock sees the rest.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(offerDisclosure.path)
        ? Promise.resolve(ok(disclosure))
        : fetchMock(input, init),
    );
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
    await waitFor(() => expect(router.location.pathname).toBe('/confirmLoan'));

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
    expect(router.location.search).toBe('?productId=8');
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
  const offer = (over: Partial<OfferTerms> = {}): OfferTerms => ({
    termUnit: 'day',
    termMin: 91,
    termMax: 180,
    example: {
      amount: 500_000,
      periods: 91,
      termDays: 91,
      fee: 15_000,
      interest: 22_750,
      totalRepay: 522_750,
      instalments: 1,
      instalmentAmount: 522_750,
    },
    aprBps: 3008,
    dailyRateBps: 5,
    feeBps: 300,
    costPerDayBps: 8,
    costCapPerDayBps: null,
    lateCharge: { kind: 'flat', newClient: 100_000, repeatClient: 80_000 },
    kfsUrl: '/agreements/in-rupeeflow-kfs.html?amount=500000&periods=91',
    ...over,
  });
  const row = (card: HTMLElement, testId: string) =>
    within(card).getByTestId(testId).closest('div')?.textContent;

  it('shows each Indian card’s tenor, APR, example repayment, fee, penal charges and KFS link, and how offers are ordered', async () => {
    disclosure = { ...disclosure, unmatchedLenders: ['Deccan Sample Credit Limited'] };
    fetchMock.mockResolvedValue(
      ok([
        product(1, { offer: offer() }),
        product(2, {
          offer: offer({
            termUnit: 'month',
            termMin: 3,
            termMax: 12,
            example: {
              amount: 1_000_000,
              periods: 3,
              termDays: 90,
              fee: 25_000,
              interest: 36_000,
              totalRepay: 1_036_000,
              instalments: 3,
              instalmentAmount: 345_333,
            },
          }),
        }),
      ]),
    );
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(row(cards[0]!, 'offer-tenor')).toBe('Tenor91–180 days');
    expect(row(cards[0]!, 'offer-apr')).toBe('APR (interest and all fees, a year)30.08%');
    expect(row(cards[0]!, 'offer-repayment')).toBe(
      'Example: ₹5,000.00 for 91 daysOne repayment of ₹5,227.50 after 91 days',
    );
    expect(row(cards[0]!, 'offer-total')).toBe('Total repayable₹5,227.50');
    expect(row(cards[0]!, 'offer-fee')).toBe('Processing fee3.00% (₹150.00)');
    expect(row(cards[0]!, 'offer-late')).toBe(
      'Penal charges₹1,000.00 once per overdue instalment (₹800.00 for repeat borrowers)',
    );
    expect(
      within(cards[0]!).getByRole('link', { name: 'Key Fact Statement for this example' }),
    ).toHaveAttribute('href', '/agreements/in-rupeeflow-kfs.html?amount=500000&periods=91');
    expect(row(cards[1]!, 'offer-tenor')).toBe('Tenor3–12 months');
    expect(row(cards[1]!, 'offer-repayment')).toBe(
      'Example: ₹10,000.00 for 3 months₹3,453.33 a month, 3 repayments',
    );
    expect(within(cards[0]!).queryByTestId('offer-cost-per-day')).toBeNull();

    const ordering = screen.getByTestId('offer-ordering');
    expect(within(ordering).getByText('How offers are ordered')).toBeInTheDocument();
    expect(ordering.textContent).toContain('ordered by APR, lowest first');
    expect(screen.getByTestId('unmatched-lenders').textContent).toBe(
      'Lenders with no offer for you now: Deccan Sample Credit Limited',
    );
    expect(screen.queryByTestId('ojk-licence')).toBeNull();
    expect(screen.queryByTestId('tkb90')).toBeNull();
  });

  it('shows each Indonesian card’s cost per day with OJK’s cap and the late-fee cap, and the licence, TKB90 and risk warning above', async () => {
    // Indonesia's figures and notes (the unit test kit reads the English pack).
    launch('token=tok&languageType=0');
    disclosure = {
      region: 'ID',
      orderedBy: 'costPerDay',
      unmatchedLenders: [],
      operator: { name: 'PT Tenor Kredit Indonesia', licence: 'OJK KEP-47/D.05/2024' },
      performance: { tkb90Bps: 9912, asOf: '2026-10-31' },
    };
    fetchMock.mockResolvedValue(
      ok([
        product(1, {
          offer: offer({
            example: {
              amount: 100_000_000,
              periods: 91,
              termDays: 91,
              fee: 3_000_000,
              interest: 4_550_000,
              totalRepay: 104_550_000,
              instalments: 1,
              instalmentAmount: 104_550_000,
            },
            costCapPerDayBps: 30,
            lateCharge: { kind: 'daily', bpsPerDay: 10, totalCapBps: 10_000 },
            kfsUrl: '/agreements/id-danakilat-riplay.html?amount=100000000&periods=91',
          }),
        }),
      ]),
    );
    renderPage();
    const [card] = await screen.findAllByRole('article');
    expect(row(card!, 'offer-cost-per-day')).toBe(
      'Cost per day0,08% of the amount (interest and fees; OJK cap 0,30%)',
    );
    expect(row(card!, 'offer-total')).toBe('Total repayableRp 1.045.500');
    expect(row(card!, 'offer-late')).toBe(
      'Penal charges0,10% a day of the overdue instalment; all costs at most 100,00% of the amount',
    );
    expect(within(card!).queryByTestId('offer-apr')).toBeNull();
    expect(
      within(card!).getByRole('link', { name: 'RIPLAY (product summary) for this example' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('ojk-licence').textContent).toBe(
      'PT Tenor Kredit Indonesia is licensed and supervised by OJK (OJK KEP-47/D.05/2024)',
    );
    expect(screen.getByTestId('tkb90').textContent).toContain('TKB90 99,12% (as of 31 Okt 2026)');
    expect(screen.getByTestId('ojk-risk').textContent).toContain('Borrow only what you can repay');
    expect(screen.getByTestId('offer-ordering').textContent).toContain('ordered by cost per day');
  });
});
