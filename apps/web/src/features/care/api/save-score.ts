import { careArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const saveScore = careArea('saveScore');

/** Rates the answer to a complaint (1–5 stars), once. */
export function useSaveScore() {
  return useSingleFlight({
    mutationFn: (rating: { problemId: number; score: number }) => call(saveScore, rating),
  });
}
