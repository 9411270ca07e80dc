import { describe, expect, it } from 'vitest';
import { ratingOutcome, SCORE_SENT, starFilled, stars } from './rating.ts';

describe('rating', () => {
  it('has five stars and sends 5', () => {
    expect(stars).toEqual([1, 2, 3, 4, 5]);
    expect(SCORE_SENT).toBe(5);
  });

  it('tapping star k fills 1..k', () => {
    expect(stars.map((s) => starFilled(3, s))).toEqual([true, true, true, false, false]);
    expect(stars.map((s) => starFilled(0, s))).toEqual([false, false, false, false, false]);
    expect(stars.map((s) => starFilled(5, s))).toEqual([true, true, true, true, true]);
  });

  it('no star asks to choose, fewer than 5 thank, 5 go to the store rating', () => {
    expect(ratingOutcome(0)).toBe('choose');
    expect(ratingOutcome(1)).toBe('thanks');
    expect(ratingOutcome(4)).toBe('thanks');
    expect(ratingOutcome(5)).toBe('rateApp');
  });
});
