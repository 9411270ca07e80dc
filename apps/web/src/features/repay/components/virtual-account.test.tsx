import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { savePayChoice } from '../pay-choice.ts';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
  toasts,
} from '../../../test/test-kit.tsx';
import { billIn } from '../receipt-fixture.ts';
import { VirtualAccount } from './virtual-account.tsx';

const INIT = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const STATUS = '/v3/loan-details/payment-status';

const payable = { amount: 2_613_750, amountChanged: false, kind: 'settle' as const };
const options = {
  payable,
  banks: [
    { bankName: 'BCA', payCode: 'BCA', methods: ['ATM', 'MobileBank', 'InternetBank'] },
    { bankName: 'BNI', payCode: 'BNI', methods: ['ATM', 'MobileBank', 'InternetBank'] },
  ],
  markets: [],
  channels: ['va', 'market'],
};

const account = (extra: Partial<VirtualAccountPayment> = {}): VirtualAccountPayment => ({
  amount: 2_613_750,
  vcode: 'VC2025061512345678',
  cardNo: '3935812345678901',
  payType: 1,
  payCode: 'BCA',
  specificNum: 0,
  payStep: {
    bank: [
      { name: 'ATM', steps: ['Insert your card.', 'Choose Transfer.'] },
      { name: 'MobileBank', steps: ['Open the app.'] },
    ],
    market: [],
  },
  telephone: '+62 21 5088 7000',
  expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
  ...extra,
});

/** The bill as the page watches it. */
const receipt = (state: 'open' | 'paid' | 'closed' | 'expired') => envelope(billIn(state));
const pending = () => receipt('open');

const open = (amount = 2_613_750) =>
  renderAt('/that', `/that?amount=${amount}&orderId=9&productId=2`, <VirtualAccount />);

describe('VirtualAccount (/that)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('without a saved choice pays with the first bank, every method (isDefault 1)', async () => {
    const server = fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(account()),
      [STATUS]: pending,
    });
    open();
    const number = await screen.findByTestId('account-number');
    expect(number.textContent).toBe('3935812345678901');
    expect(server.to(INIT)[0]?.body).toEqual({
      orderId: 9,
      productId: 2,
      payType: 1,
      amount: 2_613_750,
      isDisplay: 0,
    });
    expect(server.to(VCODE)[0]?.body).toEqual({
      orderId: 9,
      productId: 2,
      amount: 2_613_750,
      payCode: 'BCA',
      payType: 1,
      isDefault: 1,
      isDisplay: 0,
      specificNum: 0,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeInTheDocument();
    expect(screen.getByTestId('va-total').textContent).toBe('₹26,137.50');
    expect(screen.getByTestId('bill-number').textContent).toBe('VC2025061512345678');
    expect(screen.getByTestId('expiry-countdown').textContent).toMatch(/^0[12]:\d\d:\d\d$/);
    expect(
      screen.getAllByTestId('pay-method').map((d) => d.querySelector('summary')?.textContent),
    ).toEqual(['ATM', 'Mobile banking']);
    expect(
      screen.getByText('Keep the payment slip or receipt until your repayment is confirmed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +62 21 5088 7000' }).getAttribute('href')).toBe(
      'tel:+622150887000',
    );
    expect(screen.getByTestId('change-method').getAttribute('href')).toBe(
      '/individual?amount=2613750&display=0&orderId=9&productId=2',
    );
    expect(screen.getByTestId('change-method').textContent).toContain('BCA');
    // Nothing saved: the default is not written down as a choice.
    expect(localStorage.getItem('payType')).toBeNull();
  });

  it('pays with the saved choice and names it', async () => {
    savePayChoice({ payType: 1, payCode: 'BNI', specificNum: 2, isDefault: 0 });
    const server = fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () =>
        envelope(
          account({
            payCode: 'BNI',
            specificNum: 2,
            payStep: { bank: [{ name: 'MobileBank', steps: ['Open BNI Mobile.'] }], market: [] },
          }),
        ),
      [STATUS]: pending,
    });
    open();
    await screen.findByTestId('account-number');
    expect(server.to(VCODE)[0]?.body).toMatchObject({
      payCode: 'BNI',
      payType: 1,
      isDefault: 0,
      specificNum: 2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('change-method').textContent).toContain('BNI · Mobile banking'),
    );
  });

  it('a mini-market code shows the payment code and the market steps', async () => {
    savePayChoice({ payType: 2, payCode: 'ALFAMART', specificNum: 0, isDefault: 0 });
    fakeServer({
      [INIT]: () =>
        envelope({
          banks: [],
          markets: [{ name: 'ALFAMART', payCode: 'ALFAMART' }],
          channels: ['va', 'market'],
          payable,
        }),
      [VCODE]: () =>
        envelope(
          account({
            payType: 2,
            payCode: 'ALFAMART',
            cardNo: '7701123456789012',
            payStep: { bank: [], market: ['Go to the store.', 'Show the code.'] },
          }),
        ),
      [STATUS]: pending,
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Show the code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Pay at ALFAMART')).toBeInTheDocument());
  });

  it('Copy puts the bare number on the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(account()),
      [STATUS]: pending,
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Virtual account number' }));
    await waitFor(() => expect(toasts()).toContain('Copied'));
    expect(writeText).toHaveBeenCalledWith('3935812345678901');
  });

  it('I have paid asks one clear question; Yes opens the receipt of this bill', async () => {
    fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(account()),
      [STATUS]: pending,
    });
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: 'I have paid' }));
    const ask = screen.getByRole('dialog', { name: 'Have you paid ₹26,137.50?' });
    expect(within(ask).getByText(/only after your bank, UPI app or the store/)).toBeInTheDocument();

    // Not yet closes and stays.
    fireEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(here(router)).toMatch(/^\/that/);

    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, I have paid' }),
    );
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=9&productId=2&vcode=VC2025061512345678'),
    );
  });

  it('nothing left to pay is said in the page’s words, with the way back and the method row', async () => {
    fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(null, '1009', 'This order has nothing to repay'),
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nothing left to pay here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to loan details' }).getAttribute('href')).toBe(
      '/loanDetails?productId=2&orderId=9',
    );
    expect(screen.getByTestId('change-method')).toBeInTheDocument();
  });

  it('an expired number offers a new one', async () => {
    fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(account({ expiresAt: new Date(Date.now() - 1000).toISOString() })),
      [STATUS]: () => receipt('expired'),
    });
    open();
    expect(await screen.findByText('This number has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a new number' })).toBeInTheDocument();
  });

  it('turns into the receipt when the money arrives, replacing the live code', async () => {
    const server = fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(account()),
      [STATUS]: () => receipt('paid'),
    });
    const router = open();
    await waitFor(() =>
      expect(here(router)).toBe('/repayReceipt?orderId=9&productId=2&vcode=VC2025061512345678'),
    );
    expect(server.to(STATUS)[0]?.body).toEqual({ orderId: 9, vcode: 'VC2025061512345678' });
    // Replaced, not pushed: Back does not return to the live code.
    expect(router.action).toBe('REPLACE');
  });

  it('a code closed because the loan was paid another way gives way to "nothing left to pay"', async () => {
    const server = fakeServer({
      [INIT]: () => envelope(options),
      [VCODE]: () => envelope(account()),
      [STATUS]: () => receipt('closed'),
    });
    open();
    await screen.findByTestId('account-number');
    server.set(INIT, () => envelope(null, '1009', 'This order has nothing to repay'));
    expect(
      await screen.findByRole('heading', { name: 'Nothing left to pay here' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('account-number')).toBeNull();
  });

  it('pays the server’s amount, not the link’s: loading first, a changed amount said once', async () => {
    const server = fakeServer({
      [INIT]: () => envelope({ ...options, payable: { ...payable, amountChanged: true } }),
      [VCODE]: () => envelope(account()),
      [STATUS]: pending,
    });
    open(1);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await screen.findByTestId('account-number');
    expect(server.to(VCODE)[0]?.body).toMatchObject({ amount: 2_613_750 });
    expect(screen.getByTestId('va-total').textContent).toBe('₹26,137.50');
    expect(screen.getAllByTestId('amount-changed')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/₹0\.01/);
  });

  it('is titled by what it pays: some instalments', async () => {
    fakeServer({
      [INIT]: () => envelope({ ...options, payable: { ...payable, kind: 'instalments' } }),
      [VCODE]: () => envelope(account()),
      [STATUS]: pending,
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instalment payment' }),
    ).toBeInTheDocument();
  });

  it('without an order or amount, or a session, it says so', () => {
    renderAt('/that', '/that', <VirtualAccount />);
    expect(screen.getByTestId('missing-payment')).toBeInTheDocument();
  });
});
