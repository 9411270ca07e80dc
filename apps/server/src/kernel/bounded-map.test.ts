import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map.ts';

describe('setBounded', () => {
  it('drops the oldest entry for a new key once full, and none for a key it holds', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(map, 'b', 3, 2);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    setBounded(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['b', 3],
      ['c', 4],
    ]);
  });
});
