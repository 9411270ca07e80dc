/**
 * The server process killed (SIGKILL) between the provider's charge and the record of it:
 * on restart, the reconciler asks the provider and finishes the payment — the money is
 * applied once and the card is never charged again. A real process on a real database file
 * (or PostgreSQL under `npm run test:pg`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devSession } from '@tenor/contract/endpoints/dev';
import { repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import type { Db } from '../src/db/database.ts';
import {
  postFormTo as form,
  postJsonTo,
  serverData,
  until,
  type ServerData,
} from './helpers/child-server.ts';

let data: ServerData;
let db: Db;

beforeAll(async () => {
  data = await serverData({ CHARGE_RECONCILE_AFTER_SECONDS: '1' });
  db = data.db;
});

afterAll(() => data.dispose());

const start = (extra: Record<string, string>) => data.start(extra);

const orderState = (orderId: number) =>
  db
    .selectFrom('orders')
    .select(['status', 'paid_amount'])
    .where('id', '=', orderId)
    .executeTakeFirst();

it('finishes a charge the killed process never recorded, and never charges it twice', async () => {
  // The sandbox bank answers slowly, so the kill lands between its charge and our record.
  const first = await start({ SANDBOX_CARD_LATENCY_MS: '20000' });
  const session = (await (
    await postJsonTo(first.base, devSession.path, { region: 'IN' })
  ).json()) as { data: { token: string; orders: Record<string, number> } };
  const { token } = session.data;
  const orderId = session.data.orders['174']!;
  const plan = await db
    .selectFrom('repayment_plans')
    .select('total')
    .where('order_id', '=', orderId)
    .execute();
  const amount = plan.reduce((sum, p) => sum + p.total, 0);
  const way = (await (await form(first.base, repaymentWay.path, token, { orderId })).json()) as {
    data: {
      repayToken: string;
      bankCards: { id: number; bankName: string; bankCode: string; cardNo: string }[];
    };
  };
  const card = way.data.bankCards[1]!; // charged without an SMS code
  const lost = form(first.base, repaymentCommit.path, token, {
    orderId,
    amount,
    cardId: card.id,
    bankName: card.bankName,
    bankCode: card.bankCode,
    cardNo: card.cardNo,
    repayToken: way.data.repayToken,
    sendMsg: 0,
  }).catch(() => null);

  const charge = await until(
    () =>
      db.selectFrom('sandbox_charges').selectAll().where('amount', '=', amount).executeTakeFirst(),
    15_000,
  );
  first.child.kill('SIGKILL');
  expect(await lost).toBeNull();
  const stuck = await db
    .selectFrom('repayments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  expect(stuck).toMatchObject([{ status: 'pending' }]);
  expect(stuck[0]!.charging_at).not.toBeNull();
  expect(await orderState(orderId)).toEqual({ status: 174, paid_amount: 0 });

  // Restarted after the reconcile delay: start-up reconciliation asks the provider.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const second = await start({});
  const repayments = await db
    .selectFrom('repayments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  expect(repayments).toMatchObject([{ status: 'done', applied_amount: amount }]);
  expect(charge.reference).toBe(repayments[0]!.charge_ref);
  expect(await orderState(orderId)).toEqual({ status: 200, paid_amount: amount });

  // The borrower trying again is told there is nothing to repay; the card is charged once.
  const again = (await (await form(second.base, repaymentWay.path, token, { orderId })).json()) as {
    code: string;
  };
  expect(again.code).toBe('1009');
  expect(
    await db.selectFrom('sandbox_charges').selectAll().where('amount', '=', amount).execute(),
  ).toHaveLength(1);
  second.child.kill('SIGTERM');
}, 90_000);
