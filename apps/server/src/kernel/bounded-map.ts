/**
 * Sets `key` in a map that holds at most `max` entries: a new key that finds it full drops
 * the oldest entry (the first set). Every in-memory cache of the server keeps this way
 * (docs/decisions/012-api-fast-path.md).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (map.size >= max && !map.has(key)) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
  map.set(key, value);
}
