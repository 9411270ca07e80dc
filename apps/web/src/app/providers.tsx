import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '../shared/ui/app-error-boundary.tsx';
import { Toaster } from '../shared/toast/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

const queryClient = createQueryClient();

/** The language pack is loaded before the first render (main.tsx) and needs no provider. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
