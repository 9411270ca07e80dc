import { describe, expect, it } from 'vitest';
import { itemEvent, itemMode, RECOMMENDED_ITEM_MODULE_ID } from './recommended-items.ts';

describe('itemMode', () => {
  it('globally 0 is display-only, whatever solving says', () => {
    expect(itemMode({ globally: '0', solving: 1 })).toBe('display');
    expect(itemMode({ globally: '0', solving: 0 })).toBe('display');
  });

  it('otherwise solving decides whether the button works', () => {
    expect(itemMode({ globally: '1', solving: 1 })).toBe('link');
    expect(itemMode({ globally: '1', solving: 0 })).toBe('disabled');
  });
});

describe('itemEvent', () => {
  it('uses module 300 and the index as the position', () => {
    expect(RECOMMENDED_ITEM_MODULE_ID).toBe(300);
    expect(itemEvent(7, 0)).toEqual({ productId: 7, moduleId: 300, positionId: 0 });
    expect(itemEvent(4, 3)).toEqual({ productId: 4, moduleId: 300, positionId: 3 });
  });
});
