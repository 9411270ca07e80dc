/**
 * Whether this page was reached from another page of ours in this tab, so going back stays
 * in the app. The app's router numbers its history entries (`idx`, lib/navigation.tsx, as
 * React Router did): above 0 there is an in-app page behind this one. A page the native app
 * opened directly has none (the app has its own back).
 */
export function canGoBack(): boolean {
  // Rendered on the server: a launch is always the first page of the tab.
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
