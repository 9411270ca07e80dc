import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { connectShared } from '../app/connect-shared.ts';
import enIN from '../app/locales/en-IN.ts';
import { setPack } from '../shared/i18n.ts';

// The same wiring as src/app/main.tsx: the shared layer reads the session and config
// through the app context.
setPack('en-IN', enIN);
connectShared();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
