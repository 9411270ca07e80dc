import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPayChoice, savePayChoice } from '../pay-choice.ts';
import { MethodChooser } from './method-chooser.tsx';
import {
  cleanUp,
  envelope,
  fakeServer,
  here,
  renderAt,
  startSession,
  toasts,
} from '../../../test/test-kit.tsx';

const INIT = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';

const methods = ['ATM', 'MobileBank', 'InternetBank'];
const banks = [
  { bankName: 'BCA', payCode: 'BCA', methods },
  { bankName: 'Mandiri', payCode: 'MANDIRI', methods },
];
const markets = [
  { name: 'ALFAMART', payCode: 'ALFAMART' },
  { name: 'INDOMARET', payCode: 'INDOMARET' },
];

const issued = {
  amount: 500_000,
  vcode: 'VC1',
  cardNo: '8950812345678901',
  payType: 1,
  payCode: 'MANDIRI',
  specificNum: 2,
  payStep: { bank: [], market: [] },
  telephone: '',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function serve(payable = { amount: 500_000, amountChanged: false, kind: 'extension' }) {
  return fakeServer({
    [INIT]: (body) =>
      envelope(
        body.payType === 2
          ? { banks: [], markets, channels: ['va', 'market'], payable }
          : { banks, markets: [], channels: ['va', 'market'], payable },
      ),
    [VCODE]: () => envelope(issued),
  });
}

const open = () =>
  renderAt(
    '/individual',
    '/individual?amount=500000&display=1&orderId=9&productId=2',
    <MethodChooser />,
  );
const row = (name: RegExp) => screen.getByRole('button', { name });

describe('MethodChooser (/individual)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('says why it waits while nothing is chosen, and a tap opens the list of banks', async () => {
    const server = serve();
    open();
    const pay = screen.getByRole('button', { name: 'I want to pay' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('blocked-reason').textContent).toBe(
      'Getting the amount and the ways to pay…',
    );
    await waitFor(() => expect(row(/^Bank Choose/)).toHaveProperty('disabled', false));
    expect((row(/^Payment channel/) as HTMLButtonElement).disabled).toBe(true);
    expect(row(/^Payment channel/).textContent).toContain('Choose a bank first');
    expect(screen.getByTestId('blocked-reason').textContent).toBe('Choose a bank above to pay');
    fireEvent.click(pay);
    const bankDialog = screen.getByRole('dialog', { name: 'Bank' });
    expect(toasts()).toEqual([]);
    expect(server.to(VCODE)).toHaveLength(0);
    fireEvent.click(within(bankDialog).getByRole('button', { name: 'BCA' }));
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByTestId('blocked-reason')).toBeNull();
  });

  it('a mini market payment waits for the market, and a tap leads to the first one', async () => {
    serve();
    open();
    await waitFor(() => expect(row(/^Bank Choose/)).toHaveProperty('disabled', false));
    fireEvent.click(row(/^Payment type/));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Payment type' })).getByRole('button', {
        name: 'Mini Market',
      }),
    );
    const first = (await screen.findByRole('radio', { name: 'ALFAMART' })) as HTMLInputElement;
    expect(screen.getByTestId('blocked-reason').textContent).toBe(
      'Choose a mini market above to pay',
    );
    fireEvent.click(screen.getByRole('button', { name: 'I want to pay' }));
    expect(document.activeElement).toBe(first);
    fireEvent.click(first);
    expect(screen.queryByTestId('blocked-reason')).toBeNull();
  });

  it('bank, then method: issues the code, saves the choice and replaces the location with /that', async () => {
    const server = serve();
    const router = open();
    await waitFor(() => expect(row(/^Bank Choose/)).toHaveProperty('disabled', false));

    fireEvent.click(row(/^Bank Choose/));
    const bankDialog = screen.getByRole('dialog', { name: 'Bank' });
    fireEvent.click(within(bankDialog).getByRole('button', { name: 'Mandiri' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row(/^Payment channel/).textContent).toContain('Any channel');

    fireEvent.click(row(/^Payment channel/));
    const methodDialog = screen.getByRole('dialog', { name: 'Payment channel' });
    fireEvent.click(within(methodDialog).getByRole('button', { name: 'Mobile banking' }));
    await waitFor(() => expect(row(/^Payment channel/).textContent).toContain('Mobile banking'));

    const pay = screen.getByRole('button', { name: 'I want to pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() =>
      expect(here(router)).toBe('/that?aaa=nnn&amount=500000&display=1&orderId=9&productId=2'),
    );
    expect(server.to(VCODE)).toHaveLength(1);
    expect(server.to(VCODE)[0]?.body).toEqual({
      orderId: 9,
      productId: 2,
      amount: 500_000,
      payCode: 'MANDIRI',
      payType: 1,
      isDefault: 0,
      isDisplay: 1,
      specificNum: 2,
    });
    expect(readPayChoice()).toEqual({
      payType: 1,
      payCode: 'MANDIRI',
      specificNum: 2,
      isDefault: 0,
    });
    expect(router.action).toBe('REPLACE');
  });

  it('changing the type clears the bank and method and loads the mini markets', async () => {
    const server = serve();
    const router = open();
    await waitFor(() => expect(row(/^Bank Choose/)).toHaveProperty('disabled', false));
    fireEvent.click(row(/^Bank Choose/));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'BCA' }));
    await waitFor(() => expect(row(/^Bank BCA/)).toBeTruthy());

    fireEvent.click(row(/^Payment type/));
    const typeDialog = screen.getByRole('dialog', { name: 'Payment type' });
    expect(
      within(typeDialog).getByRole('button', { name: 'Bank' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(typeDialog).getByRole('button', { name: 'Mini Market' }));
    const alfamart = await screen.findByRole('radio', { name: 'ALFAMART' });
    expect(server.to(INIT).map((c) => c.body.payType)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: /^Bank/ })).toBeNull();
    expect((alfamart as HTMLInputElement).checked).toBe(false);

    // Back to bank: nothing chosen any more.
    fireEvent.click(row(/^Payment type/));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Bank' }));
    await waitFor(() => expect(row(/^Bank Choose/)).toBeTruthy());

    fireEvent.click(row(/^Payment type/));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Mini Market' }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'INDOMARET' }));
    fireEvent.click(screen.getByRole('button', { name: 'I want to pay' }));
    await waitFor(() => expect(router.location.pathname).toBe('/that'));
    expect(server.to(VCODE)[0]?.body).toMatchObject({
      payType: 2,
      payCode: 'INDOMARET',
      specificNum: 0,
      isDefault: 0,
    });
  });

  it('preselects the saved choice', async () => {
    savePayChoice({ payType: 1, payCode: 'MANDIRI', specificNum: 3, isDefault: 0 });
    serve();
    open();
    await waitFor(() => expect(row(/^Bank Mandiri/)).toBeTruthy());
    expect(row(/^Payment channel/).textContent).toContain('Internet banking');
  });

  it('shows the amount to pay', async () => {
    serve();
    open();
    await waitFor(() => expect(screen.getByTestId('chooser-amount').textContent).toBe('₹5,000.00'));
  });

  it('shows and pays only the server’s amount; /that then opens with it', async () => {
    const server = serve({ amount: 612_300, amountChanged: true, kind: 'extension' });
    const router = open();
    // Before the server answers: no figure at all, the link's least of all.
    expect(screen.getByTestId('chooser-amount').textContent).toBe('');
    await waitFor(() => expect(screen.getByTestId('chooser-amount').textContent).toBe('₹6,123.00'));
    expect(screen.getAllByTestId('amount-changed')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('₹5,000.00');
    fireEvent.click(row(/^Bank Choose/));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'BCA' }));
    fireEvent.click(screen.getByRole('button', { name: 'I want to pay' }));
    await waitFor(() =>
      expect(here(router)).toBe('/that?aaa=nnn&amount=612300&display=1&orderId=9&productId=2'),
    );
    expect(server.to(VCODE)[0]?.body).toMatchObject({ amount: 612_300 });
  });
});
