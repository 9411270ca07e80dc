import { siteArea } from '../../../shared/http/areas.ts';
import type { RequestOf } from '@tenor/contract/endpoint';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const contactMessage = siteArea('contactMessage');

/** Sends the contact form; a second tap while it is on the way is dropped. */
export function useContactMessage() {
  return useSingleFlight({
    mutationFn: (message: RequestOf<typeof contactMessage>) => call(contactMessage, message),
  });
}
