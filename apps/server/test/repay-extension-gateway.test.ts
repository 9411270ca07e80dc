/**
 * India's extension fee paid by net banking or debit card on Razorpay's hosted page (decision
 * 042): the repayment carries its purpose, so settlement applies it as an extension — the due
 * date moves, nothing of the loan is counted paid — once, whatever the number of deliveries,
 * and the receipt says extension. The fee's amount asked as a repayment is refused.
 */
import { describe, expect, it } from 'vitest';
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { delayDetail, paymentReceipt, repaymentHuichao } from '@tenor/contract/endpoints/repay';
import {
  applied,
  deliveredTo,
  duplicate,
  eventIdOf,
  linkAt,
  useStandIns,
} from './helpers/provider-stand-ins.ts';
import { asBorrower, formAsBorrower, orderRow, planOf } from './helpers/repay.ts';
import { demoSession, successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

const options: TestAppOptions = {};
const stand = useStandIns(options);
const t = useTestApp(options);

describe('India: the extension fee on the hosted gateway', () => {
  it.each<GatewayMethod>(['netbanking', 'debitCard'])(
    'paid by %s: the due date moves once, the receipt says extension, a replay changes nothing',
    async (method) => {
      const session = await demoSession(t.app, { region: 'IN' });
      const orderId = session.orders['174']!;
      const before = await orderRow(t, orderId);
      const view = successData(
        delayDetail,
        await asBorrower(t, session, delayDetail.path, { orderId }),
      );
      const fee = view.delayShouldPayAmount;
      expect(fee).toBeGreaterThan(0);

      // The fee's amount is not something the loan takes as a repayment.
      const asRepayment = await formAsBorrower(t, session, repaymentHuichao.path, {
        orderId,
        amount: fee,
        method,
      });
      expect(asRepayment.statusCode).toBe(400);

      const { url } = successData(
        repaymentHuichao,
        await formAsBorrower(t, session, repaymentHuichao.path, {
          orderId,
          amount: fee,
          method,
          purpose: 'extension',
        }),
      );
      const link = linkAt(stand, url);
      expect(link.amount).toBe(fee);
      const repayment = await t.db
        .selectFrom('repayments')
        .select(['purpose', 'status'])
        .where('id', '=', link.repaymentId)
        .executeTakeFirstOrThrow();
      expect(repayment).toEqual({ purpose: 'extension', status: 'pending' });

      const webhook = stand.razorpay.payLink(link.reference_id)!;
      const eventId = eventIdOf(webhook);
      const both = await Promise.all([1, 2].map(() => deliveredTo(t, 'razorpay', webhook)));
      expect(both).toEqual(expect.arrayContaining([applied(eventId), duplicate(eventId)]));
      const extended = await orderRow(t, orderId);
      const plan = await planOf(t, orderId);

      // A later replay changes nothing.
      expect(await deliveredTo(t, 'razorpay', webhook)).toEqual(duplicate(eventId));
      expect(await orderRow(t, orderId)).toEqual(extended);
      expect(await planOf(t, orderId)).toEqual(plan);

      // An extension, not a repayment: the due date moved by the product's days, nothing paid.
      expect(extended).toMatchObject({ status: 170, paid_amount: before.paid_amount });
      expect(Date.parse(plan[0]!.due_at)).toBe(Date.parse(view.order.newDueAt));
      expect(Date.parse(extended.due_at!)).toBe(Date.parse(view.order.newDueAt));
      expect(
        await t.db
          .selectFrom('settlements')
          .select(['purpose', 'amount', 'status', 'source'])
          .where('order_id', '=', orderId)
          .execute(),
      ).toEqual([{ purpose: 'extension', amount: fee, status: 'applied', source: 'repayment' }]);
      expect(
        await t.db
          .selectFrom('repayments')
          .select(['purpose', 'status', 'applied_amount'])
          .where('order_id', '=', orderId)
          .execute(),
      ).toEqual([{ purpose: 'extension', status: 'done', applied_amount: fee }]);

      const receipt = successData(
        paymentReceipt,
        await asBorrower(t, session, paymentReceipt.path, {
          orderId,
          repaymentId: link.repaymentId,
        }),
      );
      expect(receipt).toMatchObject({
        state: 'paid',
        purpose: 'extension',
        amount: fee,
        way: { kind: method },
        outstanding: plan[0]!.total,
      });
      expect(Date.parse(receipt.dueDate)).toBe(Date.parse(view.order.newDueAt));

      // Loan details says it was extended, at the time the receipt says it was paid.
      const details = successData(
        loanDetails,
        await asBorrower(t, session, loanDetails.path, { orderId }),
      );
      expect(details.extensions).toEqual([{ paidAt: receipt.paidAt, fee }]);
      expect(details.details.map((r) => r.text)).toContain('Extended on');
    },
  );
});
