import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates that
 * markup; true from the render right after (and at once in a page the browser renders
 * itself). A part that reads the phone (a draft in sessionStorage) waits for it, so both
 * sides render the same first view and hydration never mismatches (decision 013).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
