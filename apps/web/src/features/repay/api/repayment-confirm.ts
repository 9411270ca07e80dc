import { repayArea } from '../../../shared/http/areas.ts';
import { t } from '../../../shared/i18n.ts';
import { call } from '../../../shared/http/call.ts';
import { type FlightLock, useSingleFlight } from '../../../shared/single-flight.ts';

const repaymentConfirm = repayArea('repaymentConfirm');

/** Confirms a card payment with its SMS code (800006 wrong code, 800005 repeated); the page shows the message. */
export function useRepaymentConfirm(lock: FlightLock) {
  return useSingleFlight(
    {
      mutationFn: (variables: { orderId: number; verifyCode: string; repaymentRecordId: number }) =>
        call(repaymentConfirm, variables, {
          fallbackMessage: t('repay.card.processingFailed'),
          // The page places the message: under the code field, or once for a closed payment.
          quiet: true,
        }),
    },
    lock,
  );
}
