/**
 * Mandates in the database (decision 072), returned together with their debits' rows
 * (mandate-debit-repository.ts) so that callers hold one `repo`. A move is a conditional write
 * whose row count says who won (docs/code-style.md "Work done once across instances"); an order
 * has one live mandate at most (`live_order_id`).
 */
import type { Db } from '../../../db/database.ts';
import type { Mandate, MandateStatus, NewMandate } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { mandateDebitRepository } from './mandate-debit-repository.ts';
import { rowBy } from '../../../db/row-by.ts';

const LIVE: MandateStatus[] = ['pending', 'active', 'paused'];

export function mandateRepository(db: Db) {
  const byId = (id: number) => rowBy(db, 'mandates', { id });

  return {
    byId,
    live: (orderId: number) => rowBy(db, 'mandates', { live_order_id: orderId }),
    /** The order's latest mandate, live or ended (loan details shows how it ended). */
    latest: (orderId: number) =>
      db
        .selectFrom('mandates')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    byAuth: (provider: string, authRef: string) =>
      rowBy(db, 'mandates', { provider, auth_ref: authRef }),
    /**
     * Whether an e-NACH mandate asked for since `since` still waits for the token its bank
     * signature makes (`payment.authorized`): a bank's verdict on a token not yet known may be
     * about it.
     */
    awaitingToken: async (provider: string, since: Date) =>
      (await db
        .selectFrom('mandates')
        .select('id')
        .where('provider', '=', provider)
        .where('method', '=', 'enach')
        .where('status', '=', 'pending')
        .where('token_ref', 'is', null)
        .where('created_at', '>=', toIso(since))
        .limit(1)
        .executeTakeFirst()) !== undefined,
    /** Pending mandates nothing has moved since `before`, quietest first: the provider is asked. */
    quietPending: (before: Date, limit: number) =>
      db
        .selectFrom('mandates')
        .selectAll()
        .where('status', '=', 'pending')
        .where('updated_at', '<=', toIso(before))
        .orderBy('updated_at')
        .limit(limit)
        .execute(),
    /** Asked about at `now`: the next question waits for the next quiet hour. */
    asked: async (id: number, now: Date) => {
      await db
        .updateTable('mandates')
        .set({ updated_at: toIso(now) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },
    byToken: (provider: string, tokenRef: string) =>
      rowBy(db, 'mandates', { provider, token_ref: tokenRef }),

    /** A new pending mandate; undefined when the order has a live one already. */
    async create(row: NewMandate): Promise<Mandate | undefined> {
      return db
        .insertInto('mandates')
        .values(row)
        .onConflict((oc) => oc.column('live_order_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async registered(
      id: number,
      reg: { customerRef: string; authRef: string; intentUrl: string | null },
      now: Date,
    ) {
      await db
        .updateTable('mandates')
        .set({
          customer_ref: reg.customerRef,
          auth_ref: reg.authRef,
          intent_url: reg.intentUrl,
          updated_at: toIso(now),
        })
        .where('id', '=', id)
        .execute();
    },

    /** The debit card a direct debit links, as last typed (decision 081). */
    async card(id: number, card: { channel: string; lastFour: string }, now: Date) {
      await db
        .updateTable('mandates')
        .set({ card_channel: card.channel, card_last_four: card.lastFour, updated_at: toIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /** Moves a mandate from one of `from` to `to`; false when it was in none of them. */
    async move(
      id: number,
      from: MandateStatus[],
      to: MandateStatus,
      reason: string | null,
      now: Date,
      extra: { token_ref?: string } = {},
    ): Promise<boolean> {
      const ended = to === 'cancelled' || to === 'failed';
      const result = await db
        .updateTable('mandates')
        .set((eb) => ({
          status: to,
          status_reason: reason,
          updated_at: toIso(now),
          ...extra,
          live_order_id: ended ? null : eb.ref('order_id'),
        }))
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Live mandates of orders that no longer owe anything: their end. */
    liveOfClosedOrders: (repayable: number[], limit: number) =>
      db
        .selectFrom('mandates as m')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .selectAll('m')
        .where('m.status', 'in', LIVE)
        .where('o.status', 'not in', repayable)
        .limit(limit)
        .execute(),

    ...mandateDebitRepository(db),
  };
}

export type MandateRepository = ReturnType<typeof mandateRepository>;
