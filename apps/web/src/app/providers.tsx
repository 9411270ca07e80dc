import { type ReactNode, StrictMode, useEffect } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '../shared/ui/app-error-boundary.tsx';
import { slicesHydrated } from '../shared/hydration-slices.tsx';
import { Toaster } from '../shared/toast/toaster.tsx';
import { createQueryClient } from '../shared/http/query-client.ts';
import { useOrdersOnReturn } from '../shared/http/order-sync.ts';
import { loadNamedAreas } from '../shared/http/endpoint-areas.ts';
import { keepLoadedAssets } from '../lib/offline-worker.ts';

/** The page's cache (the server renderer gives each request its own). */
export const queryClient = createQueryClient();

/** The language pack is loaded before the first render (main.tsx) and needs no provider. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/**
 * Marks the page as started (`<html data-ready>`) once React has committed and every slice of
 * a server-rendered page has hydrated: a server-rendered page shows its content before its
 * buttons work, and tests and the native app can wait for this. Then loads the endpoints the
 * page calls (decision 091), for the service worker to keep with the rest.
 */
function Ready() {
  useEffect(() => {
    // Once the page's last slice has hydrated too (at once on a page the browser drew itself).
    void slicesHydrated().then(() => {
      document.documentElement.dataset.ready = 'true';
      void loadNamedAreas().then(keepLoadedAssets);
    });
  }, []);
  return null;
}

/** Every return to the page (Back from the cache, the app brought back) refreshes every order shown. */
function OrdersOnReturn() {
  useOrdersOnReturn();
  return null;
}

/**
 * The app's tree, the same in the browser and on the server (so generated ids match when
 * a server-rendered page hydrates); only the router differs.
 */
export function AppRoot({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        {children}
        <OrdersOnReturn />
        <Ready />
      </AppProviders>
    </StrictMode>
  );
}
