import { repayArea } from '../../../shared/http/areas.ts';
import type { RequestOf } from '@tenor/contract/endpoint';
import { t } from '../../../shared/i18n.ts';
import { call } from '../../../shared/http/call.ts';
import { type FlightLock, useSingleFlight } from '../../../shared/single-flight.ts';

const repaymentCommit = repayArea('repaymentCommit');

/**
 * Pay with a card: charged at once, or `needValid` 1 → an SMS code to confirm (sendMsg 1
 * resends it). Quiet: the page says a refusal under its Pay button.
 */
export function useRepaymentCommit(lock: FlightLock) {
  return useSingleFlight(
    {
      mutationFn: (variables: RequestOf<typeof repaymentCommit>) =>
        call(repaymentCommit, variables, {
          fallbackMessage: t('repay.card.processingFailed'),
          quiet: true,
        }),
    },
    lock,
  );
}
