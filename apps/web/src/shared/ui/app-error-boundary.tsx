import type { ReactNode } from 'react';
import { locale } from '../../lib/launch.ts';
import { fallbackTexts } from '@tenor/contract/fallback-texts';
import { hasTexts, t } from '../i18n.ts';
import { Button } from './button.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { StateView } from './state-view.tsx';

/**
 * Last line of defence around the whole app: a crash outside any route still leaves a
 * readable page with a way to start again, in the borrower's language even when the
 * language pack itself failed to load.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary log="[app] uncaught error" fallback={<AppFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function AppFailed() {
  const fallback = hasTexts('common') ? undefined : fallbackTexts[locale()];
  return (
    <main id="main">
      <StateView
        icon="error"
        title={fallback?.errorTitle ?? t('common.errorTitle')}
        message={fallback?.notLoaded ?? t('common.errorBody')}
        actions={
          <Button block onClick={() => window.location.reload()}>
            {fallback?.reload ?? t('common.reload')}
          </Button>
        }
      />
    </main>
  );
}
