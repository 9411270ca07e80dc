import { useCallback, useState } from 'react';

type Store = 'session' | 'local';

function storageOf(store: Store): Storage | undefined {
  try {
    return store === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be disabled (private modes, some WebViews): the draft then lives in memory.
    return undefined;
  }
}

/** The stored draft under `key`, if it still reads as one. */
export function readDraft<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  store: Store = 'session',
): T | undefined {
  try {
    const raw = storageOf(store)?.getItem(key);
    return raw == null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Stores the draft under `key`; `undefined` clears it. A full or disabled storage keeps nothing. */
export function writeDraft<T>(key: string, value: T | undefined, store: Store = 'session'): void {
  try {
    const storage = storageOf(store);
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage keeps the draft in memory only.
  }
}

/**
 * State that survives leaving the page and coming back (an agreement opened, Back) and a
 * reload: kept in sessionStorage by default (this tab only), or localStorage for drafts
 * that must outlive the tab. `undefined` clears it. What was stored is checked with `parse`
 * on the way back, so an old or foreign value is simply ignored.
 */
export function useDraft<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  store: Store = 'session',
): [T | undefined, (value: T | undefined) => void] {
  const [value, setValue] = useState<T | undefined>(() => readDraft(key, parse, store));
  const update = useCallback(
    (next: T | undefined) => {
      setValue(next);
      writeDraft(key, next, store);
    },
    [key, store],
  );
  return [value, update];
}
