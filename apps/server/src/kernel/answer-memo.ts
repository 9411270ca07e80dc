import { JsonText } from './json-text.ts';
import { LRUCache } from 'lru-cache';

/** Answers kept per memo; the least recently used is dropped beyond this. */
const DEFAULT_MAX = 10_000;

export type AnswerMemo<T> = (
  key: number,
  /** Everything the answer is made from: rows as the caches hand them out, and plain values. */
  inputs: readonly unknown[],
  make: () => T,
) => JsonText<T>;

/**
 * The JSON text of an answer, kept per key and made again only when one of its inputs is not
 * the very same value it was made from (docs/decisions/012-api-fast-path.md). The inputs are
 * rows the embedded database's caches hand out — frozen, and the same object until a write
 * to them (db/versioned-cache.ts, products/repository.ts) — and plain values such as the
 * language and the market's day, so a kept answer is exactly what making it again would give.
 * On PostgreSQL every read gives new rows, and every call makes the answer.
 */
export function answerMemo<T>(max = DEFAULT_MAX): AnswerMemo<T> {
  const kept = new LRUCache<number, { inputs: readonly unknown[]; text: JsonText<T> }>({ max });
  return (key, inputs, make) => {
    const hit = kept.get(key);
    if (hit !== undefined && sameValues(hit.inputs, inputs)) return hit.text;
    const text = JsonText.of(make());
    kept.set(key, { inputs, text });
    return text;
  };
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!Object.is(a[i], b[i])) return false;
  return true;
}
