// Effects timed as in the browser's build (decision 080).
import '../app/effects-timing.ts';
// The DOM matchers (toBeInTheDocument, toHaveTextContent…): assertions that can fail.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetLoadedTexts } from '../app/texts.ts';
import { resetLaunchCache, setLaunchSource } from '../lib/launch.ts';
import { currentToasts, dismissToast } from '../lib/toast-store.ts';
import { addTexts, setPackSource } from '../shared/i18n.ts';

// Every area's English texts, as the app would have them once a page of that area loads.
// Every area's English texts and their parts (features/<area>/locales/<part>/), as the app would
// have them once a page of that area loads.
const packs = import.meta.glob<{ default: unknown }>(
  ['../app/locales/en-IN.ts', '../features/*/locales/en-IN.ts', '../features/*/locales/*/en-IN.ts'],
  { eager: true },
);
for (const [path, pack] of Object.entries(packs)) {
  const [, area = 'common', part] = /features\/(\w+)\/locales\/(?:(\w+)\/)?/.exec(path) ?? [];
  addTexts(area, part === undefined ? pack.default : { [part]: pack.default });
}

// Test files share their worker's modules and DOM (vitest.config.ts `isolate: false`): each file
// starts as a fresh page would, with no launch, address, storage or toast left by the one before
// (page-data.test.tsx's import of the server renderer sets the request-scoped launch and texts).
setLaunchSource(undefined);
setPackSource(undefined);
resetLaunchCache();
forgetLoadedTexts();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';
sessionStorage.clear();
localStorage.clear();
for (const toast of currentToasts()) dismissToast(toast.id);

// findBy…/waitFor wait up to 5 s, not 1: a page's first render in a file loads its lazy parts,
// which took over a second on this 2-core machine under load (tests must hold at 4× slower).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
