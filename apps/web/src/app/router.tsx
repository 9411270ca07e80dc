import { lazy, Suspense, type ComponentType } from 'react';
import { type PageKey, pagePaths } from '@tenor/contract/paths';
import type { PageHead } from '@tenor/contract/site';
import type { AnyPageData } from '../shared/page/page-data.ts';
import { useLocation } from '../lib/navigation.tsx';
import { loadAgain } from '../shared/load-again.ts';
import { RouteErrorBoundary } from '../shared/ui/route-error-boundary.tsx';
import { type Area, loadTexts } from './texts.ts';

/**
 * Route modules live in `src/app/routes/<area>/<name>.tsx`, one lazy chunk each, and
 * export `Component`. The folder is the text area the page needs: its pack loads with the
 * chunk. scripts/budget.mjs finds route chunks and their area by that path: keep the
 * convention. Pages not built yet are simply absent and fall through to the not-found route.
 *
 * Declarative routes, not a data router: the pages fetch through TanStack Query, so a
 * data router's loaders would be unused weight (createBrowserRouter measured 16 KB gzip
 * more). The chunk and texts of the first page load before the first render (`preloadRoute`).
 *
 * What a loader would give — one place that says what a page reads — is the page's data
 * declaration instead (`pageData`, src/shared/page/page-data.ts): declared next to
 * the feature's api, read by the page component only through it (`PageRoute`'s `query`,
 * `usePageQuery`), and exported by the route module as `data`, which the server renderer
 * fetches in-process and ships with the HTML (decision 013). One declaration, both sides;
 * a unit test renders each page with its declared data and fails on any other read.
 */
/** A page's route module. */
export type RouteModule = {
  Component: ComponentType;
  /** The page's data declaration (`pageData`): what the server renders it with. */
  data?: AnyPageData;
  /** Never server-rendered (the page reads the device as it renders). */
  clientOnly?: boolean;
  /**
   * Server-rendered without a session too: a public page (legal texts, the official site)
   * whose first view needs no borrower.
   */
  publicPage?: boolean;
  /**
   * What the page needs in memory before it renders, beyond its chunk and area texts (a legal
   * page's text in the reader's language and market): awaited by the loader on both sides, so
   * the server's HTML holds it and the client hydrates the same markup.
   */
  prepare?: () => Promise<void>;
  /** A public page's title, description and addresses, for the server-rendered head. */
  head?: () => PageHead;
  /**
   * Whether this view is sent as HTML alone, without the app's scripts: a page made to be
   * framed in a sandbox that runs none (the site's loan agreement in /Policy, decision 021).
   */
  scriptless?: (params: never) => boolean;
};

type Loader = () => Promise<RouteModule>;

const routeModules = import.meta.glob<RouteModule>('./routes/*/*.tsx');

/** The route module of each page built so far, as `<area>/<name>`. */
export const pageRoutes: Partial<Record<PageKey, `${Area}/${string}`>> = {
  siteHome: 'site/home',
  siteAbout: 'site/about',
  sitePolicy: 'site/policy',
  siteLoan: 'site/loan',
  siteUser: 'site/user',
  siteContact: 'site/contact',
  relevant: 'loans/relevant',
  confirmLoan: 'loans/confirm-loan',
  loanDetails: 'loans/loan-details',
  myConsents: 'loans/my-consents',
  myData: 'rights/my-data',
  reminderSettings: 'loans/reminder-settings',
  autopay: 'loans/autopay',
  loginFail: 'loans/login-fail',
  errorPage: 'loans/error-page',
  repay: 'repay/repay',
  repayChoice: 'repay/repay-choice',
  repayQris: 'repay/repay-qris',
  repayEwallet: 'repay/repay-ewallet',
  installmentRepay: 'repay/installment-repay',
  repayDelay: 'repay/repay-delay',
  cardRepay: 'repay/card-repay',
  repayReceipt: 'repay/repay-receipt',
  loanStatement: 'repay/loan-statement',
  complainNew: 'care/complain-new-page',
  complainNext: 'care/complain-page-next',
  complaintList: 'care/complaint-list',
  complainDetails: 'care/complain-details',
  chatbot: 'care/chatbot',
  customerService: 'care/customer-service',
  recoveryAgents: 'care/recovery-agents',
  testPreview: 'dev/test-preview',
  privacyPolicy: 'site/privacy-policy',
  aboutUs: 'site/about-us',
  loanTerms: 'site/loan-terms',
  loanAgreement: 'site/loan-agreement',
};

/** Modules already in: rendered directly, so a server-rendered page hydrates without suspending. */
const loaded = new Map<string, RouteModule>();

/**
 * The page's chunk and its area's texts, fetched in parallel, and again if they fail on a
 * network that has just come back (a payment's receipt opened the moment the phone is online).
 */
function loaderOf(route: string): Loader {
  const load = routeModules[`./routes/${route}.tsx`];
  if (!load) throw new Error(`src/app/routes/${route}.tsx is missing`);
  const area = route.slice(0, route.indexOf('/')) as Area;
  return async () => {
    const [module] = await loadAgain(() => Promise.all([load(), loadTexts(area)]));
    await module.prepare?.();
    loaded.set(route, module);
    return module;
  };
}

const notFound: Loader = async () => {
  const module = await import('./routes/not-found.tsx');
  loaded.set(NOT_FOUND, module);
  return module;
};
const NOT_FOUND = 'not-found';

/** The loaded module's page, or a lazy one while its chunk is still on the way. */
function pageOf(route: string, load: Loader): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load()).Component }));
  return function Page() {
    const Component = loaded.get(route)?.Component ?? Lazy;
    return <Component />;
  };
}

const routes = (Object.entries(pageRoutes) as [PageKey, string][]).map(([key, route]) => {
  const load = loaderOf(route);
  return { key, route, path: pagePaths[key], load, Page: pageOf(route, load) };
});
const NotFoundPage = pageOf(NOT_FOUND, notFound);

/**
 * Every page path is a plain one (no parameter, no wildcard): a page is found by its path in
 * any case, trailing slashes ignored, as React Router matched them (decision 089).
 */
const plainKey = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
const byPlainPath = new Map<string, (typeof routes)[number]>();
for (const r of routes) {
  if (/[:*]/.test(r.path)) throw new Error(`${r.path}: a page path is a plain one`);
  if (!byPlainPath.has(plainKey(r.path))) byPlainPath.set(plainKey(r.path), r);
}

/** The page at `pathname`: its key, route module path and loader (none: not found). */
export const routeOf = (pathname: string) => byPlainPath.get(plainKey(pathname));

/** Loads the chunk and texts of the page at `pathname` (so the first paint is the real page). */
export function preloadRoute(pathname: string): Promise<RouteModule> {
  return (routeOf(pathname)?.load ?? notFound)();
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const Page = routeOf(pathname)?.Page ?? NotFoundPage;
  // The boundary is keyed by path so a crashed page recovers when the borrower navigates
  // elsewhere. The Suspense around it is not: one boundary for every page, so a move to a
  // page whose chunk is still loading mounts no new boundary with its empty fallback (a blank
  // screen between a payment and its receipt).
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary key={pathname}>
        <Page />
      </RouteErrorBoundary>
    </Suspense>
  );
}
