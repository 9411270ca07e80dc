import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n.ts';
import { Button } from './button.tsx';
import { PageLayout } from './page-layout.tsx';
import { StateView } from './state-view.tsx';

/**
 * Per-route error boundary: a render crash or a route chunk that failed to load (often a
 * deploy replaced it) shows a retry. Retry reloads the page: the launch parameters live in
 * sessionStorage and the page's own query is in the address, so nothing is lost.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[route] error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
}
