import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { buildTestApp, demoSession, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captureLogs: true });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain session tokens or phone numbers', async () => {
    const { token, borrowerId } = await demoSession(t.app);
    const { phone } = await t.db
      .selectFrom('borrowers')
      .select('phone')
      .where('id', '=', borrowerId)
      .executeTakeFirstOrThrow();

    // The token in the header, in a stray query parameter, and in a failing call.
    await t.app.inject({
      method: 'POST',
      url: `${recommendProductList.path}?languageType=1&token=${token}&phone=${encodeURIComponent(phone)}`,
      headers: { 'x-token': token, authorization: `Bearer ${token}`, cookie: `token=${token}` },
    });
    await t.app.inject({
      method: 'GET',
      url: `/relevant?token=${token}`,
      headers: { accept: 'text/html' },
    });
    await t.app.inject({
      method: 'POST',
      url: recommendProductList.path,
      headers: { 'x-token': `${token}x` },
    });

    const logs = t.logs();
    expect(logs).toContain('incoming request');
    expect(logs).toContain('/indah/v3/product/recommend-product-list?languageType=1');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(phone);
    expect(logs).not.toContain(phone.slice(1));
  });

  it('censors token and phone fields of logged objects', () => {
    t.app.log.info({ token: 'secret-token-value', user: { phone: '+628123456789' } }, 'probe');
    const logs = t.logs();
    expect(logs).toContain('probe');
    expect(logs).not.toContain('secret-token-value');
    expect(logs).not.toContain('+628123456789');
  });
});
