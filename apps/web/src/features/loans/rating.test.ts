import { describe, expect, it } from 'vitest';
import { ratingOutcome, SCORE_SENT } from './rating.ts';

describe('rating', () => {
  it('sends 5', () => {
    expect(SCORE_SENT).toBe(5);
  });

  it('no star asks to choose, fewer than 5 thank, 5 go to the store rating', () => {
    expect(ratingOutcome(0)).toBe('choose');
    expect(ratingOutcome(1)).toBe('thanks');
    expect(ratingOutcome(4)).toBe('thanks');
    expect(ratingOutcome(5)).toBe('rateApp');
  });
});
