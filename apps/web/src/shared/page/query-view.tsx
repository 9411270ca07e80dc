import type { ReactNode } from 'react';
import { ErrorState } from '../ui/error-state.tsx';

/** What QueryView needs of a query (TanStack's result, or several combined into one). */
export interface Loadable<D> {
  data: D | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export type Failure = (error: unknown, retry: () => void) => ReactNode;

/**
 * The loading and error states of a load, in one place: the skeleton until the data is
 * in, the error with a retry (or the page's own `failure`) when it failed, else the data.
 * A failed refetch shows the error even over old data, so nothing stale looks current.
 */
export function QueryView<D>({
  query,
  skeleton,
  failure,
  children,
}: {
  query: Loadable<D>;
  skeleton: ReactNode;
  failure?: Failure;
  children: (data: D) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.isError) {
    return failure ? (
      failure(query.error, retry)
    ) : (
      <ErrorState error={query.error} onRetry={retry} />
    );
  }
  if (query.data === undefined) return skeleton;
  return children(query.data);
}
