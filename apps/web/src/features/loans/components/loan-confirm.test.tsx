import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanConfirm } from '@tenor/contract/endpoints/loans';
import { bridgeLog } from '../../../lib/bridge.ts';
import { captureLaunchParams, resetLaunchCache } from '../../../lib/launch.ts';
import { currentToasts, dismissToast } from '../../../lib/toast-store.ts';
import { renderAt } from '../../../test/test-kit.tsx';
import { LoanConfirm } from './loan-confirm.tsx';

type Quote = ResponseOf<typeof loanConfirm>;

const quote = (extra: Partial<Quote> = {}): Quote => ({
  productId: 1,
  productLogo: '/assets/logos/1.svg',
  productName: 'RupeeFlow',
  amount: 5_000_000,
  amountChoices: [2_500_000, 5_000_000],
  periods: 91,
  periodChoices: [91, 120],
  termUnit: 'day',
  receivedAmount: 4_850_000,
  dailyRateBps: 5,
  details: [{ text: 'Server words', value: 'not shown' }],
  repayPlans: [{ title: 'Period 1/1', amount: 5_227_500, payTime: 'soon', dueOn: 'soon' }],
  firstPayTime: '2027-02-21',
  pRateDsc: 'Interest 0.05% per day',
  sendSms: 0,
  popTitle: 'Loan agreement',
  popContent: 'Please read it.',
  popAgreementUrl: '/agreements/in-rupeeflow-loan-agreement.html',
  note: 'Check the details.',
  agreements: [{ title: 'Loan Agreement', position: 1 }],
  ...extra,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00', message: 'ok', data }));
const fetchMock = vi.fn<typeof fetch>();
/** The agreement page the modal reads to show it (200 unless a test says otherwise). */
const agreementMock = vi.fn(
  async () =>
    new Response(
      '<!doctype html><head><meta name="tenor-document" content="agreement"></head><h1>Agreement</h1>',
      {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    ),
);
const routedFetch: typeof fetch = (input, init) =>
  String(input).includes('/agreements/') ? agreementMock() : fetchMock(input, init);
const paths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0] ?? '');

function renderPage(first: Quote, launch: string) {
  resetLaunchCache();
  window.history.replaceState(null, '', `/confirmLoan?${launch}`);
  captureLaunchParams(window);
  fetchMock.mockResolvedValueOnce(ok(first));
  return renderAt('/confirmLoan', '/confirmLoan?productId=1', <LoanConfirm />);
}

/** The agreement frame once the modal has read the page and shows it. */
const frameIn = (dialog: HTMLElement) =>
  waitFor(() => {
    const frame = dialog.querySelector('iframe');
    if (!frame) throw new Error('no agreement frame yet');
    return frame;
  });

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

/** The borrower ticks the consent (never ticked for them). */
/** The agreements' consent and, in Indonesia, the risk statement (decision 066): both ticked. */
const consent = async () => {
  const [agreements] = await screen.findAllByRole('checkbox');
  fireEvent.click(agreements!);
  const risk = screen.queryByTestId('risk-acknowledge');
  if (risk !== null) fireEvent.click(risk);
};

/**
 * jsdom loads a srcdoc frame by itself, at a moment that depends on the machine's speed; here
 * a frame counts as loaded only when a test says so (fireEvent.load is not a trusted event).
 */
const dropOwnFrameLoads = (event: Event) => {
  if (event.isTrusted && event.target instanceof HTMLIFrameElement) event.stopPropagation();
};

describe('LoanConfirm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', routedFetch);
    document.addEventListener('load', dropOwnFrameLoads, true);
  });
  afterEach(() => {
    document.removeEventListener('load', dropOwnFrameLoads, true);
    fetchMock.mockReset();
    agreementMock.mockClear();
    vi.unstubAllGlobals();
    for (const t of currentToasts()) dismissToast(t.id);
  });

  it('shows the total repayable and the APR before confirming', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    expect(await screen.findByTestId('total-repayable')).toHaveProperty(
      'textContent',
      '₹52,275.00',
    );
    // payTime cannot be read here, so the 91-day schedule is used.
    expect(screen.getByTestId('apr').textContent).toBe('30.08%');
    expect(screen.getByTestId('amount').textContent).toBe('₹50,000.00');
    // The rows are the page's own words from the quote's figures, not the server's.
    const rows = screen.getByTestId('detail-rows');
    expect(rows.textContent).not.toContain('Server words');
    expect(within(rows).getByText('Interest rate').nextSibling?.textContent).toBe('0.05%/day');
    expect(
      within(rows).getByText('Processing fee (deducted upfront)').nextSibling?.textContent,
    ).toBe('₹1,500.00');
    expect(within(rows).getByText('Total repayment').nextSibling?.textContent).toBe('₹52,275.00');
    expect(screen.getByTestId('rate').textContent).toBe('Interest 0.05% per day');
  });

  it('re-quotes with the chosen term', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    const term = await screen.findByRole('radio', { name: '120 days' });
    fetchMock.mockResolvedValueOnce(ok(quote({ periods: 120 })));
    fireEvent.click(term);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      productId: 1,
      amount: 5_000_000,
      periods: 120,
    });
  });

  it('a new amount shows at once; its figures wait for its quote, and a failed one says so with Retry', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    const details = (await screen.findByTestId('detail-rows')).closest('section')!;
    expect(details.getAttribute('aria-busy')).toBeNull();
    // The network is gone (the read is retried once, a second later).
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Lower the amount' }));
    expect(screen.getByTestId('amount').textContent).toBe('₹25,000.00');
    expect(details.getAttribute('aria-busy')).toBe('true');
    const failed = await screen.findByTestId('quote-failed', {}, { timeout: 4000 });
    expect(failed.textContent).toContain('Network problem');
    expect(details.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('amount').textContent).toBe('₹25,000.00');

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(ok(quote({ amount: 2_500_000, receivedAmount: 2_425_000 })));
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('quote-failed')).toBeNull());
    await waitFor(() => expect(details.getAttribute('aria-busy')).toBeNull());
    expect(within(details).getByText('₹25,000.00')).toBeInTheDocument();
  });

  it('consent starts unticked: Confirm says why, and a tap on it leads to the consent box', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const blocked = () => confirmButton().getAttribute('aria-disabled');
    expect(blocked()).toBe('true');
    const reason = screen.getByTestId('blocked-reason');
    expect(reason.textContent).toBe('Tick the agreements box below to confirm');
    expect(confirmButton().getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(confirmButton());
    expect(document.activeElement).toBe(box);
    expect(screen.getByTestId('consent-hint').textContent).toBe(
      'Tick this box to agree to the agreements, then tap Confirm',
    );
    expect(paths()).toEqual(['/v3/loan-confirm/loan-detail-confirm']);
    fireEvent.click(box);
    expect(blocked()).toBeNull();
    expect(screen.queryByTestId('blocked-reason')).toBeNull();
    expect(screen.queryByTestId('consent-hint')).toBeNull();
    fireEvent.click(box);
    expect(blocked()).toBe('true');
  });

  it('offline: Confirm says so instead of trying', async () => {
    renderPage(quote(), 'token=t');
    await consent();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      fireEvent(window, new Event('offline'));
      await waitFor(() =>
        expect(screen.getByTestId('blocked-reason').textContent).toBe(
          'You are offline. Connect to the internet to confirm',
        ),
      );
      fireEvent.click(confirmButton());
      expect(paths().filter((p) => p.endsWith('loan-detail-push'))).toHaveLength(0);
    } finally {
      // The own property goes; the prototype's getter answers again.
      delete (navigator as { onLine?: boolean }).onLine;
      fireEvent(window, new Event('online'));
    }
  });

  it('a proxy error page in place of the agreement keeps Agree disabled', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    agreementMock.mockResolvedValueOnce(
      new Response(
        '<!doctype html><html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
        { headers: { 'content-type': 'text/html' } },
      ),
    );
    await consent();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByTestId('agreement-dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty('disabled', true);
  });

  it('languageType 1: the agreement modal opens first; Cancel does not push, Agree does', async () => {
    const router = renderPage(quote(), 'token=t&languageType=1');
    await consent();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The dialog's code is its own chunk: it renders once that is in.
    const dialog = await screen.findByTestId('agreement-dialog');
    // Shown (and so in the accessibility tree) once its effect has opened it.
    await within(dialog).findByRole('heading', { name: 'Loan agreement' });
    // Agree waits for the agreement to load: nobody agrees to what they could not read.
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty('disabled', true);
    const frame = await frameIn(dialog);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    // What the frame shows is the agreement as read, not an address it loads itself.
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Agreement</h1>');
    expect(frame.hasAttribute('src')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty('disabled', true);
    fireEvent.load(frame);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(paths()).toEqual(['/v3/loan-confirm/loan-detail-confirm']);

    fetchMock.mockResolvedValueOnce(
      ok({ orderId: 42, lendDetailsUrl: '/loanDetails?productId=1&orderId=42' }),
    );
    fireEvent.click(confirmButton());
    const reopened = screen.getByTestId('agreement-dialog');
    fireEvent.load(await frameIn(reopened));
    fireEvent.click(await within(reopened).findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(router.location.pathname).toBe('/loanDetails'));
    expect(router.location.search).toBe('?productId=1&orderId=42');
    expect(router.action).toBe('REPLACE');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      productId: 1,
      amount: 5_000_000,
      periods: 91,
      termUnit: 'day',
    });
  });

  it('a dropped connection to the agreement keeps Agree disabled and offers a retry', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    agreementMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await consent();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByTestId('agreement-dialog');
    await within(dialog).findByRole('alert');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty('disabled', true);
  });

  it('an agreement that fails to load keeps Agree disabled and offers a retry', async () => {
    renderPage(quote(), 'token=t&languageType=1');
    agreementMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await consent();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The dialog's code is its own chunk: it renders once that is in.
    const dialog = await screen.findByTestId('agreement-dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty('disabled', true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const frame = await frameIn(dialog);
    fireEvent.load(frame);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(paths()).toEqual(['/v3/loan-confirm/loan-detail-confirm']);
  });

  it('other languages push straight away, once for a double tap', async () => {
    const router = renderPage(quote(), 'token=t');
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await consent();
    fetchMock.mockResolvedValueOnce(
      ok({ orderId: 42, lendDetailsUrl: '/loanDetails?productId=1&orderId=42' }),
    );
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.location.pathname).toBe('/loanDetails'));
    expect(screen.queryByTestId('agreement-dialog')).toBeNull();
    expect(paths().filter((p) => p.endsWith('loan-detail-push'))).toHaveLength(1);
  });

  it('a refused push shows the server message and the button comes back', async () => {
    renderPage(quote({ popAgreementUrl: '' }), 'token=t&languageType=1');
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await consent();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '1009', message: 'Product paused', data: null })),
    );
    fireEvent.click(confirm);
    expect(
      await within(screen.getByRole('status')).findByText('Product paused'),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirmButton().getAttribute('aria-busy')).toBeNull());
  });
  describe('the Key Fact Statement (decision 056)', () => {
    const kfs = (number: string) => ({
      number,
      validUntil: '2030-01-09T18:30:00.000Z',
      validUntilText: 'Valid until 9 Jan 2030, 23:59 (IST, market time)',
      url: `/agreements/kfs/${number}.html?lang=en`,
    });
    const ackBox = () => screen.getByTestId('kfs-acknowledge') as HTMLInputElement;
    const agreementsBox = () =>
      screen.getByRole('checkbox', { name: 'I have read and agree to the agreements above' });
    const pushBodies = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes('loan-detail-push'))
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

    it('shows its number and validity; Confirm waits for the acknowledgement, apart from the consent, then names it', async () => {
      const router = renderPage(quote({ kfs: kfs('KFS-IN-20300104-AAAA2222') }), 'token=t');
      const confirm = await screen.findByRole('button', { name: 'Confirm' });
      expect(screen.getByTestId('kfs-link').getAttribute('href')).toBe(
        '/agreements/kfs/KFS-IN-20300104-AAAA2222.html?lang=en',
      );
      expect(screen.getByTestId('kfs-valid-until').textContent).toBe(
        'Valid until 9 Jan 2030, 23:59 (IST, market time)',
      );
      expect(ackBox().checked).toBe(false);
      // The privacy notice goes with the consent to the agreements, once, not with each box.
      expect(screen.getAllByTestId('privacy-notice-link')).toHaveLength(1);
      expect(
        screen.getByRole('checkbox', {
          name: 'I have read and understood the Key Fact Statement KFS-IN-20300104-AAAA2222',
        }),
      ).toBe(ackBox());
      // The agreements' consent alone does not open Confirm: it leads to the statement's box.
      fireEvent.click(agreementsBox());
      expect(screen.getByTestId('blocked-reason').textContent).toBe(
        'Tick that you have read the Key Fact Statement to confirm',
      );
      fireEvent.click(confirm);
      expect(document.activeElement).toBe(ackBox());
      expect(screen.getByTestId('kfs-hint').textContent).toBe(
        'Read the Key Fact Statement, then tick this box',
      );
      expect(pushBodies()).toEqual([]);
      fireEvent.click(ackBox());
      // Indonesia: OJK's risk statement is ticked apart, and Confirm leads to it (decision 066).
      expect(screen.getByTestId('blocked-reason').textContent).toBe(
        'Tick that you have read the risk statement to confirm',
      );
      fireEvent.click(confirm);
      expect(document.activeElement).toBe(screen.getByTestId('risk-acknowledge'));
      // In the language of the page's pack (English here), its own words only (decision 075).
      expect(screen.getByTestId('risk-statement').textContent).toContain(
        'No state institution or authority is responsible for this risk of default.',
      );
      fireEvent.click(screen.getByTestId('risk-acknowledge'));
      expect(screen.queryByTestId('blocked-reason')).toBeNull();
      fetchMock.mockResolvedValueOnce(
        ok({ orderId: 42, lendDetailsUrl: '/loanDetails?productId=1&orderId=42' }),
      );
      fireEvent.click(confirm);
      await waitFor(() => expect(router.location.pathname).toBe('/loanDetails'));
      expect(pushBodies()).toEqual([
        expect.objectContaining({
          kfsNo: 'KFS-IN-20300104-AAAA2222',
          kfsAcknowledged: true,
          riskAcknowledged: true,
        }),
      ]);
    });

    it('sums up its key facts in plain words, read aloud where the app can, ticked apart before Confirm (decision 070)', async () => {
      const summary = {
        received: '₹48,500.00',
        totalRepay: '₹52,275.00',
        apr: '36.50%',
        dues: [{ date: '21 Feb 2027', amount: '₹52,275.00' }],
        late: 'Penal charge for delayed payment: ₹1,000.00 (new client).',
        exit: 'Cooling-off period: 3 days from disbursal.',
      };
      const withSummary = { ...kfs('KFS-IN-20300104-SUMM2222'), summary };
      // An app that did not say it can speak: no Read aloud.
      renderPage(quote({ kfs: withSummary }), 'token=t&languageType=1');
      const card = await screen.findByTestId('kfs-summary');
      expect(within(card).getByRole('heading').textContent).toBe('Key facts in plain words');
      expect(screen.getByTestId('summary-get').textContent).toBe(
        '₹48,500.00, paid into your bank account',
      );
      expect(screen.getByTestId('summary-when').textContent).toBe('₹52,275.00 by 21 Feb 2027');
      expect(screen.getByTestId('summary-late').textContent).toBe(summary.late);
      expect(within(card).queryByRole('button', { name: 'Read aloud' })).toBeNull();
      fireEvent.click(agreementsBox());
      expect(screen.getByTestId('blocked-reason').textContent).toBe(
        'Tick that you have read the key facts to confirm',
      );
      fireEvent.click(confirmButton());
      expect(document.activeElement).toBe(screen.getByTestId('summary-acknowledge'));
      expect(screen.getByTestId('summary-hint').textContent).toBe(
        'Read the key facts, then tick this box',
      );
      fireEvent.click(screen.getByTestId('summary-acknowledge'));
      expect(screen.getByTestId('blocked-reason').textContent).toBe(
        'Tick that you have read the Key Fact Statement to confirm',
      );
      fireEvent.click(ackBox());
      expect(screen.queryByTestId('blocked-reason')).toBeNull();
      cleanup();

      // An app that can: the summary and its language go to it.
      sessionStorage.clear();
      renderPage(quote({ kfs: withSummary }), 'token=t&languageType=1&bridge=notify,speak');
      fireEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
      const [call] = bridgeLog();
      expect(call).toMatchObject({ action: 'speak', payload: { lang: 'en-IN' } });
      const { text } = call!.payload as { text: string };
      expect(text.split('\n')).toEqual([
        'Key facts in plain words',
        'What you get: ₹48,500.00, paid into your bank account',
        'What you pay: ₹52,275.00 in total. Yearly rate with all costs (APR): 36.50%',
        'When: ₹52,275.00 by 21 Feb 2027',
        `If you pay late: ${summary.late}`,
        `If you change your mind: ${summary.exit}`,
      ]);
    });

    it('a statement past its validity is refused; the page asks for a fresh one, unticked', async () => {
      renderPage(quote({ kfs: kfs('KFS-IN-20300104-OLDD2222') }), 'token=t');
      const confirm = await screen.findByRole('button', { name: 'Confirm' });
      fireEvent.click(agreementsBox());
      fireEvent.click(ackBox());
      fireEvent.click(screen.getByTestId('risk-acknowledge'));
      fetchMock.mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            code: '1013',
            message: 'This Key Fact Statement is no longer valid',
            data: null,
          }),
        ),
      );
      fetchMock.mockResolvedValueOnce(ok(quote({ kfs: kfs('KFS-IN-20300110-NEWW2222') })));
      fireEvent.click(confirm);
      expect(
        await within(screen.getByRole('status')).findByText(
          'This Key Fact Statement is no longer valid',
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('kfs-link').textContent).toBe(
          'Read the Key Fact Statement KFS-IN-20300110-NEWW2222',
        ),
      );
      expect(ackBox().checked).toBe(false);
      expect(screen.getByTestId('blocked-reason').textContent).toBe(
        'Tick that you have read the Key Fact Statement to confirm',
      );
    });
  });
});
