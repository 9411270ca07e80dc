// The DOM matchers (toBeInTheDocument, toHaveTextContent…): assertions that can fail.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addTexts } from '../shared/i18n.ts';

// Every area's English texts, as the app would have them once a page of that area loads.
const packs = import.meta.glob<{ default: unknown }>(
  ['../app/locales/en-IN.ts', '../features/*/locales/en-IN.ts'],
  { eager: true },
);
for (const [path, pack] of Object.entries(packs)) {
  addTexts(/features\/(\w+)\//.exec(path)?.[1] ?? 'common', pack.default);
}

// findBy…/waitFor wait up to 5 s, not 1: a page's first render in a file loads its lazy parts,
// which took over a second on this 2-core machine under load (tests must hold at 4× slower).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
