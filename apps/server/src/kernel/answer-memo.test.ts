import { describe, expect, it } from 'vitest';
import { answerMemo } from './answer-memo.ts';

describe('answerMemo', () => {
  const row = Object.freeze({ id: 1 });

  it('answers the very same text without making it again while every input is the same', () => {
    const memo = answerMemo<{ a: number }>();
    let made = 0;
    const make = () => ({ a: ++made });
    const first = memo(1, [row, 'en', 20_000], make);
    expect(first.text).toBe('{"a":1}');
    expect(memo(1, [row, 'en', 20_000], make)).toBe(first);
    expect(made).toBe(1);
  });

  it('makes the answer again when any input is not the same value', () => {
    const memo = answerMemo<{ a: number }>();
    let made = 0;
    const make = () => ({ a: ++made });
    memo(1, [row, 'en', 20_000], make);
    // An equal but new row (a re-read) counts as changed; so do a plain value and a count.
    for (const inputs of [
      [{ id: 1 }, 'en', 20_000],
      [row, 'id', 20_000],
      [row, 'id', 20_001],
      [row, 'id'],
      [row, 'id', 20_001, undefined],
    ]) {
      const before = made;
      expect(memo(1, inputs, make).text).toBe(`{"a":${before + 1}}`);
      expect(made).toBe(before + 1);
    }
    // Another key is its own answer.
    expect(memo(2, [row, 'id', 20_001, undefined], make).text).toBe('{"a":7}');
    expect(memo(1, [row, 'id', 20_001, undefined], make).text).toBe('{"a":6}');
  });

  it('tells NaN and -0 apart as Object.is does', () => {
    const memo = answerMemo<number>();
    let made = 0;
    const make = () => ++made;
    memo(1, [Number.NaN], make);
    memo(1, [Number.NaN], make);
    expect(made).toBe(1);
    memo(1, [-0], make);
    memo(1, [0], make);
    expect(made).toBe(3);
  });

  it('drops the least recently used answer beyond its size', () => {
    const memo = answerMemo<number>(2);
    let made = 0;
    const make = () => ++made;
    memo(1, [], make);
    memo(2, [], make);
    memo(3, [], make);
    expect(made).toBe(3);
    memo(2, [], make);
    memo(3, [], make);
    expect(made).toBe(3);
    memo(1, [], make);
    expect(made).toBe(4);
    // Remaking a kept key does not drop another.
    memo(1, ['changed'], make);
    memo(3, [], make);
    expect(made).toBe(5);
  });

  it('keeps an answer in use however early it was made', () => {
    const memo = answerMemo<number>(2);
    let made = 0;
    const make = () => ++made;
    memo(1, [], make);
    memo(2, [], make);
    memo(1, [], make);
    memo(3, [], make);
    memo(1, [], make);
    expect(made).toBe(3);
  });
});
