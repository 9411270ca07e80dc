// The DOM matchers (toBeInTheDocument, toHaveTextContent…): assertions that can fail.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
