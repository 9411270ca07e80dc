import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { EWALLETS } from '@tenor/contract/ewallets';
import { cleanUp, envelope, fakeServer, renderAt, startSession } from '../../../test/test-kit.tsx';
import { billIn } from '../receipt-fixture.ts';
import { EwalletOffer } from './ewallet-offer.tsx';
import { EwalletPay } from './ewallet-pay.tsx';

const INIT = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const STATUS = '/v3/loan-details/payment-status';

const payable = { amount: 1_307_000, amountChanged: false, kind: 'settle' };
const options = (amount = payable.amount) =>
  envelope({
    banks: [],
    markets: [],
    channels: ['va', 'market', 'qris', 'ewallet'],
    payable: { ...payable, amount },
  });

const request = (vcode: string): VirtualAccountPayment => ({
  amount: 1_307_000,
  vcode,
  cardNo: `pr-${vcode}`,
  payType: 5,
  payCode: 'DANA',
  specificNum: 0,
  payStep: { bank: [], market: [] },
  telephone: '',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  ewallet: { url: '/repayEwallet?amount=1307000&display=0&orderId=9&wallet=DANA' },
});

const open = (wallet: string, amount = 1_307_000) =>
  renderAt(
    '/repayEwallet',
    `/repayEwallet?amount=${amount}&orderId=9&productId=2&wallet=${wallet}`,
    <EwalletPay />,
  );

describe('EwalletPay (/repayEwallet, in English)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('shows the DANA request for the server’s amount with its deadline and steps, asked as pay type 5', async () => {
    const server = fakeServer({
      [INIT]: () => options(),
      [VCODE]: () => envelope(request('VC1')),
      [STATUS]: () => envelope(billIn('open')),
    });
    open('DANA');
    expect(await screen.findByTestId('ewallet-open')).toHaveTextContent('Open DANA');
    expect(screen.getByTestId('ewallet-total').textContent).toMatch(/13[.,]070/);
    expect(screen.getByTestId('bill-number').textContent).toBe('VC1');
    expect(screen.getByTestId('pay-before').textContent).not.toBe('');
    expect(screen.getByTestId('ewallet-steps').querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByTestId('ewallet-other-way').getAttribute('href')).toBe(
      '/that?amount=1307000&orderId=9&productId=2',
    );
    expect(server.to(VCODE)).toHaveLength(1);
    expect(server.to(VCODE)[0]?.body).toMatchObject({
      payType: 5,
      payCode: 'DANA',
      amount: 1_307_000,
    });
  });

  it('a request the wallet declined says so, and Try again asks the server again for a new one', async () => {
    let asked = 0;
    const server = fakeServer({
      [INIT]: () => options(),
      [VCODE]: () => envelope(request(asked++ === 0 ? 'VC1' : 'VC2')),
      [STATUS]: (body) => envelope(billIn(body.vcode === 'VC1' ? 'failed' : 'open')),
    });
    open('DANA');
    const failed = await screen.findByTestId('ewallet-failed');
    expect(failed).toHaveTextContent('The DANA payment did not go through');
    expect(screen.queryByTestId('ewallet-open')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ewallet-open')).toBeInTheDocument();
    expect(screen.getByTestId('bill-number').textContent).toBe('VC2');
    await waitFor(() => expect(server.to(VCODE)).toHaveLength(2));
  });

  it('says why ShopeePay is not offered above its limit, and asks for no request', async () => {
    const big = EWALLETS.SHOPEEPAY.max + 100;
    const server = fakeServer({
      [INIT]: () => options(big),
      [VCODE]: () => envelope(request('VC1')),
    });
    open('SHOPEEPAY', big);
    expect((await screen.findByTestId('ewallet-too-large')).textContent).toMatch(
      /ShopeePay takes at most \S+ in one payment\./,
    );
    expect(server.to(VCODE)).toHaveLength(0);
  });
});

describe('EwalletOffer (on /that)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);
  const query = { orderId: 9, productId: 2, display: 0 as const };

  it('links each wallet to its page for the same payment', () => {
    renderAt(
      '/that',
      '/that',
      <EwalletOffer query={{ ...query, amount: 1_307_000 }} channels={['va', 'ewallet']} />,
    );
    const links = within(screen.getByTestId('ewallet-offer')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Pay by DANA',
      'Pay by OVO',
      'Pay by ShopeePay',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      '/repayEwallet?amount=1307000&display=0&orderId=9&productId=2&wallet=DANA',
    );
  });

  it('above a wallet’s limit says why that wallet is not offered and keeps the others', () => {
    const amount = EWALLETS.SHOPEEPAY.max + 100;
    renderAt(
      '/that',
      '/that',
      <EwalletOffer query={{ ...query, amount }} channels={['va', 'ewallet']} />,
    );
    const offer = screen.getByTestId('ewallet-offer');
    expect(within(offer).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByTestId('ewallet-too-large-SHOPEEPAY').textContent).toMatch(
      /^ShopeePay takes at most \S+ in one payment\.$/,
    );
  });

  it('is not shown where the market does not offer e-wallets', () => {
    renderAt(
      '/that',
      '/that',
      <EwalletOffer query={{ ...query, amount: 1_307_000 }} channels={['va', 'qris']} />,
    );
    expect(screen.queryByTestId('ewallet-offer')).toBeNull();
  });
});
