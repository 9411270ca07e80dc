/**
 * An extension of an overdue instalment says exactly what moves (docs/screens.md "Delay
 * repayment" and "Payment receipt"): the first unpaid period moves to a date counted from
 * today, the later periods keep their dates, and the receipt's "still to pay" is only what
 * is due on the new date, the rest listed with its own dates.
 */
import { describe, expect, it } from 'vitest';
import { delayDetail, paymentReceipt } from '@tenor/contract/endpoints/repay';
import { asBorrower, payExtensionByAccount, planOf } from './helpers/repay.ts';
import { demoSession, successData, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const DAY = 86_400_000;

describe('extending an overdue instalment', () => {
  for (const region of ['IN', 'ID'] as const) {
    it(`the page and the receipt say what moves and what stays (${region})`, async () => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders['5']!;
      const before = await planOf(t, orderId);
      const [, second, third] = before;
      expect(second!.status).toBe('special');
      const started = Date.now();

      const view = successData(
        delayDetail,
        await asBorrower(t, session, delayDetail.path, { orderId }),
      );
      // Overdue: 14 days (the product's) from today, not from the passed due date.
      expect(view.order.from).toBe('today');
      expect(view.order.periodCount).toBe(3);
      expect(view.order.periods).toEqual([
        {
          periodNo: 2,
          amount: second!.total,
          dueAt: new Date(second!.due_at).toISOString(),
          newDueAt: view.order.newDueAt,
          moves: true,
        },
        {
          periodNo: 3,
          amount: third!.total,
          dueAt: new Date(third!.due_at).toISOString(),
          newDueAt: new Date(third!.due_at).toISOString(),
          moves: false,
        },
      ]);
      const days = view.order.extensionDays;
      const moved = Date.parse(view.order.newDueAt) - started;
      expect(moved).toBeGreaterThanOrEqual(days * DAY - 60_000);
      expect(moved).toBeLessThanOrEqual(days * DAY + 60_000);

      const fee = view.delayShouldPayAmount;
      const account = await payExtensionByAccount(t, session, orderId, fee, region);

      const receipt = successData(
        paymentReceipt,
        await asBorrower(t, session, paymentReceipt.path, { orderId, vcode: account.vcode }),
      );
      const after = await planOf(t, orderId);
      expect(receipt).toMatchObject({
        state: 'paid',
        purpose: 'extension',
        amount: fee,
        outstanding: after[1]!.total + after[2]!.total,
        // Still to pay on the new date: period 2 alone.
        dueNext: after[1]!.total,
        later: [{ periodNo: 3, amount: third!.total, dueAt: third!.due_at }],
      });
      expect(Date.parse(receipt.dueDate)).toBe(Date.parse(after[1]!.due_at));
      expect(Math.abs(Date.parse(receipt.dueDate) - Date.parse(view.order.newDueAt))).toBeLessThan(
        120_000,
      );
      // Period 3 kept its date.
      expect(after[2]!.due_at).toBe(third!.due_at);
    });
  }

  it('before the due date, the new date counts from the due date', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const [period] = await planOf(t, orderId);
    const view = successData(
      delayDetail,
      await asBorrower(t, session, delayDetail.path, { orderId }),
    );
    // Due (174): the due date has not passed yet.
    expect(Date.parse(period!.due_at)).toBeGreaterThan(Date.now());
    expect(view.order.from).toBe('dueDate');
    expect(Date.parse(view.order.newDueAt) - Date.parse(period!.due_at)).toBe(
      view.order.extensionDays * DAY,
    );
    expect(view.order.periods).toHaveLength(1);
    expect(view.order.periods[0]!.moves).toBe(true);
  });
});
