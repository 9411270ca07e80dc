import type { RequestOf } from '@tenor/contract/endpoint';
import { contactMessage } from '@tenor/contract/endpoints/site';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

/** Sends the contact form; a second tap while it is on the way is dropped. */
export function useContactMessage() {
  return useSingleFlight({
    mutationFn: (message: RequestOf<typeof contactMessage>) => call(contactMessage, message),
  });
}
