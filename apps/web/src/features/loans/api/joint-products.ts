import { useQuery } from '@tanstack/react-query';
import { jointProducts } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

/** Joint logon fail: the products to apply to instead. */
export function useJointProducts(enabled: boolean) {
  return useQuery({
    queryKey: ['loans', 'joint', 'products'],
    queryFn: ({ signal }) => callOrThrow(jointProducts, {}, { signal }),
    enabled,
  });
}
