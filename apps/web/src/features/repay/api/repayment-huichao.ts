import { repayArea } from '../../../shared/http/areas.ts';
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { call } from '../../../shared/http/call.ts';
import { type FlightLock, useSingleFlight } from '../../../shared/single-flight.ts';

const repaymentHuichao = repayArea('repaymentHuichao');

/**
 * The payment provider's hosted page for this amount (opened through the safe URL opener).
 * Quiet: a refusal is said under the button that asked (another payment still going on).
 */
export function useGatewayPayment(lock?: FlightLock) {
  return useSingleFlight(
    {
      mutationFn: (variables: {
        orderId: number;
        amount: number;
        method?: GatewayMethod;
        /** The extension fee; absent for a repayment. */
        purpose?: 'extension';
      }) =>
        call(repaymentHuichao, variables, {
          fallbackMessage: t('repay.card.processingFailed'),
          quiet: true,
        }),
    },
    lock,
  );
}
