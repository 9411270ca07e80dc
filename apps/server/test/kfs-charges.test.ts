/**
 * Nothing charged that the loan's Key Fact Statement did not show (decision 066): the statement
 * Agree executed keeps row 10's penal charge, and an overdue loan's late charges never pass it.
 */
import { describe, expect, it } from 'vitest';
import { orderStatus } from '@tenor/contract/orders';
import { loanConfirm } from '@tenor/contract/endpoints/loans';
import { lateFeeTermsOf } from '../src/domain/orders/plan-as-of.ts';
import { executedKfs } from './helpers/executed-kfs.ts';
import { demoSession, postJson, productIdOf, successData, useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ captureLogs: true });

const overdue = { base: 5_000_00, daysLate: 20 };

describe('late charges within the executed Key Fact Statement', () => {
  it('writes row 10’s penal charge with every statement it issues', async () => {
    const { token } = await demoSession(t.app, { region: 'IN' });
    const productId = await productIdOf(t.db, 'in-rupeeflow');
    const res = await postJson(
      t.app,
      `${loanConfirm.path}?languageType=1`,
      { productId, amount: 2_000_000, periods: 120 },
      { 'x-token': token },
    );
    const number = successData(loanConfirm, res).kfs!.number;
    const row = await t.db
      .selectFrom('kfs_statements')
      .select('penal_terms')
      .where('kfs_no', '=', number)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.penal_terms!)).toEqual({
      kind: 'flat',
      newClient: 1_000_00,
      repeatClient: 800_00,
    });
  });

  it.each(['IN', 'ID'] as const)(
    '%s: a loan whose statement showed no penal charge is never charged one, and the cut is logged',
    async (region) => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders[String(orderStatus.overdue)]!;
      const before = await lateFeeTermsOf(t.db, orderId);
      expect(before.rule(overdue, before.client)).toBeGreaterThan(0);
      await executedKfs(t.db, orderId, session.borrowerId, { penal: { kind: 'none' } });
      const after = await lateFeeTermsOf(t.db, orderId);
      expect(after.rule(overdue, after.client)).toBe(0);
      expect(t.logs()).toContain('late charge above the Key Fact Statement refused');
      expect(t.logs()).toContain(`"orderId":${orderId}`);
    },
  );

  it('never charges more than the flat figure the statement printed (India)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.overdue)]!;
    await executedKfs(t.db, orderId, session.borrowerId, {
      penal: {
        kind: 'flat',
        newClient: 300_00,
        repeatClient: 200_00,
      },
    });
    const terms = await lateFeeTermsOf(t.db, orderId);
    expect(terms.rule(overdue, { repeat: false })).toBe(300_00);
    expect(terms.rule(overdue, { repeat: true })).toBe(200_00);
  });
});
