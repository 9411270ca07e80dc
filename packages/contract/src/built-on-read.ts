/**
 * Values built the first time they are read, then kept: the contract's schemas are many and
 * a page uses few, and building them all while a page's modules load blocked its start
 * (decision 024). Once read, a property is a plain value, the same object on every
 * read, as if it had been built at once.
 */

/** Defines `target[key]` as what `build` returns, built on the first read. */
export function builtOnRead<T extends object, K extends keyof T>(
  target: T,
  key: K,
  build: () => T[K],
): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(target, key, { value, enumerable: true, writable: true });
      return value;
    },
  });
}
