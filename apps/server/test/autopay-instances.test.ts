/**
 * AutoPay on two instances behind a load balancer, on one PostgreSQL (docs/operations.md
 * "Several instances"; decisions 072, 076). The job runs on every instance, so here both run
 * it at the same moments: a mandate set up through one instance is approved by a webhook that
 * lands on the other; each period gets one notice and one debit; the capture webhook on one
 * instance crossing the other's status query applies the money once. India's UPI AutoPay
 * through Razorpay and Indonesia's linked wallet through Xendit, both played by the stand-ins
 * of their published APIs. Each instance is its own app, pool and providers in this process
 * (as in provider-instances.test.ts). PostgreSQL only (`npm run test:pg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopaySetup } from '@tenor/contract/endpoints/autopay';
import { loanDueFrom } from './helpers/autopay.ts';
import { serverData, type ServerData } from './helpers/child-server.ts';
import { marketTime } from './helpers/market-time.ts';
import { appOn, deliverWebhook, useStandIns } from './helpers/provider-stand-ins.ts';
import { razorpayAutopay } from './helpers/razorpay-autopay.ts';
import { asBorrower, planOf } from './helpers/repay.ts';
import { dialectUnderTest, successData, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;
const stand = useStandIns();

/** What both instances' runs at one moment did together. */
const together = (runs: { notices: number; debits: number }[]) => ({
  notices: runs.reduce((n, r) => n + r.notices, 0),
  debits: runs.reduce((n, r) => n + r.debits, 0),
});

describe.skipIf(dialectUnderTest !== 'postgres')(
  'AutoPay on two instances of one PostgreSQL',
  () => {
    let data: ServerData;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      data = await serverData({
        ...stand.env,
        REMINDER_EVERY_SECONDS: '0',
        PUBLIC_HOST: 'app.tenor.test',
      });
      a = await appOn(data);
      b = await appOn(data);
    }, 90_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await data?.dispose();
    });

    it('India: set up on one, approved through the other; one notice, one debit, one payment when both run the job at once', async () => {
      const onA = razorpayAutopay(a, stand);
      const onB = razorpayAutopay(b, stand);
      const { session, orderId, open } = await loanDueFrom(a, '2027-06-10');
      const first = open[0]!;
      successData(autopaySetup, await asBorrower(a, session, autopaySetup.path, { orderId }));
      const mandate = await onA.mandateRow(orderId);
      expect(await onB.deliver(stand.razorpay.mandates.approve(mandate.auth_ref!))).toBe(200);
      expect(await onA.mandateRow(orderId)).toMatchObject({ status: 'active' });

      const sms = stand.sms.sent.length;
      const noticed = marketTime('IN', '2027-06-08', '10:00');
      expect(together(await Promise.all([onA.job().run(noticed), onB.job().run(noticed)]))).toEqual(
        { notices: 1, debits: 0 },
      );
      expect(stand.sms.sent.length).toBe(sms + 1);

      const due = marketTime('IN', '2027-06-10', '09:30');
      onA.clockAt(due);
      expect(together(await Promise.all([onA.job().run(due), onB.job().run(due)]))).toEqual({
        notices: 0,
        debits: 1,
      });
      const made = stand.razorpay.calls.filter((c) => c.path === '/payments/create/recurring');
      expect(made).toHaveLength(1);
      const payment = stand.razorpay.mandates.debits().at(-1)!;
      expect(payment).toMatchObject({ amount: first.total });

      // The bank captures it: the webhook lands on one instance while both run the follow-up.
      const captured = stand.razorpay.mandates.settleDebit(payment.id as string, 'captured');
      const later = new Date(due.getTime() + 30 * MINUTE);
      const [status] = await Promise.all([
        onA.deliver(captured),
        onB.job().run(later),
        onA.job().run(later),
      ]);
      expect(status).toBe(200);
      const debits = await onB.debitsOf(orderId);
      expect(debits).toHaveLength(1);
      expect(debits[0]).toMatchObject({ status: 'done', applied_amount: first.total });
      const plan = await planOf(b, orderId);
      expect(plan.find((p) => p.period_no === first.period_no)?.status).toBe('paid');
      expect(
        stand.razorpay.calls.filter((c) => c.path === '/payments/create/recurring'),
      ).toHaveLength(1);
      onA.clockAt(new Date());
    });

    it('Indonesia: a wallet linked through one, activated on the other; one notice, one debit, one payment when both run the job at once', async () => {
      const onA = razorpayAutopay(a, stand);
      const onB = razorpayAutopay(b, stand);
      const { session, orderId, open } = await loanDueFrom(a, '2027-08-12', 'ID');
      const first = open[0]!;
      successData(
        autopaySetup,
        await asBorrower(a, session, autopaySetup.path, { orderId, wallet: 'DANA' }),
      );
      const mandate = await onA.mandateRow(orderId);
      const activation = stand.xendit.callback(stand.xendit.tokens.approve(mandate.auth_ref!));
      expect((await deliverWebhook(b, 'xendit', activation)).statusCode).toBe(200);
      expect(await onA.mandateRow(orderId)).toMatchObject({ status: 'active', provider: 'xendit' });

      const sms = stand.sms.sent.length;
      const noticed = marketTime('ID', '2027-08-10', '10:00');
      expect(together(await Promise.all([onA.job().run(noticed), onB.job().run(noticed)]))).toEqual(
        { notices: 1, debits: 0 },
      );
      expect(stand.sms.sent.length).toBe(sms + 1);
      expect(stand.sms.sent.at(-1)!.text).toContain('debit otomatis');

      const due = marketTime('ID', '2027-08-12', '09:00');
      expect(together(await Promise.all([onA.job().run(due), onB.job().run(due)]))).toEqual({
        notices: 0,
        debits: 1,
      });
      const [repayment] = await onA.debitsOf(orderId);
      const mine = () =>
        stand.xendit.tokens.debits.filter((d) => d.reference_id === repayment!.gateway_ref);
      expect(mine()).toHaveLength(1);

      const capture = stand.xendit.callback(stand.xendit.tokens.settle(repayment!.gateway_ref!));
      const later = new Date(due.getTime() + 30 * MINUTE);
      const [webhook] = await Promise.all([
        deliverWebhook(a, 'xendit', capture),
        onB.job().run(later),
        onA.job().run(later),
      ]);
      expect(webhook.statusCode).toBe(200);
      const paid = await onB.debitsOf(orderId);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ status: 'done', applied_amount: first.total });
      expect((await planOf(b, orderId)).find((p) => p.period_no === first.period_no)?.status).toBe(
        'paid',
      );
      expect(mine()).toHaveLength(1);
    });
  },
);
