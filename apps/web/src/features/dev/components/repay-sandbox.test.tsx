import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/http/query-client.ts';
import type { DemoSession } from '../api/dev-session.ts';
import type { LaunchFieldValues } from './launch-fields.tsx';
import { PaymentSandbox } from './payment-sandbox.tsx';
import { RepayJourney } from './repay-journey.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00', message: 'ok', data }));
const fetchMock = vi.fn<typeof fetch>();

const session: DemoSession = {
  token: 'demo-token',
  borrowerId: 1,
  orders: { '174': 5, '3': 8 },
  products: [],
  phone: '+6281234567890',
  cards: [],
  templates: [],
};
const launch: LaunchFieldValues = {
  languageType: '2',
  locale: '',
  token: 'demo-token',
  deviceId: 'web-preview',
  appName: 'Tenor',
  appVersion: '1.0.0',
  platform: 'android',
  channel: '',
};

const wrap = (ui: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('test preview: repayment', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('links the repayment pages of the demo orders, with what the due order owes', async () => {
    fetchMock.mockImplementation(async () =>
      ok({
        orderId: 5,
        productId: 7,
        orderStatus: 174,
        noticeStatusText: '',
        noticeDesText: '',
        productName: 'DanaKilat',
        productLogo: '',
        details: [],
        recProducts: [],
        h5Url: '',
        isDelay: '1',
        isScore: '0',
        telephone: '',
        repayAmount: 470_475_000,
        instalment: false,
        amountDue: 470_475_000,
        dueDate: '24 Nov 2026',
        daysLate: 0,
        lateFee: 0,
      }),
    );
    wrap(<RepayJourney session={session} launch={launch} />);
    const va = (await screen.findByRole('link', {
      name: 'Repay by virtual account – order 5 (Rp 4.704.750)',
    })) as HTMLAnchorElement;
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/v3/loan-details/loan-details');
    expect((init?.headers as Record<string, string>)['X-Token']).toBe('demo-token');

    const href = (a: HTMLElement) => new URL((a as HTMLAnchorElement).href);
    expect(href(va).pathname).toBe('/that');
    expect(Object.fromEntries(href(va).searchParams)).toMatchObject({
      amount: '470475000',
      orderId: '5',
      productId: '7',
      token: 'demo-token',
    });
    const links = within(screen.getByTestId('journey-repay')).getAllByRole('link');
    expect(links.map((a) => href(a).pathname)).toEqual([
      '/that',
      '/individual',
      '/cardRepay',
      '/repayDelay',
      '/installmentRepay',
    ]);
    expect(href(links[4]!).searchParams.get('orderId')).toBe('8');
  });

  it("lists the demo borrower's bills of every channel on request and pays an open one", async () => {
    wrap(<PaymentSandbox phone="+6281234567890" borrowerId={5} />);
    expect(fetchMock).not.toHaveBeenCalled();
    const bill = (accountNo: string, payType: number, payCode: string, status: string) => ({
      accountNo,
      payType,
      payCode,
      amount: 2_500_000,
      orderId: 8,
      purpose: 'repay',
      status,
    });
    fetchMock.mockResolvedValueOnce(
      ok([bill('700123', 2, 'ALFAMART', 'open'), bill('8808001', 1, 'BCA', 'paid')]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show issued bills' }));
    expect(await screen.findByText(/Mini market · ALFAMART/)).toBeInTheDocument();
    expect(screen.getByText(/Bank virtual account · BCA/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/dev/accounts?borrowerId=5');
    // Only the open bill can be paid.
    expect(screen.queryByRole('button', { name: 'Pay 8808001' })).toBeNull();

    fetchMock.mockResolvedValueOnce(ok(null));
    fetchMock.mockResolvedValueOnce(ok([bill('700123', 2, 'ALFAMART', 'paid')]));
    fireEvent.click(screen.getByRole('button', { name: 'Pay 700123' }));
    expect(await screen.findByText('700123 is paid')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ cardNo: '700123' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay 700123' })).toBeNull());
  });

  it('simulates a payment and reads the SMS outbox on request', async () => {
    wrap(<PaymentSandbox phone="+6281234567890" borrowerId={undefined} />);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(ok(null));
    fireEvent.input(screen.getByLabelText('Virtual account or payment code'), {
      target: { value: '8808 1234 5678 9012' },
    });
    fireEvent.input(screen.getByLabelText('Amount in minor units (optional)'), {
      target: { value: '1000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('8808123456789012 is paid')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/dev/payments/simulate');
    expect(JSON.parse(String(init?.body))).toEqual({ cardNo: '8808123456789012', amount: 1000 });

    fetchMock.mockResolvedValueOnce(
      ok([
        {
          phone: '+6281234567890',
          text: 'Tenor: 123456 is your code',
          sentAt: '2025-06-15T10:00:00Z',
          templateId: null,
        },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/123456 is your code/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/dev/outbox?phone=%2B6281234567890');

    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: '1004',
          message: 'This payment account does not exist',
          data: null,
        }),
      ),
    );
    fireEvent.input(screen.getByLabelText('Amount in minor units (optional)'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('Refused: This payment account does not exist'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      cardNo: '8808123456789012',
    });
  });
});
