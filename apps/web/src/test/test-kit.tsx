/** Test helpers of the repayment screens (unit tests only). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryHistory, Router, useLocation } from '../lib/navigation.tsx';
import { vi } from 'vitest';
import { captureLaunchParams, resetLaunchCache } from '../lib/launch.ts';
import { createQueryClient } from '../shared/http/query-client.ts';
import { currentToasts, dismissToast } from '../lib/toast-store.ts';
import { Toaster } from '../shared/toast/toaster.tsx';

export const envelope = (data: unknown, code = '00', message = 'ok') =>
  new Response(JSON.stringify({ code, message, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

/** A fetch stub that answers by path and records each call with its decoded body. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body: Record<string, unknown> = raw.startsWith('{')
      ? (JSON.parse(raw) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) throw new TypeError(`no handler for ${path}`);
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.path === path),
    set: (path: string, handler: Handler) => {
      handlers[path] = handler;
    },
  };
}

/** A borrower session as the app would start it (languageType 1: English, INR). */
export function startSession(languageType = '1') {
  resetLaunchCache();
  window.history.replaceState(null, '', `/?token=tok&languageType=${languageType}`);
  captureLaunchParams(window);
}

export function cleanUp() {
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const toast of currentToasts()) dismissToast(toast.id);
}

export const toasts = () => currentToasts().map((t) => t.message);

/** Renders a page at `entry`; other paths show "elsewhere" so navigation can be checked. */
export function renderAt(path: string, entry: string, element: ReactElement) {
  const router = memoryHistory(entry);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router history={router}>
        <At path={path} element={element} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

function At({ path, element }: { path: string; element: ReactElement }) {
  return useLocation().pathname === path ? element : <p>elsewhere</p>;
}

export const here = (router: ReturnType<typeof renderAt>) =>
  router.location.pathname + router.location.search;
