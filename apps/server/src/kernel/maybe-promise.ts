/**
 * A value at hand, or a promise of it. Hot paths answer kept values without a promise, so a
 * request whose session, rows and answer are all in memory is answered within the turn that
 * read it (docs/decisions/012-api-fast-path.md); anything that reads the database is a promise.
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next(value)`: at once when the value is at hand, once it settles when it is a promise. */
export function andThen<T, R>(
  value: MaybePromise<T>,
  next: (value: T) => MaybePromise<R>,
): MaybePromise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/** Every value: at once when all are at hand, else once all have settled (as `Promise.all`). */
export function allOf<T extends readonly unknown[]>(
  values: readonly [...T],
): MaybePromise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  for (const value of values) if (value instanceof Promise) return Promise.all(values);
  return values as { -readonly [K in keyof T]: Awaited<T[K]> };
}
