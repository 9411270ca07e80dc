import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches a render crash below it, logs it with `log` in front, and shows `fallback` from then
 * on: the way out is a reload (the launch parameters live in sessionStorage), so there is
 * nothing to reset. The app and each route wrap themselves in one (app-error-boundary.tsx,
 * route-error-boundary.tsx).
 */
export class ErrorBoundary extends Component<
  { log: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Preact gives no component stack: the error alone then.
    console.error(this.props.log, error, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
