import { describe, expect, it } from 'vitest';
import { recommendedItem } from '@tenor/contract/endpoints/loans';
import { productRow } from '../../../test/helpers/product-row.ts';
import { recommendedItems, toRecommendedItem } from './recommended-item.ts';

describe('toRecommendedItem', () => {
  it('maps an active product onto the contract item', () => {
    const item = toRecommendedItem(productRow(), 'en');
    expect(recommendedItem.safeParse(item).success).toBe(true);
    expect(item).toMatchObject({
      productId: 1,
      globally: '1',
      solving: 1,
      caveats: '',
      buttonText: 'Apply now',
      amountMin: 500_000,
    });
  });

  it('disables paused products and marks display-only ones', () => {
    expect(toRecommendedItem(productRow({ status: 'paused' }), 'id')).toMatchObject({
      solving: 0,
      buttonText: 'Kuota hari ini habis',
      caveats: 'Pengajuan dibuka kembali besok',
    });
    expect(toRecommendedItem(productRow({ display_only: 1 }), 'en')).toMatchObject({
      globally: '0',
      solving: 1,
      caveats: 'Apply for this product from the app home',
    });
  });
});

describe('recommendedItems', () => {
  it('keeps the list order and leaves out the given product', () => {
    const rows = [productRow({ id: 3 }), productRow({ id: 1 }), productRow({ id: 2 })];
    expect(recommendedItems(rows, 'en', 1).map((i) => i.productId)).toEqual([3, 2]);
    expect(recommendedItems(rows, 'en').map((i) => i.productId)).toEqual([3, 1, 2]);
  });
});
