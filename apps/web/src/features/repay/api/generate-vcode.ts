import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { generateVcode } from '@tenor/contract/endpoints/repay';
import { call } from '../../../shared/http/call.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import type { PayChoice } from '../pay-choice.ts';
import type { PayQuery } from '../repay-links.ts';

export type VcodeParams = PayQuery & PayChoice;

const payload = (p: VcodeParams) => ({
  orderId: p.orderId,
  productId: p.productId,
  amount: p.amount,
  payCode: p.payCode,
  payType: p.payType,
  isDefault: p.isDefault,
  isDisplay: p.display,
  specificNum: p.specificNum,
});

/**
 * The virtual account or payment code for a payment. The server answers the same open
 * account for the same order, code and amount, so reading it again is safe.
 */
export const virtualAccountQuery = (p: VcodeParams) =>
  queryOptions({
    queryKey: [
      'repay',
      'vcode',
      p.orderId,
      p.productId ?? null,
      p.amount,
      p.display,
      p.payType,
      p.payCode,
      p.specificNum,
      p.isDefault,
    ],
    queryFn: ({ signal }) => callOrThrow(generateVcode, payload(p), { signal }),
  });

export function useVirtualAccount(params: VcodeParams | undefined) {
  return useQuery({
    ...virtualAccountQuery(
      params ?? {
        orderId: 0,
        productId: undefined,
        amount: 0,
        display: 0,
        payType: 1,
        payCode: '',
        specificNum: 0,
        isDefault: 1,
      },
    ),
    enabled: params !== undefined,
  });
}

/** The chooser's "I want to pay": issues the account and hands it to /that through the cache. */
export function useGenerateVcode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: VcodeParams) => call(generateVcode, payload(params)),
    onSuccess: (result, params) => {
      if (result.ok) client.setQueryData(virtualAccountQuery(params).queryKey, result.data);
    },
  });
}
