import { describe, expect, it } from 'vitest';
import { renderBudget } from './render-budget.ts';
import { localWindows } from '../http/shared-windows.ts';

const MINUTE = 60_000;
const at = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);

describe('renderBudget', () => {
  it('grants a key its renders of the minute, then sends shells, warning once', () => {
    const budget = renderBudget(2, localWindows());
    expect(budget.take('borrower:1', at)).toBe('granted');
    expect(budget.take('borrower:1', at + 1)).toBe('granted');
    expect(budget.take('borrower:1', at + 2)).toBe('justSpent');
    expect(budget.take('borrower:1', at + 3)).toBe('spent');
    // Another key, or the next minute, starts afresh.
    expect(budget.take('borrower:2', at + 4)).toBe('granted');
    expect(budget.take('address:10.0.0.1', at + 4)).toBe('granted');
    expect(budget.take('borrower:1', at + MINUTE)).toBe('granted');
  });

  it('has no limit at 0, and forgets the oldest keys beyond its size', () => {
    const unlimited = renderBudget(0, localWindows());
    for (let i = 0; i < 1_000; i += 1) expect(unlimited.take('a', at)).toBe('granted');
    const small = renderBudget(1, localWindows(2));
    small.take('a', at);
    small.take('b', at);
    small.take('c', at);
    // `a` was dropped to make room: its next render is granted again.
    expect(small.take('a', at)).toBe('granted');
  });
});
