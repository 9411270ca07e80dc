import type { ReactNode } from 'react';
import { t } from '../i18n.ts';
import { Button } from './button.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageLayout } from './page-layout.tsx';
import { StateView } from './state-view.tsx';

/**
 * Per-route error boundary: a render crash or a route chunk that failed to load (often a
 * deploy replaced it) shows a retry. Retry reloads the page: the launch parameters live in
 * sessionStorage and the page's own query is in the address, so nothing is lost.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary log="[route] error" fallback={<RouteFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function RouteFailed() {
  return (
    <PageLayout title={t('common.errorTitle')}>
      <StateView
        icon="error"
        title={t('common.errorTitle')}
        message={t('common.errorBody')}
        testId="route-error"
        actions={
          <Button block onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    </PageLayout>
  );
}
