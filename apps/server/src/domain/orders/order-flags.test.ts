import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@tenor/contract/orders';
import { extensionOffered, isRepayable, isSettled, ratingOffered } from './order-flags.ts';

const where = (f: (s: number) => boolean) => orderStatuses.filter(f);

describe('order flags', () => {
  it('offers an extension on 174, 180, 3 and 5 when the product allows it', () => {
    expect(where((s) => extensionOffered(s, true))).toEqual([174, 180, 3, 5]);
    expect(where((s) => extensionOffered(s, false))).toEqual([]);
  });

  it('offers the rating on settled orders not yet rated', () => {
    expect(where((s) => ratingOffered(s, false))).toEqual([200, 4]);
    expect(where((s) => ratingOffered(s, true))).toEqual([]);
  });

  it('knows which orders owe money and which are settled', () => {
    expect(where(isRepayable)).toEqual([170, 174, 180, 3, 5]);
    expect(where(isSettled)).toEqual([200, 4]);
  });
});
