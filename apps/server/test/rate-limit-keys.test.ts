import { describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { useTestApp, demoSession, postForm } from './helpers/test-app.ts';

/** Five API calls a minute per budget; /dev/session gets its own room to make borrowers. */
describe('whose budget a request spends', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_DEV_SESSION_PER_MINUTE: '100' },
  });

  // Every call comes from the same address, as behind a mobile carrier's shared gateway.
  const list = (token?: string) =>
    postForm(t.app, recommendProductList.path, {}, token ? { 'x-token': token } : {});

  it('gives each signed-in borrower their own budget, whoever shares the address', async () => {
    const [a, b] = [await demoSession(t.app), await demoSession(t.app)];
    for (let i = 0; i < 5; i++) expect((await list(a.token)).statusCode).toBe(200);
    expect((await list(a.token)).statusCode).toBe(429);
    // A stranger on the same address has used theirs up; this borrower still gets through.
    expect((await list(b.token)).statusCode).toBe(200);
  });

  it('counts anonymous calls, and invented tokens, against the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await list(`invented-${i}-${'x'.repeat(30)}`)).statusCode);
    }
    // 401 while the address has budget, then 429: new tokens buy nothing.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect((await list()).statusCode).toBe(429);
  });

  it('keeps a payment provider’s notifications out of the address budget', async () => {
    // The address's budget is spent by now (the test above).
    expect((await list()).statusCode).toBe(429);
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/repay/webhook/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      // Refused for its missing signature, never for the address's limit.
      expect(res.statusCode).not.toBe(429);
    }
  });
});
