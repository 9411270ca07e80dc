import { Component, type ErrorInfo, type ReactNode } from 'react';
import { locale } from '../../lib/launch.ts';
import { fallbackTexts } from '@tenor/contract/fallback-texts';
import { hasTexts, t } from '../i18n.ts';
import { Button } from './button.tsx';
import { StateView } from './state-view.tsx';

/**
 * Last line of defence around the whole app: a crash outside any route still leaves a
 * readable page with a way to start again, in the borrower's language even when the
 * language pack itself failed to load.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] uncaught error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
}
