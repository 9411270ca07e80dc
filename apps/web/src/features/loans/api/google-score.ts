import { loansArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import { SCORE_SENT } from '../rating.ts';

const googleScore = loansArea('googleScore');
const scoreDismiss = loansArea('scoreDismiss');

/** Records the rating of a repaid order (docs/screens.md "Loan details rating": the score sent is always 5), once. */
export function useRateOrder() {
  return useSingleFlight({
    mutationFn: (orderId: number) => call(googleScore, { score: SCORE_SENT, orderId }),
  });
}

/**
 * The rating dialog was closed without a rating: the server remembers it, so the dialog is
 * offered once per order (docs/screens.md "Loan details rating"). The answer is ignored: at
 * worst the dialog is offered again on the next visit.
 */
export function dismissRating(orderId: number): void {
  void call(scoreDismiss, { orderId }, { quiet: true });
}
