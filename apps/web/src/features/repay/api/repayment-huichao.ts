import { useMutation } from '@tanstack/react-query';
import { repaymentHuichao } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { call } from '../../../shared/http/call.ts';

/** The payment provider's hosted page for this amount (opened through the safe URL opener). */
export function useGatewayPayment() {
  return useMutation({
    mutationFn: (variables: { orderId: number; amount: number }) =>
      call(repaymentHuichao, variables, { fallbackMessage: t('repay.card.processingFailed') }),
  });
}
