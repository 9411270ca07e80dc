import { Component, type ErrorInfo, type ReactNode } from 'react';
import { hasTexts, t } from '../i18n.ts';
import { Button } from './button.tsx';
import { StateView } from './state-view.tsx';

/**
 * Last line of defence around the whole app: a crash outside any route still leaves a
 * readable page with a way to start again. Falls back to English when the language
 * pack itself failed to load.
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
    const text = (
      key: 'common.errorTitle' | 'common.errorBody' | 'common.reload',
      fallback: string,
    ) => (hasTexts('common') ? t(key) : fallback);
    return (
      <main id="main">
        <StateView
          icon="error"
          title={text('common.errorTitle', 'Something went wrong')}
          message={text('common.errorBody', 'The page could not be shown. Please try again.')}
          actions={
            <Button block onClick={() => window.location.reload()}>
              {text('common.reload', 'Reload')}
            </Button>
          }
        />
      </main>
    );
  }
}
