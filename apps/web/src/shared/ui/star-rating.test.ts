import { describe, expect, it } from 'vitest';
import { starFilled, stars } from './star-rating.tsx';

describe('star rating', () => {
  it('has five stars', () => {
    expect(stars).toEqual([1, 2, 3, 4, 5]);
  });

  it('tapping star k fills 1..k', () => {
    expect(stars.map((s) => starFilled(3, s))).toEqual([true, true, true, false, false]);
    expect(stars.map((s) => starFilled(0, s))).toEqual([false, false, false, false, false]);
    expect(stars.map((s) => starFilled(5, s))).toEqual([true, true, true, true, true]);
  });
});
