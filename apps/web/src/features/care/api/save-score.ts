import { saveScore } from '@tenor/contract/endpoints/care';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

/** Rates the answer to a complaint (1–5 stars), once. */
export function useSaveScore() {
  return useSingleFlight({
    mutationFn: (rating: { problemId: number; score: number }) => call(saveScore, rating),
  });
}
