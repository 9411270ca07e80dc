import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { PageKey } from '@tenor/contract/paths';
import type { DataOf, PageData, PageQueries } from './page-data.ts';
import { usePageParams } from './use-page-params.ts';

/**
 * The options of the page's declared reads, from its address. For the part of a page that
 * reads them below its `PageRoute` (which has checked the parameters already): a page's
 * first-view data is read only through its declaration, so the server fetches what the
 * browser shows (page-data.ts).
 */
export function usePageQueries<K extends PageKey, Q extends PageQueries, A extends unknown[]>(
  data: PageData<K, Q, A>,
  ...device: A
): Q {
  const params = usePageParams(data.page);
  // Below its PageRoute, which has checked them.
  if (!params) throw new Error(`${data.page}: read outside its PageRoute`);
  return data.queries(params, ...device);
}

/** One declared read of the page (`useQuery` of its options). */
export function usePageQuery<
  K extends PageKey,
  Q extends PageQueries,
  A extends unknown[],
  N extends keyof Q & string,
>(data: PageData<K, Q, A>, name: N, ...device: A) {
  const options = usePageQueries(data, ...device)[name];
  // The declaration's type says what the read resolves to (its key's tag).
  return useQuery(options as UseQueryOptions<DataOf<Q[N]>, Error, DataOf<Q[N]>, QueryKey>);
}
