import { RATING_STARS } from '@tenor/contract/rules';

/**
 * The loan-details rating (docs/screens.md "Loan details rating"): submitting needs a star;
 * fewer than 5 stars thank the borrower, 5 ask the app for a store rating. The stars
 * themselves are shared/ui/star-rating.tsx.
 */

/** The score sent to google-score: the spec's page always sends 5 (see docs/decisions/005). */
export const SCORE_SENT = RATING_STARS;

export type RatingOutcome = 'choose' | 'thanks' | 'rateApp';

/** What submitting `selected` stars leads to: a reminder (no call), the thank-you, or the store. */
export function ratingOutcome(selected: number): RatingOutcome {
  if (selected < 1) return 'choose';
  return selected >= RATING_STARS ? 'rateApp' : 'thanks';
}
