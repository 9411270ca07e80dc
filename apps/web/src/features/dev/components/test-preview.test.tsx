import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryHistory, Router } from '../../../lib/navigation.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridge } from '../../../lib/bridge.ts';
import type * as ConfigModule from '../../../lib/config.ts';
import { resetLaunchCache } from '../../../lib/launch.ts';
import { createQueryClient } from '../../../shared/http/query-client.ts';
import { TestPreview } from './test-preview.tsx';

vi.mock('../../../lib/config.ts', async (original) => {
  const actual = await original<typeof ConfigModule>();
  return { ...actual, config: { ...actual.config, demo: true } };
});

const fetchMock = vi.fn<typeof fetch>();

const demoSession = (extra: Record<string, unknown> = {}) => ({
  token: 'demo-token',
  borrowerId: 1,
  orders: {},
  products: [],
  phone: '+6281234567890',
  cards: [],
  templates: [{ id: 7, region: 'IN', title: 'Instant loans' }],
  ...extra,
});

function renderPreview() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router history={memoryHistory('/testPreview')}>
        <TestPreview />
      </Router>
    </QueryClientProvider>,
  );
}

describe('TestPreview', () => {
  beforeEach(() => {
    resetLaunchCache();
    window.history.replaceState(null, '', '/testPreview');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          code: '00',
          message: 'ok',
          data: demoSession(),
        }),
      ),
    );
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('starts a demo session when there is no token and puts it in the links', async () => {
    renderPreview();
    const token = screen.getByLabelText(/token/i) as HTMLInputElement;
    await waitFor(() => expect(token.value).toBe('demo-token'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ region: 'ID' });

    fireEvent.change(screen.getByLabelText(/language/i), { target: { value: '1' } });
    const link = screen.getAllByRole('link', { name: /\/relevant/ })[0] as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.pathname).toBe('/relevant');
    expect(url.searchParams.get('token')).toBe('demo-token');
    expect(url.searchParams.get('languageType')).toBe('1');
    expect(url.searchParams.get('platform')).toBe('android');
  });

  it('links the legal pages, and the official website in the chosen language without the token', async () => {
    renderPreview();
    const privacy = screen.getByRole('link', { name: /Privacy policy \(\/privacyPolicy\)/ });
    expect(new URL(privacy.getAttribute('href')!, 'http://x').pathname).toBe('/privacyPolicy');
    expect(screen.getByRole('link', { name: /Loan terms \(\/loanTerms\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /About us \(\/aboutUs\)/ })).toBeInTheDocument();
    await waitFor(() =>
      expect((screen.getByLabelText(/token/i) as HTMLInputElement).value).toBe('demo-token'),
    );
    fireEvent.change(screen.getByLabelText(/language/i), { target: { value: '1' } });
    const site = screen.getByRole('link', { name: 'Official website (/)' });
    expect(site.getAttribute('href')).toBe('/?languageType=1');
    // Every page is built: nothing is listed as coming.
    expect(screen.queryByText(/^coming$/)).toBeNull();
  });

  it('points loan confirm and details to the loan journey, which lists the demo orders', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          code: '00',
          message: 'ok',
          data: demoSession({
            orders: { '21': 11, '200': 17 },
            products: [{ id: 7, name: 'DanaKilat', region: 'ID' }],
          }),
        }),
      ),
    );
    renderPreview();
    const journey = screen.getByRole('link', { name: /Loan confirm \(\/confirmLoan\)/ });
    expect(journey.getAttribute('href')).toBe('#dev-journey');
    const confirm = (await screen.findByRole('link', {
      name: 'Loan confirm – DanaKilat',
    })) as HTMLAnchorElement;
    expect(new URL(confirm.href).searchParams.get('productId')).toBe('7');
    const details = screen.getByRole('link', {
      name: 'Loan details – 200 Settled (order 17)',
    }) as HTMLAnchorElement;
    expect(new URL(details.href).searchParams.get('orderId')).toBe('17');
    expect(new URL(details.href).searchParams.get('token')).toBe('demo-token');
  });

  it('moves an order with the sandbox and shows the answer or the refusal', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: '00',
          message: 'ok',
          data: demoSession({ orders: { '21': 11 } }),
        }),
      ),
    );
    renderPreview();
    await screen.findByRole('link', { name: /order 11/ });
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: '00', message: 'ok', data: { orderId: 11, status: 110 } }),
      ),
    );
    fireEvent.change(screen.getByLabelText('New status'), { target: { value: '110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Order 11 is now 110 Approved, disbursing')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/dev/orders/11/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 110 });

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '1009', message: 'Cannot move 110 to 21', data: null })),
    );
    fireEvent.change(screen.getByLabelText('New status'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Refused: Cannot move 110 to 21')).toBeInTheDocument();
  });

  it('shows the bridge calls and clears them', async () => {
    renderPreview();
    expect(screen.getByText('No bridge calls yet.')).toBeInTheDocument();
    bridge.openProductDetail(5);
    expect(await screen.findByText('openProductDetail')).toBeInTheDocument();
    expect(screen.getByText('{"productId":5}')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No bridge calls yet.')).toBeInTheDocument();
  });

  it('labels every device input', () => {
    renderPreview();
    for (const label of [
      /deviceId/,
      /appName/,
      /appVersion/,
      /platform/,
      /channel/,
      /locale/,
      'Photo',
      'Contact phone',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Get location' })).toBeInTheDocument();
  });
});
