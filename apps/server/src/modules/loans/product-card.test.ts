import { describe, expect, it } from 'vitest';
import { recommendedProduct } from '@tenor/contract/endpoints/loans';
import { productRow } from '../../../test/helpers/product-row.ts';
import { openProducts, toRecommendedProduct } from './product-card.ts';

const product = productRow;

describe('toRecommendedProduct', () => {
  it('maps a row onto the contract card', () => {
    const card = toRecommendedProduct(product(), 'Full');
    expect(recommendedProduct.safeParse(card).success).toBe(true);
    expect(card).toMatchObject({
      buttonStatus: 1,
      buttonText: 'Apply now',
      productTags: ['A', 'B'],
    });
  });

  it('disables paused products and survives broken tags', () => {
    const card = toRecommendedProduct(product({ status: 'paused', tags: 'not json' }), 'Full');
    expect(card).toMatchObject({ buttonStatus: 0, buttonText: 'Full', productTags: [] });
  });
});

describe('openProducts', () => {
  const a = { id: 1, status: 'active' as const };
  const b = { id: 2, status: 'active' as const };
  const paused = { id: 3, status: 'paused' as const };

  it('drops products applied to today and keeps paused ones beside open ones', () => {
    expect(openProducts([a, b, paused], new Set([1]))).toEqual([b, paused]);
  });

  it('is empty when only paused products would remain', () => {
    expect(openProducts([a, b, paused], new Set([1, 2]))).toEqual([]);
    expect(openProducts([paused], new Set())).toEqual([]);
  });
});
