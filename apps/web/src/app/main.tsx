import './zod-setup.ts';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from '../shared/ui/app-error-boundary.tsx';
import { config } from './config.ts';
import { connectShared } from './connect-shared.ts';
import { initI18n } from './i18n.ts';
import { captureLaunchParams, locale } from './launch.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, preloadRoute } from './router.tsx';
import { applyTheme } from './theme.ts';

function Crash({ error }: { error: unknown }): never {
  throw error;
}

async function boot(): Promise<void> {
  // First, before anything can leak the address: take the launch parameters out of it.
  captureLaunchParams();
  connectShared();
  const lang = locale();
  document.documentElement.lang = lang;
  applyTheme(config.theme);

  // The language pack and the route chunk load in parallel; the HTML shell stays on
  // screen until both are in, so the first React paint is the real page.
  const i18nReady = initI18n(lang);
  const routeReady = preloadRoute(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  try {
    await Promise.all([i18nReady, routeReady]);
  } catch (error) {
    // The language pack could not load (offline, stale deploy): show the app-level error
    // page (it has English fallbacks) rather than leaving the shell up forever.
    console.error('[boot]', error);
    createRoot(container).render(
      <AppErrorBoundary>
        <Crash error={error} />
      </AppErrorBoundary>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
