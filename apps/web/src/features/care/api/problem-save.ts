import { careArea } from '../../../shared/http/areas.ts';
import type { RequestOf } from '@tenor/contract/endpoint';
import { call } from '../../../shared/http/call.ts';
import { type FlightLock, useSingleFlight } from '../../../shared/single-flight.ts';

const problemSave = careArea('problemSave');

/**
 * Files the complaint; a second tap while it is on the way is dropped (one complaint). `lock`
 * outlives the form's remount after hydration (complaint-form.tsx).
 */
export function useProblemSave(lock?: FlightLock) {
  return useSingleFlight(
    {
      mutationFn: (complaint: RequestOf<typeof problemSave>) => call(problemSave, complaint),
    },
    lock,
  );
}
