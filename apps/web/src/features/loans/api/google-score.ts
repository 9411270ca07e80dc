import { useMutation } from '@tanstack/react-query';
import { googleScore } from '@tenor/contract/endpoints/loans';
import { call } from '../../../shared/http/call.ts';
import { SCORE_SENT } from '../rating.ts';

/** Records the rating of a repaid order (spec §7: the score sent is always 5). */
export function useRateOrder() {
  return useMutation({
    mutationFn: (orderId: number) => call(googleScore, { score: SCORE_SENT, orderId }),
  });
}
