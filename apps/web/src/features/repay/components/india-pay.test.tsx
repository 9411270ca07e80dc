import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
} from '../../../test/test-kit.tsx';
import { billIn } from '../receipt-fixture.ts';
import { IndiaPay } from './india-pay.tsx';

const INIT = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const GATEWAY = '/greyer/repayment-huichao';

const STATUS = '/v3/loan-details/payment-status';

const payable = { amount: 1_307_000, amountChanged: false, kind: 'settle' };
const channels = (list: string[], owed: Partial<typeof payable> = {}) =>
  envelope({ banks: [], markets: [], channels: list, payable: { ...payable, ...owed } });

/** The UPI bill as the page watches it. */
const bill = (state: 'open' | 'paid') => envelope(billIn(state));
const pending = () => bill('open');

const upi: VirtualAccountPayment = {
  amount: 1_307_000,
  vcode: 'VC2026112412345678',
  cardNo: 'tenor.123456789012@sbox',
  payType: 3,
  payCode: 'UPI',
  specificNum: 0,
  payStep: { bank: [{ name: 'UPI', steps: ['Enter your UPI PIN.'] }], market: [] },
  telephone: '+91 80 4718 2200',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  upi: {
    intentUrl: 'upi://pay?pa=tenor.123456789012%40sbox&pn=Tenor&am=13070.00&cu=INR',
    qr: { size: 33, path: 'M4 4h7v1h-7z' },
  },
};

const open = (query = 'amount=1307000&orderId=9&productId=2') =>
  renderAt('/that', `/that?${query}`, <IndiaPay />);

describe('IndiaPay (/that, India)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('offers UPI first: the app link, the QR code and the payee UPI ID, for this amount', async () => {
    const server = fakeServer({
      [INIT]: () => channels(['upi', 'netbanking', 'debitCard', 'card']),
      [VCODE]: () => envelope(upi),
      [STATUS]: pending,
    });
    open();
    const app = await screen.findByRole('link', { name: 'Pay with a UPI app' });
    expect(app.getAttribute('href')).toBe(upi.upi!.intentUrl);
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹13,070.00' })).toBeInTheDocument();
    expect(screen.getByTestId('upi-id').textContent).toBe('tenor.123456789012@sbox');
    expect(screen.getByTestId('pay-amount').textContent).toBe('₹13,070.00');
    expect(server.to(VCODE)[0]?.body).toMatchObject({
      payType: 3,
      payCode: 'UPI',
      amount: 1307000,
    });
    expect(screen.getByRole('button', { name: /Net banking/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Debit card/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Saved card/ }).getAttribute('href')).toBe(
      '/cardRepay?orderId=9&productId=2&amount=1307000',
    );
    // No Indonesian rails, no Indonesian number.
    expect(screen.queryByText(/Virtual account|BCA|\+62/)).toBeNull();
  });

  it('shows no UPI ID to type when only the provider’s QR pays the bill (Razorpay)', async () => {
    const qrOnly: VirtualAccountPayment = {
      ...upi,
      cardNo: 'shop.payee@bank',
      upi: {
        ...upi.upi!,
        intentUrl: 'upi://pay?pa=shop.payee%40bank&tr=RZPqr1',
        payByAddress: false,
      },
    };
    fakeServer({
      [INIT]: () => channels(['upi', 'netbanking', 'debitCard']),
      [VCODE]: () => envelope(qrOnly),
      [STATUS]: pending,
    });
    open();
    const app = await screen.findByRole('link', { name: 'Pay with a UPI app' });
    expect(app.getAttribute('href')).toBe(qrOnly.upi!.intentUrl);
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹13,070.00' })).toBeInTheDocument();
    expect(screen.queryByTestId('upi-id')).toBeNull();
    expect(screen.queryByText('shop.payee@bank')).toBeNull();
  });

  it('net banking opens the provider’s secure page for this amount, once per tap', async () => {
    const server = fakeServer({
      [INIT]: () => channels(['upi', 'netbanking', 'debitCard']),
      [VCODE]: () => envelope(upi),
      [STATUS]: pending,
      [GATEWAY]: () => envelope({ url: '/loanDetails?productId=2&orderId=9' }),
    });
    const router = open();
    const netbanking = await screen.findByRole('button', { name: /Net banking/ });
    fireEvent.click(netbanking);
    fireEvent.click(netbanking);
    await waitFor(() => expect(here(router)).toBe('/loanDetails?productId=2&orderId=9'));
    expect(server.to(GATEWAY)).toHaveLength(1);
    expect(server.to(GATEWAY)[0]?.body).toEqual({
      orderId: '9',
      amount: '1307000',
      method: 'netbanking',
    });
  });

  it('I have paid asks, then opens the receipt of the UPI bill', async () => {
    fakeServer({
      [INIT]: () => channels(['upi']),
      [VCODE]: () => envelope(upi),
      [STATUS]: pending,
    });
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: 'I have paid' }));
    const ask = screen.getByRole('dialog', { name: 'Have you paid ₹13,070.00?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, I have paid' }));
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=9&productId=2&vcode=VC2026112412345678'),
    );
  });

  it('the extension fee is paid by UPI, net banking or debit card (as the fee), never a saved card, and says the loan stays due', async () => {
    const server = fakeServer({
      [INIT]: () =>
        channels(['upi', 'netbanking', 'debitCard', 'card'], {
          amount: 125_000,
          kind: 'extension',
        }),
      [VCODE]: () => envelope(upi),
      [STATUS]: pending,
      [GATEWAY]: () => envelope({ url: '/loanDetails?productId=2&orderId=9' }),
    });
    open('amount=125000&display=1&orderId=9&productId=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Extension fee' }),
    ).toBeInTheDocument();
    expect((await screen.findByTestId('extension-note')).textContent).toMatch(
      /only the extension fee/,
    );
    await screen.findByRole('link', { name: 'Pay with a UPI app' });
    expect(screen.queryByRole('link', { name: /Saved card/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Net banking/ }));
    await waitFor(() =>
      expect(server.to(GATEWAY)[0]?.body).toMatchObject({
        amount: '125000',
        method: 'netbanking',
        purpose: 'extension',
      }),
    );
  });

  it('shows only the server’s amount: loading first, then the corrected one, said once', async () => {
    const server = fakeServer({
      [INIT]: () => channels(['upi', 'netbanking', 'debitCard', 'card'], { amountChanged: true }),
      [VCODE]: () => envelope(upi),
      [STATUS]: pending,
      [GATEWAY]: () => envelope({ url: '/loanDetails?productId=2&orderId=9' }),
    });
    open('amount=1&orderId=9&productId=2');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('₹0.01')).toBeNull();
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('₹13,070.00');
    expect(screen.getAllByTestId('amount-changed')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('₹0.01');
    // Every other way pays the server's amount too.
    expect(screen.getByRole('link', { name: /Saved card/ }).getAttribute('href')).toBe(
      '/cardRepay?orderId=9&productId=2&amount=1307000',
    );
    fireEvent.click(screen.getByRole('button', { name: /Debit card/ }));
    await waitFor(() => expect(server.to(GATEWAY)[0]?.body).toMatchObject({ amount: '1307000' }));
    expect(server.to(VCODE)[0]?.body).toMatchObject({ amount: 1_307_000 });
  });

  it('another payment still going on is said under the way tapped, not as a toast', async () => {
    const message =
      'Your Debit card payment of ₹13,070.00 is being processed. Please wait a moment and check your loan';
    fakeServer({
      [INIT]: () => channels(['upi', 'netbanking', 'debitCard']),
      [VCODE]: () => envelope(upi),
      [STATUS]: pending,
      [GATEWAY]: () => envelope(null, '800005', message),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Net banking/ }));
    expect((await screen.findByTestId('pay-refusal')).textContent).toBe(message);
    // Under the net-banking row: the I have paid button stays uncovered.
    const refusal = screen.getByTestId('pay-refusal');
    expect(refusal.previousElementSibling?.getAttribute('data-testid')).toBe('way-netbanking');
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
  });

  it('turns into the receipt once the UPI payment arrives', async () => {
    fakeServer({
      [INIT]: () => channels(['upi']),
      [VCODE]: () => envelope(upi),
      [STATUS]: () => bill('paid'),
    });
    const router = open();
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=9&productId=2&vcode=VC2026112412345678'),
    );
    expect(router.action).toBe('REPLACE');
  });

  it('offers only what the market configured', async () => {
    const server = fakeServer({ [INIT]: () => channels(['card']) });
    open();
    expect(await screen.findByRole('link', { name: /Saved card/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull();
    expect(server.to(VCODE)).toHaveLength(0);
  });
});
