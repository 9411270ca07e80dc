import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@tenor/contract/orders';
import {
  extensionTarget,
  orderActions,
  repayTarget,
  showsRecommended,
  statusPicture,
} from './order-actions.ts';

describe('statusPicture', () => {
  it('has a picture of its own for every status', () => {
    for (const status of orderStatuses) expect(statusPicture(status)).toBe(status);
  });

  it('shows the under-review picture for an unknown status', () => {
    for (const status of [0, 999]) expect(statusPicture(status)).toBe(21);
  });
});

describe('orderActions (docs/order-statuses.md)', () => {
  const table: [status: number, isDelay: string, actions: string[]][] = [
    [21, '1', []],
    [110, '1', []],
    [151, '1', []],
    [170, '1', ['repay']],
    [170, '0', ['repay']],
    [174, '1', ['repay', 'extend']],
    [174, '0', ['repay']],
    [180, '1', ['repay', 'extend']],
    [180, '0', ['repay']],
    [3, '1', ['repay', 'extend']],
    [3, '0', ['repay']],
    [5, '1', ['repay', 'extend']],
    [5, '0', ['repay']],
    [200, '1', ['borrowMore']],
    [4, '0', ['borrowMore']],
    [201, '1', ['borrowMore']],
    [152, '1', []],
    [999, '1', []],
  ];
  it.each(table)('status %i with isDelay %s → %j', (status, isDelay, actions) => {
    expect(orderActions(status, isDelay)).toEqual(actions);
  });

  it('shows the recommended list exactly for 21, 110, 151 and 152 (cancelled by the borrower)', () => {
    const withList = orderStatuses.filter((s) => showsRecommended(orderActions(s, '1')));
    expect(withList.sort((a, b) => a - b)).toEqual([21, 110, 151, 152]);
    expect(orderStatuses.filter((s) => showsRecommended(orderActions(s, '0'))).length).toBe(4);
  });
});

describe('repayTarget', () => {
  const order = { h5Url: '', instalment: false, orderId: 9, productId: 2, repayAmount: 2_613_750 };

  it('goes to the server h5Url when there is one', () => {
    expect(repayTarget({ ...order, h5Url: 'https://pay.example.com/x' })).toBe(
      'https://pay.example.com/x',
    );
  });

  it('goes to the repay page with the amount, or the instalment page', () => {
    expect(repayTarget(order)).toBe('/that?amount=2613750&orderId=9&productId=2');
    expect(repayTarget({ ...order, instalment: true })).toBe(
      '/installmentRepay?productId=2&orderId=9',
    );
  });

  it('extension goes to the delay page', () => {
    expect(extensionTarget(order)).toBe('/repayDelay?productId=2&orderId=9');
  });
});
