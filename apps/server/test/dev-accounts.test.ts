import { describe, expect, it } from 'vitest';
import { devAccounts, devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { issueAccount, unpaidTotals } from './helpers/repay.ts';
import { useTestApp, demoSession, postJson, successData } from './helpers/test-app.ts';

const t = useTestApp();

const accountsOf = async (borrowerId: number) =>
  successData(
    devAccounts,
    await t.app.inject({ method: 'GET', url: `${devAccounts.path}?borrowerId=${borrowerId}` }),
  );

describe('GET /dev/accounts (the preview pays any channel in one tap)', () => {
  it("lists the borrower's issued accounts of every channel, newest first, and shows them paid", async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['170']!;
    const owed = (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);
    const bank = await issueAccount(t, session, { orderId, amount: owed });
    const market = await issueAccount(t, session, {
      orderId,
      amount: owed,
      payType: 2,
      payCode: 'ALFAMART',
    });
    expect(await accountsOf(session.borrowerId)).toEqual([
      expect.objectContaining({
        accountNo: market.cardNo,
        payType: 2,
        payCode: 'ALFAMART',
        status: 'open',
        orderId,
        amount: owed,
      }),
      expect.objectContaining({
        accountNo: bank.cardNo,
        payType: 1,
        payCode: 'BCA',
        status: 'open',
      }),
    ]);

    const paid = await postJson(t.app, devPaymentSimulate.path, { cardNo: market.cardNo });
    expect(successData(devPaymentSimulate, paid)).toBeNull();
    const after = await accountsOf(session.borrowerId);
    expect(after.find((a) => a.accountNo === market.cardNo)?.status).toBe('paid');
  });

  it("never lists another borrower's accounts", async () => {
    const other = await demoSession(t.app, { region: 'ID' });
    expect(await accountsOf(other.borrowerId)).toEqual([]);
  });
});
