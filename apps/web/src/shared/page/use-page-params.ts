import { useMemo } from 'react';
import { useSearchParams } from '../../lib/navigation.tsx';
import { type PageParams, parsePageParams } from '@tenor/contract/page-params';
import type { PageKey } from '@tenor/contract/paths';

/**
 * The page's own query, checked by its contract schema: typed parameters, or undefined
 * when the link lacks one the page needs. The one way a page reads its address.
 */
export function usePageParams<K extends PageKey>(page: K): PageParams<K> | undefined {
  const [search] = useSearchParams();
  return useMemo(() => parsePageParams(page, search), [page, search]);
}
