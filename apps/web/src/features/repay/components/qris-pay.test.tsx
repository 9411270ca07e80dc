import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { QRIS_MAX_AMOUNT } from '@tenor/contract/rules';
import { cleanUp, envelope, fakeServer, renderAt, startSession } from '../../../test/test-kit.tsx';
import { billIn } from '../receipt-fixture.ts';
import { QrisPay } from './qris-pay.tsx';

const INIT = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const STATUS = '/v3/loan-details/payment-status';

const payable = { amount: 1_307_000, amountChanged: false, kind: 'settle' };
const options = (amount = payable.amount) =>
  envelope({
    banks: [],
    markets: [],
    channels: ['va', 'market', 'qris'],
    payable: { ...payable, amount },
  });

const qris: VirtualAccountPayment = {
  amount: 1_307_000,
  vcode: 'VC2026113012345678',
  cardNo: 'pr-5b7d2c1e',
  payType: 4,
  payCode: 'QRIS',
  specificNum: 0,
  payStep: { bank: [], market: [] },
  telephone: '',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  qris: { qr: { size: 33, path: 'M4 4h7v1h-7z' } },
};

const open = (amount = 1_307_000) =>
  renderAt('/repayQris', `/repayQris?amount=${amount}&orderId=9&productId=2`, <QrisPay />);

describe('QrisPay (/repayQris, in English)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('shows the QRIS for the server’s amount with its deadline and steps, asked as pay type 4', async () => {
    const server = fakeServer({
      [INIT]: () => options(),
      [VCODE]: () => envelope(qris),
      [STATUS]: () => envelope(billIn('open')),
    });
    open();
    expect(await screen.findByRole('img', { name: /^QRIS code to pay \S+/ })).toBeInTheDocument();
    expect(screen.getByTestId('qris-total').textContent).toMatch(/13[.,]070/);
    expect(screen.getByTestId('bill-number').textContent).toBe(qris.vcode);
    expect(screen.getByTestId('pay-before').textContent).not.toBe('');
    expect(screen.getByTestId('qris-steps').querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByTestId('qris-other-way').getAttribute('href')).toBe(
      '/that?amount=1307000&orderId=9&productId=2',
    );
    expect(server.to(VCODE)[0]?.body).toMatchObject({
      payType: 4,
      payCode: 'QRIS',
      amount: 1_307_000,
    });
  });

  it('says why QRIS is not offered above Rp10.000.000, and asks for no QR', async () => {
    const big = QRIS_MAX_AMOUNT + 100;
    const server = fakeServer({ [INIT]: () => options(big), [VCODE]: () => envelope(qris) });
    open(big);
    expect((await screen.findByTestId('qris-too-large')).textContent).toMatch(
      /QRIS takes at most \S+ in one payment\. Pay by bank virtual account or at a mini market\./,
    );
    expect(server.to(VCODE)).toHaveLength(0);
  });
});
