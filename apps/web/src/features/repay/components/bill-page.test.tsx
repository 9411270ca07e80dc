import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType, PayChannel, Payable } from '@tenor/contract/endpoints/repay';
import { cleanUp, renderAt, startSession } from '../../../test/test-kit.tsx';
import { BillPage } from './bill-page.tsx';

const link = { amount: 1_000_000, display: 0, orderId: 9, productId: 2 } as const;

function show(
  channels: PayChannel[],
  { kind = 'settle', tooLarge }: { kind?: Payable['kind']; tooLarge?: string } = {},
) {
  const options: ResponseOf<typeof initPayType> = {
    banks: [],
    markets: [],
    channels,
    payable: { amount: 1_307_000, amountChanged: false, kind },
  };
  renderAt(
    '/repayQris',
    '/repayQris',
    <BillPage
      query={link}
      options={options}
      channel="qris"
      tooLarge={tooLarge === undefined ? undefined : { title: 'Too large', message: tooLarge }}
      bill={(payment) => <p data-testid="bill">{payment.amount}</p>}
      action={(payment) => <p data-testid="action">{payment.amount}</p>}
    />,
  );
}

describe('BillPage (the page around one issued bill)', () => {
  beforeEach(() => startSession());
  afterEach(cleanUp);

  it('gives the bill and the action the server’s amount, never the link’s', () => {
    show(['va', 'qris']);
    expect(screen.getByTestId('bill')).toHaveTextContent('1307000');
    expect(screen.getByTestId('action')).toHaveTextContent('1307000');
    expect(screen.getByTestId('qris-other-way')).toHaveAttribute(
      'href',
      '/that?amount=1307000&orderId=9&productId=2',
    );
    expect(screen.queryByTestId('extension-note')).not.toBeInTheDocument();
  });

  it('without the channel says there is no way to pay here, and keeps the way back', () => {
    show(['va', 'market']);
    expect(screen.getByTestId('no-options')).toBeInTheDocument();
    expect(screen.queryByTestId('bill')).not.toBeInTheDocument();
    expect(screen.queryByTestId('action')).not.toBeInTheDocument();
    expect(screen.getByTestId('qris-other-way')).toBeInTheDocument();
  });

  it('says why when the channel does not take the amount, with no bill and no action', () => {
    show(['qris'], { tooLarge: 'QRIS takes less.' });
    expect(screen.getByTestId('qris-too-large')).toHaveTextContent('QRIS takes less.');
    expect(screen.queryByTestId('bill')).not.toBeInTheDocument();
    expect(screen.queryByTestId('action')).not.toBeInTheDocument();
  });

  it('says an extension fee is one', () => {
    show(['qris'], { kind: 'extension' });
    expect(screen.getByTestId('extension-note')).toBeInTheDocument();
  });
});
