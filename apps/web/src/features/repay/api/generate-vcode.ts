import { repayArea } from '../../../shared/http/areas.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/call.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import type { PayChoice } from '../pay-choice.ts';
import type { PayQuery } from '../repay-links.ts';
import { repayKeys } from './query-keys.ts';

const generateVcode = repayArea('generateVcode');

/**
 * A saved choice (virtual account, mini market), UPI (payType 3) on India's page, QRIS (4) or
 * an e-wallet (5, decision 077).
 */
export type VcodeParams = PayQuery & Omit<PayChoice, 'payType'> & { payType: 1 | 2 | 3 | 4 | 5 };

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
      ...repayKeys.vcode(p.orderId),
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

export function useVirtualAccount(params: VcodeParams) {
  return useQuery(virtualAccountQuery(params));
}

/** The chooser's "I want to pay", once at a time: issues the account and hands it to /that through the cache. */
export function useGenerateVcode() {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (params: VcodeParams) => call(generateVcode, payload(params)),
    onSuccess: (result, params) => {
      if (result.ok) client.setQueryData(virtualAccountQuery(params).queryKey, result.data);
    },
  });
}
