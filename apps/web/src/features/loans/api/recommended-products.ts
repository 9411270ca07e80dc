import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

export const recommendedProductsQuery = (scene: string | undefined) =>
  queryOptions({
    queryKey: ['loans', 'recommended-products', scene ?? ''],
    queryFn: ({ signal }) => callOrThrow(recommendProductList, { scene }, { signal }),
  });

export function useRecommendedProducts(scene: string | undefined) {
  return useQuery(recommendedProductsQuery(scene));
}
