import { describe, expect, it } from 'vitest';
import { allOf, andThen } from './maybe-promise.ts';

describe('andThen', () => {
  it('goes on at once with a value at hand', () => {
    expect(andThen(2, (n) => n * 3)).toBe(6);
  });

  it('goes on after a promise, and passes on its refusal', async () => {
    const later = andThen(Promise.resolve(2), (n) => n * 3);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(6);
    await expect(andThen(Promise.reject(new Error('no')), () => 1)).rejects.toThrow('no');
  });

  it('lets a throw at once stay a throw', () => {
    expect(() =>
      andThen(1, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
  });
});

describe('allOf', () => {
  it('answers at once when every value is at hand', () => {
    expect(allOf([1, 'a', null])).toEqual([1, 'a', null]);
  });

  it('waits for any promise among them, in order, and passes on a refusal', async () => {
    const mixed = allOf([1, Promise.resolve('a'), 3]);
    expect(mixed).toBeInstanceOf(Promise);
    expect(await mixed).toEqual([1, 'a', 3]);
    await expect(allOf([1, Promise.reject(new Error('no'))])).rejects.toThrow('no');
  });
});
