import { careArea } from '../../../shared/http/areas.ts';
import type { RequestOf } from '@tenor/contract/endpoint';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const qaRecord = careArea('qaRecord');

export type QaRecord = RequestOf<typeof qaRecord>;

/** What the borrower did in the chat (type 1 jump, 2 solved/not, 3 score, 4 typed text), once at a time. */
export function useQaRecord() {
  return useSingleFlight({ mutationFn: (record: QaRecord) => call(qaRecord, record) });
}

/** A record whose answer changes nothing on the page (the jump to the complaint form). */
export function recordQuietly(record: QaRecord): void {
  void call(qaRecord, record, { quiet: true });
}
