import type { Alias } from 'vite';

/**
 * React's module names resolved to Preact's compatibility layer (decision 080): the browser's
 * build, the promotion landing's, the server renderer and the web unit tests all run Preact
 * 11, so the ids `useId` gives on the server are the ones the browser hydrates with, and unit
 * tests run what ships. The app's source keeps importing `react` and its types stay React's
 * (`@types/react`); only what runs changes. Matched whole, so `@tanstack/react-query`
 * resolves as it is (and gets these names in turn).
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * JSX compiled for the automatic runtime, imported from `react/jsx-runtime` (so through the
 * aliases above). React's Vite plugin is not used: its Fast Refresh is React DOM's own; in
 * development an edit reloads the page.
 */
export const jsxToPreact = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;
