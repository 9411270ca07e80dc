import type { ReactNode } from 'react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { PageParams } from '@tenor/contract/page-params';
import type { PageKey } from '@tenor/contract/paths';
import { hasSession } from '../../lib/session.ts';
import { t } from '../i18n.ts';
import { NoSession } from '../ui/no-session.tsx';
import { PageLayout } from '../ui/page-layout.tsx';
import { StateView } from '../ui/state-view.tsx';
import type { PageRead } from './page-data.ts';
import { QueryView } from './query-view.tsx';
import { usePageParams } from './use-page-params.ts';

/**
 * Whose parameters to read (their schema is in the contract's page-params.ts): a page with data
 * names it once, in its declaration, which `query` carries; a page without names it as `page`.
 */
type PageRouteSource<K extends PageKey, D> =
  | { page: K; query?: undefined }
  | {
      /** Implied by `query`; written, it must be the same page. */
      page?: K;
      /**
       * The page's data, read only once the session and the parameters are there: one of the
       * reads the page declared (`pageQuery(…)`, page-data.ts), which the server renders with.
       */
      query: PageRead<K, D>;
    };

interface PageRouteOptions<K extends PageKey, D> {
  /** The header title; a function reads the page's data once it is in (a loan: its product). */
  title: string | ((data: D | undefined) => string);
  /** Borrower pages need the session; the developer preview does not. */
  needsSession?: boolean;
  /** What a link without a parameter the page needs says. */
  invalid?: { title: string; testId: string; actions?: ReactNode };
  /** Shown while the data loads (same shape as the page, so nothing jumps). */
  skeleton?: ReactNode;
  /** A failed load; by default the error with a retry. */
  failure?: (error: unknown, retry: () => void, params: PageParams<K>) => ReactNode;
  /** The page itself, given its parameters and (with `query`) its data. */
  children: (params: PageParams<K>, data: D) => ReactNode;
}

export type PageRouteProps<K extends PageKey, D> = PageRouteSource<K, D> & PageRouteOptions<K, D>;

function Loading() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
    </div>
  );
}

/**
 * The one route wrapper (decision 007): every page renders through it, so the states a
 * page can be in before its own logic starts — opened without a session, opened with a
 * broken link, loading, failed — look and behave the same everywhere, and the page
 * component holds only its own logic.
 */
export function PageRoute<K extends PageKey, D = undefined>(props: PageRouteProps<K, D>) {
  const { title, needsSession = true, invalid, query, children } = props;
  const params = usePageParams(query ? query.page : props.page);
  const plainTitle = typeof title === 'string' ? title : title(undefined);

  if (needsSession && !hasSession()) {
    return (
      <PageLayout title={plainTitle}>
        <NoSession />
      </PageLayout>
    );
  }
  if (!params) {
    return (
      <PageLayout title={plainTitle}>
        <StateView
          icon="search"
          title={invalid?.title ?? t('common.notFoundTitle')}
          actions={invalid?.actions}
          testId={invalid?.testId ?? 'invalid-link'}
        />
      </PageLayout>
    );
  }
  if (!query) {
    // Without a query there is no data: the page reads only its parameters.
    return <PageLayout title={plainTitle}>{children(params, undefined as D)}</PageLayout>;
  }
  return <LoadedPage {...props} params={params} query={query} />;
}

function LoadedPage<K extends PageKey, D>({
  params,
  query,
  title,
  skeleton = <Loading />,
  failure,
  children,
}: PageRouteOptions<K, D> & {
  params: PageParams<K>;
  query: PageRead<K, D>;
}) {
  // The declaration's type says what the read resolves to (its key's tag).
  const result = useQuery(query.options(params) as UseQueryOptions<D, Error, D, QueryKey>);
  return (
    <PageLayout title={typeof title === 'string' ? title : title(result.data)}>
      <QueryView
        query={result}
        skeleton={skeleton}
        failure={failure && ((error, retry) => failure(error, retry, params))}
      >
        {(data) => children(params, data)}
      </QueryView>
    </PageLayout>
  );
}
