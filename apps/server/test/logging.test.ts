import { describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { getCaptcha, getSid, getSms } from '@tenor/contract/endpoints/promo';
import { useTestApp, demoSession, successData } from './helpers/test-app.ts';

const t = useTestApp({ captureLogs: true });

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

  it('never contain a promotion registration session', async () => {
    const sid = successData(getSid, await t.app.inject({ method: 'GET', url: getSid.path })).sid;
    await t.app.inject({ method: 'GET', url: `${getCaptcha.path}?sid=${sid}&t=1` });
    await t.app.inject({
      method: 'POST',
      url: `${getSms.path}?sid=${sid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sid=${sid}&phone=081234567890&capcode=xxxx&id=1`,
    });
    t.app.log.warn({ sid, visit: { sid } }, 'sid probe');
    const logs = t.logs();
    expect(logs).toContain('sid probe');
    expect(logs).toContain(getCaptcha.path);
    expect(logs).not.toContain(sid);
  });

  it('censors token and phone fields of logged objects', () => {
    t.app.log.info({ token: 'secret-token-value', user: { phone: '+628123456789' } }, 'probe');
    const logs = t.logs();
    expect(logs).toContain('probe');
    expect(logs).not.toContain('secret-token-value');
    expect(logs).not.toContain('+628123456789');
  });
});
