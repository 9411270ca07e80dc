import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderBudget } from './render-budget.ts';

const page = (token: string | undefined, ip = '10.0.0.1') =>
  ({ query: token === undefined ? {} : { token }, ip }) as unknown as FastifyRequest;

const MINUTE = 60_000;
const at = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);

describe('renderBudget', () => {
  it('grants a token its renders of the minute, then sends shells, warning once', () => {
    const budget = renderBudget(2);
    expect(budget.take(page('a'), at)).toBe('granted');
    expect(budget.take(page('a'), at + 1)).toBe('granted');
    expect(budget.take(page('a'), at + 2)).toBe('justSpent');
    expect(budget.take(page('a'), at + 3)).toBe('spent');
    // Another token, or the next minute, starts afresh.
    expect(budget.take(page('b'), at + 4)).toBe('granted');
    expect(budget.take(page('a'), at + MINUTE)).toBe('granted');
  });

  it('counts pages without a token by address', () => {
    const budget = renderBudget(1);
    expect(budget.take(page(undefined, '10.0.0.1'), at)).toBe('granted');
    expect(budget.take(page(undefined, '10.0.0.1'), at)).toBe('justSpent');
    expect(budget.take(page(undefined, '10.0.0.2'), at)).toBe('granted');
    // A token is its own budget, whatever the address.
    expect(budget.take(page('a', '10.0.0.1'), at)).toBe('granted');
  });

  it('has no limit at 0, and forgets the oldest keys beyond its size', () => {
    const unlimited = renderBudget(0);
    for (let i = 0; i < 1_000; i += 1) expect(unlimited.take(page('a'), at)).toBe('granted');
    const small = renderBudget(1, 2);
    small.take(page('a'), at);
    small.take(page('b'), at);
    small.take(page('c'), at);
    // `a` was dropped to make room: its next render is granted again.
    expect(small.take(page('a'), at)).toBe('granted');
  });
});
