import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { PageParams } from '@tenor/contract/page-params';
import type { PageKey } from '@tenor/contract/paths';

/**
 * A page's data, declared once (decision 013; docs/code-style.md "Page kit"): the reads its first
 * view shows, by name, from its parameters. The page component reads them only through this
 * declaration (`PageRoute`'s `query`, `usePageQuery`), and the route module exports it as `data`,
 * so the server renderer fetches exactly these in-process and ships their answers with the HTML
 * (decision 013). Declared next to the feature's api, not in the route: the component needs it too,
 * and a feature may not import `src/app`.
 */
export interface PageData<K extends PageKey, Q extends PageQueries, A extends unknown[] = []> {
  readonly page: K;
  /**
   * The reads from the page's parameters. Further arguments are what only the phone knows (a
   * saved way to pay): they must be optional, since the server calls this with the
   * parameters alone and renders what that gives.
   */
  readonly queries: (params: PageParams<K>, ...device: A) => Q;
  /**
   * False: the server does not fetch them, and renders the page loading, as the browser
   * starts (the page has never been rendered with its data). Each such page says why.
   */
  readonly onServer: boolean;
  /**
   * The reads of the cards under the first view, from what the first reads answered (an
   * order's payoff quote, its documents): the server fetches them once those have answered, so
   * the cards are in the HTML, not fetched while the app starts on a slow line. Each card reads
   * its own with the same options; the server leaves out any that fails (the card asks again).
   * Loaded when asked for: the browser never needs it, so it stays out of the page's first load.
   */
  readonly below?: () => Promise<Below<Q>>;
}

/** The reads under a page's first view, from what its first reads answered. */
export type Below<Q extends PageQueries> = (first: FirstData<Q>) => PageQueries;

/** What a page's first reads answered, by name. */
export type FirstData<Q extends PageQueries> = { readonly [N in keyof Q]: DataOf<Q[N]> };

/** One read: TanStack's options as `queryOptions(…)` builds them, its key tagged with its data. */
export type PageQuery = { queryKey: DataTag<QueryKey, unknown, Error> };
export type PageQueries = Readonly<Record<string, PageQuery>>;

/** The data a declared read resolves to. */
export type DataOf<T extends PageQuery> =
  T['queryKey'] extends DataTag<QueryKey, infer D, Error> ? D : never;

/** What the router and the server renderer see of any page's declaration. */
export interface AnyPageData {
  readonly page: PageKey;
  readonly queries: (params: never) => PageQueries;
  readonly onServer: boolean;
  readonly below?: () => Promise<(first: never) => PageQueries>;
}

/** Declares a page's data (see `PageData`). */
export function pageData<K extends PageKey, Q extends PageQueries, A extends unknown[] = []>(
  page: K,
  queries: (params: PageParams<K>, ...device: A) => Q,
  { onServer = true, below }: { onServer?: boolean; below?: () => Promise<Below<Q>> } = {},
): PageData<K, Q, A> {
  return { page, queries, onServer, ...(below ? { below } : {}) };
}

/**
 * The read a `PageRoute` waits for before it shows the page: one of the page's declared
 * reads, made only by `pageQuery`, so a page cannot gate on a query it did not declare.
 */
export interface PageRead<K extends PageKey, D> {
  /** The page that declared it, whose parameters the read takes. */
  readonly page: K;
  readonly options: (
    params: PageParams<K>,
  ) => PageQuery & { queryKey: DataTag<QueryKey, D, Error> };
}

/** The declared read `name` of `data`, for `PageRoute`'s `query`. */
export function pageQuery<
  K extends PageKey,
  Q extends PageQueries,
  A extends unknown[],
  N extends keyof Q & string,
>(data: PageData<K, Q, A>, name: N, ...device: A): PageRead<K, DataOf<Q[N]>> {
  return {
    page: data.page,
    options: (params) =>
      data.queries(params, ...device)[name] as Q[N] & {
        queryKey: DataTag<QueryKey, DataOf<Q[N]>, Error>;
      },
  };
}
