import { describe, expect, it } from 'vitest';
import { pagePaths, pageUrl } from './paths.ts';

describe('page paths', () => {
  it('keeps the page names of the original product', () => {
    expect(pagePaths.relevant).toBe('/relevant');
    expect(pagePaths.repay).toBe('/that');
    expect(pagePaths.repayChoice).toBe('/individual');
    expect(pagePaths.loanDetails).toBe('/loanDetails');
  });

  it('are unique', () => {
    const values = Object.values(pagePaths);
    expect(new Set(values).size).toBe(values.length);
  });

  it('builds links with their own query and skips empty values', () => {
    expect(pageUrl('loanDetails', { productId: 3, orderId: 9 })).toBe(
      '/loanDetails?productId=3&orderId=9',
    );
    expect(pageUrl('relevant', { scene: '' })).toBe('/relevant');
  });
});
