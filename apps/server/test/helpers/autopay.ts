import { marketTime } from './market-time.ts';
import { planOf } from './repay.ts';
import { demoSession, type TestApp } from './test-app.ts';

/**
 * A new demo borrower's instalment loan (status 3) in `region` whose unpaid periods fall due a
 * month apart from `first` (YYYY-MM-DD), each at 23:00 market time: AutoPay's tests put its due
 * days where their fake clock walks (decisions 072, 076).
 */
export async function loanDueFrom(t: TestApp, first: string, region: 'IN' | 'ID' = 'IN') {
  const session = await demoSession(t.app, { region });
  const orderId = session.orders['3']!;
  const open = (await planOf(t, orderId)).filter((p) => p.status !== 'paid');
  for (const [i, p] of open.entries()) {
    const month = new Date(`${first}T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() + i);
    await t.db
      .updateTable('repayment_plans')
      .set({ due_at: marketTime(region, month.toISOString().slice(0, 10), '23:00').toISOString() })
      .where('id', '=', p.id)
      .execute();
  }
  const periods = await planOf(t, orderId);
  return { session, orderId, periods, open: periods.filter((p) => p.status !== 'paid') };
}
