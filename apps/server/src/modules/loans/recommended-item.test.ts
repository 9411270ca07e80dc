import { describe, expect, it } from 'vitest';
import { recommendedItem } from '@tenor/contract/endpoints/loans';
import { lenderRow, productRow } from '../../../test/helpers/product-row.ts';
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
  const lenders = new Map([[7, lenderRow({ id: 7 })]]);

  it('orders by the disclosed metric, leaves out the given product and names the lender', () => {
    const rows = [
      productRow({ id: 3, lender_id: 7, daily_rate_bps: 9 }),
      productRow({ id: 1, lender_id: 7, daily_rate_bps: 5 }),
      productRow({ id: 2, lender_id: 7, daily_rate_bps: 7 }),
    ];
    expect(recommendedItems(rows, 'en', 1, lenders).map((i) => i.productId)).toEqual([2, 3]);
    const items = recommendedItems(rows, 'en', undefined, lenders);
    expect(items.map((i) => i.productId)).toEqual([1, 2, 3]);
    expect(items[0]?.lender?.legalName).toBe(lenderRow().legal_name);
    expect(items[0]?.offer?.kfsUrl).toBe('');
  });

  it('leaves out a product whose lender is missing or incomplete', () => {
    const rows = [
      productRow({ id: 1, lender_id: null }),
      productRow({ id: 2, lender_id: 8 }),
      productRow({ id: 3, lender_id: 7 }),
    ];
    const withIncomplete = new Map([...lenders, [8, lenderRow({ id: 8, registration: '' })]]);
    expect(recommendedItems(rows, 'en', undefined, withIncomplete).map((i) => i.productId)).toEqual(
      [3],
    );
  });
});
