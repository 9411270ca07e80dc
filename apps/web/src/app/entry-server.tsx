/**
 * The server renderer's entry (decision 013), built by `vite build --ssr` into
 * `dist-server/entry-server.js` and loaded by the server's web plugin. For a page opened
 * with a session it fetches the page's first view through the server's own handlers
 * (in-process, no network), renders the page to HTML and hands back the query cache to
 * ship beside it. Without a session it renders nothing: the server sends the shell and the
 * page starts as before.
 *
 * Launch parameters, texts and the transport are per request, kept in AsyncLocalStorage:
 * the app's modules read them through the sources set below, so requests in different
 * languages and sessions never see each other's.
 *
 * Each export is typed by the contract's `PageRendererModule` (@tenor/contract/render), the
 * one type of this seam, which the server loads this module as.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '../lib/navigation.tsx';
import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import {
  documentLangOf,
  type LaunchParams,
  localeOf,
  splitLaunchParams,
} from '@tenor/contract/launch';
import { withBrowserLanguage } from '@tenor/contract/accept-language';
import { parsePageParams } from '@tenor/contract/page-params';
import { isSitePath } from '@tenor/contract/site';
import type { PageRendererModule, Transport } from '@tenor/contract/render';
import { config } from '../lib/config.ts';
import { setLaunchSource } from '../lib/launch.ts';
import { createQueryClient } from '../shared/http/query-client.ts';
import { setTransport } from '../shared/http/call.ts';
import { setPackSource, type TextArea } from '../shared/i18n.ts';
import type { PageQueries } from '../shared/page/page-data.ts';
import { landingLaunch, landingParams } from '../features/promo/landing-address.ts';
import { AppRoot } from './providers.tsx';
import { renderLanding } from './promo/render-landing.tsx';
import { AppRoutes, preloadRoute, routeOf } from './router.tsx';
import { packFor } from './texts.ts';
import './zod-setup.ts';

interface RequestScope {
  launch: LaunchParams;
  packs: Record<string, unknown>;
  transport: Transport;
}

const scope = new AsyncLocalStorage<RequestScope>();
setLaunchSource(() => scope.getStore()?.launch ?? {});
setPackSource(() => scope.getStore()?.packs ?? {});
setTransport((url, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error('no request is being rendered'));
  return current.transport(url, init);
});

let rendering = 0;

/**
 * Runs a render in its request's scope. Node 20's AsyncLocalStorage watches every promise
 * of the process while it is enabled (promise hooks), the API's requests included, which
 * made each of them several microseconds dearer for good after the first page was rendered
 * (docs/decisions/012-api-fast-path.md, "Sixth pass"): it is switched off whenever no page
 * is being rendered.
 */
async function inScope<T>(request: RequestScope, work: () => Promise<T>): Promise<T> {
  rendering += 1;
  try {
    return await scope.run(request, work);
  } finally {
    rendering -= 1;
    if (rendering === 0) scope.disable();
  }
}

/** The server's client configuration (the same the meta tag carries), once at start. */
export const configure: PageRendererModule['configure'] = (serverConfig) => {
  Object.assign(config, serverConfig);
};

/** Fetches the reads into this render's cache, kept there until it is sent (whatever a read's own `gcTime`). */
const prefetch = (client: QueryClient, queries: PageQueries) =>
  Promise.all(
    Object.values(queries).map((q) =>
      client.prefetchQuery({ ...(q as FetchQueryOptions), gcTime: Infinity }),
    ),
  );

/**
 * The page rendered for a launch with a session, or a public page with or without one; null
 * otherwise (no session: the shell).
 */
export const render: PageRendererModule['render'] = async ({ url, transport, acceptLanguage }) => {
  const address = new URL(url, 'http://page.invalid');
  const { launch: given, rest } = splitLaunchParams(address.searchParams);
  // An app's India launch naming no language reads the phone's, as lib/launch.ts does (a site
  // page's language is its address's).
  const launch = isSitePath(address.pathname) ? given : withBrowserLanguage(given, acceptLanguage);
  const lang = localeOf(launch);
  const route = routeOf(address.pathname);
  const area = route ? (route.route.slice(0, route.route.indexOf('/')) as TextArea) : undefined;
  const packs: Record<string, unknown> = { common: await packFor('common', lang) };
  if (area) packs[area] = await packFor(area, lang);

  return inScope({ launch, packs, transport }, async () => {
    const module = await preloadRoute(address.pathname);
    if (module.clientOnly || (!launch.token && !module.publicPage)) return null;
    const client = createQueryClient();
    const params = route ? parsePageParams(route.key, rest) : undefined;
    // The page's one data declaration, the same its component reads (page-data.ts).
    if (module.data?.onServer && params) {
      const first = module.data.queries(params as never);
      await prefetch(client, first);
      // Then the cards under the first view, from what it answered (all of it, or none).
      const answered = Object.entries(first).map(([name, q]) => [
        name,
        client.getQueryData(q.queryKey),
      ]);
      if (module.data.below && answered.every(([, data]) => data !== undefined))
        await prefetch(client, (await module.data.below())(Object.fromEntries(answered) as never));
      // A failed read is left to the page (it shows its own error with a retry after
      // hydration): render it loading, as the browser will start it.
      client.removeQueries({ predicate: (q) => q.state.status !== 'success' });
    }
    const query = rest.toString();
    const html = renderToString(
      <AppRoot client={client}>
        <StaticRouter location={`${address.pathname}${query ? `?${query}` : ''}`}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>,
    );
    const modules = route
      ? [
          `src/app/routes/${route.route}.tsx`,
          `src/app/locales/${lang}.ts`,
          `src/features/${area}/locales/${lang}.ts`,
        ]
      : ['src/app/routes/not-found.tsx', `src/app/locales/${lang}.ts`];
    const head = module.head?.();
    const scriptless = params !== undefined && module.scriptless?.(params as never) === true;
    return {
      html,
      state: dehydrate(client),
      lang: documentLangOf(launch),
      modules,
      ...(head ? { head } : {}),
      ...(scriptless ? { scriptless } : {}),
    };
  });
};

/**
 * The promotion landing (`/promo/?id=`, docs/decisions/018-promotion-landing-web.md): its
 * template's first view, or null (no template id in the query, an unknown template): the shell.
 */
export const renderPromo: NonNullable<PageRendererModule['renderPromo']> = async ({
  url,
  transport,
}) => {
  const address = new URL(url, 'http://page.invalid');
  const params = landingParams(address.searchParams);
  const { id } = params;
  if (id === undefined) return null;
  const request: RequestScope = { launch: landingLaunch(params), packs: {}, transport };
  return inScope(request, () =>
    renderLanding(address.search, { ...params, id }, (packs) => {
      request.packs = packs;
    }),
  );
};
