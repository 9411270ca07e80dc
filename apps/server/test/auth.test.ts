import { describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { hashToken } from '../src/auth/token.ts';
import { useTestApp, demoSession } from './helpers/test-app.ts';

const t = useTestApp();

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'POST', url: `${recommendProductList.path}${query}`, headers });

describe('X-Token sessions', () => {
  it('refuses a missing token with 401 and code 1002, localised', async () => {
    const en = await list({}, '?languageType=1');
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({
      code: '1002',
      message: 'Please log in again from the app',
      data: null,
    });

    const id = await list({});
    expect(id.statusCode).toBe(401);
    expect(id.json().message).toBe('Silakan masuk kembali melalui aplikasi');

    const byHeader = await list({ 'x-language-type': '1' });
    expect(byHeader.json().message).toBe('Please log in again from the app');
  });

  it('refuses an unknown token', async () => {
    const res = await list({ 'x-token': 'not-a-session' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1002');
  });

  it('refuses an expired session', async () => {
    const { token } = await demoSession(t.app);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await list({ 'x-token': token });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a live token', async () => {
    const { token } = await demoSession(t.app);
    const res = await list({ 'x-token': token });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('00');
  });

  it('stores only the sha256 of the token', async () => {
    const { token, borrowerId } = await demoSession(t.app);
    const rows = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('borrower_id', '=', borrowerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
