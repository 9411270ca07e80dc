import { googleScore } from '@tenor/contract/endpoints/loans';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import { SCORE_SENT } from '../rating.ts';

/** Records the rating of a repaid order (docs/screens.md "Loan details rating": the score sent is always 5), once. */
export function useRateOrder() {
  return useSingleFlight({
    mutationFn: (orderId: number) => call(googleScore, { score: SCORE_SENT, orderId }),
  });
}
