import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { type PageKey, pagePaths } from '@tenor/contract/paths';
import { RouteErrorBoundary } from '../shared/ui/route-error-boundary.tsx';

/**
 * Route modules live in `src/app/routes/<name>.tsx`, one lazy chunk each, and export
 * `Component`. scripts/budget.mjs finds route chunks by that folder: keep the convention.
 * Pages not built yet are simply absent and fall through to the not-found route.
 *
 * Declarative routes, not a data router: the pages fetch through TanStack Query, so a
 * data router's loaders would be unused weight (createBrowserRouter measured 16 KB gzip
 * more). The chunk of the first page is loaded before the first render (`preloadRoute`).
 */
type RouteModule = { Component: ComponentType };
type Loader = () => Promise<RouteModule>;

const pages: Partial<Record<PageKey, Loader>> = {
  relevant: () => import('./routes/relevant.tsx'),
  confirmLoan: () => import('./routes/confirm-loan.tsx'),
  loanDetails: () => import('./routes/loan-details.tsx'),
  loginFail: () => import('./routes/login-fail.tsx'),
  errorPage: () => import('./routes/error-page.tsx'),
  repay: () => import('./routes/repay.tsx'),
  repayChoice: () => import('./routes/repay-choice.tsx'),
  installmentRepay: () => import('./routes/installment-repay.tsx'),
  repayDelay: () => import('./routes/repay-delay.tsx'),
  cardRepay: () => import('./routes/card-repay.tsx'),
  testPreview: () => import('./routes/test-preview.tsx'),
};
const notFound: Loader = () => import('./routes/not-found.tsx');

const routes = (Object.entries(pages) as [PageKey, Loader][]).map(([key, load]) => ({
  path: pagePaths[key],
  load,
  Page: lazy(async () => ({ default: (await load()).Component })),
}));
const NotFoundPage = lazy(async () => ({ default: (await notFound()).Component }));

/** Loads the chunk of the page at `pathname` (so the first paint is the real page). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return (route?.load ?? notFound)();
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // Keyed by path so a crashed page recovers when the borrower navigates elsewhere.
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
