import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callbackBudget } from './callback-budget.ts';
import { localWindows } from './shared-windows.ts';

const from = (ip: string) => ({ ip }) as FastifyRequest;
const outcome = (p: Promise<void>) =>
  p.then(
    () => 'taken',
    (err: { httpStatus?: number }) => err.httpStatus,
  );

describe('callbackBudget', () => {
  it('limits unverified callbacks per client key and verified ones per provider, apart', async () => {
    const budget = callbackBudget(localWindows(), { verifiedPerMinute: 3, unverifiedPerMinute: 2 });
    const junk = [];
    // One IPv6 /64 is one client, whichever address it sends from.
    for (let i = 1; i <= 4; i++)
      junk.push(await outcome(budget.unverified(from(`2001:db8::${i}`))));
    expect(junk).toEqual(['taken', 'taken', 429, 429]);
    expect(await outcome(budget.unverified(from('192.0.2.1')))).toBe('taken');
    // Junk spent nothing of a provider's budget; the provider's budget is its own.
    const real = [];
    for (let i = 0; i < 4; i++) real.push(await outcome(budget.verified('razorpay')));
    expect(real).toEqual(['taken', 'taken', 'taken', 429]);
    expect(await outcome(budget.verified('xendit'))).toBe('taken');
  });
});
