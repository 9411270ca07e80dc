import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '../shared/ui/app-error-boundary.tsx';
import { Toaster } from '../shared/toast/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

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
