/**
 * Mandates and their debits in the database (decision 072). Every step that may happen once is
 * a conditional write whose row count says who won (docs/code-style.md "Work done once across
 * instances"): the debit row's unique (mandate, period) is the promise that a period is
 * announced once and debited at most once; a claim moves `lease_until` ahead, so a run that dies
 * leaves the row to come due again, and the next run asks the provider before anything else.
 */
import type { Db } from '../../../db/database.ts';
import type {
  Mandate,
  MandateDebit,
  MandateDebitState,
  MandateStatus,
  NewMandate,
} from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';

const LIVE: MandateStatus[] = ['pending', 'active', 'paused'];

/** An unpaid period of an active mandate's order, near its due date. */
export interface DuePeriod {
  mandate: Mandate;
  periodNo: number;
  total: number;
  dueAt: string;
  phone: string;
  language: string | null;
  productId: number;
  termUnit: string;
  orderNo: string;
}

export function mandateRepository(db: Db) {
  const byId = (id: number) =>
    db.selectFrom('mandates').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    byId,
    live: (orderId: number) =>
      db.selectFrom('mandates').selectAll().where('live_order_id', '=', orderId).executeTakeFirst(),
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
      db
        .selectFrom('mandates')
        .selectAll()
        .where('provider', '=', provider)
        .where('auth_ref', '=', authRef)
        .executeTakeFirst(),
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
      db
        .selectFrom('mandates')
        .selectAll()
        .where('provider', '=', provider)
        .where('token_ref', '=', tokenRef)
        .executeTakeFirst(),

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

    /**
     * Unpaid periods of active mandates due between `from` and `until` that have no debit row
     * yet: the notices to send.
     */
    toNotice: (from: Date, until: Date, limit: number): Promise<DuePeriod[]> =>
      db
        .selectFrom('mandates as m')
        .innerJoin('repayment_plans as p', 'p.order_id', 'm.order_id')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .innerJoin('borrowers as b', 'b.id', 'm.borrower_id')
        .leftJoin('mandate_debits as d', (j) =>
          j.onRef('d.mandate_id', '=', 'm.id').onRef('d.period_no', '=', 'p.period_no'),
        )
        .selectAll('m')
        .select([
          'p.period_no',
          'p.total',
          'p.due_at as plan_due_at',
          'b.phone',
          'b.language',
          'o.product_id',
          'o.term_unit',
          'o.order_no',
        ])
        .where('m.status', '=', 'active')
        .where('p.status', '!=', 'paid')
        .where('p.due_at', '>=', toIso(from))
        .where('p.due_at', '<', toIso(until))
        .where('d.id', 'is', null)
        .orderBy('p.due_at')
        .limit(limit)
        .execute()
        .then((rows) =>
          rows.map((r) => {
            const {
              period_no,
              total,
              plan_due_at,
              phone,
              language,
              product_id,
              term_unit,
              order_no,
              ...mandate
            } = r;
            return {
              mandate,
              periodNo: period_no,
              total,
              dueAt: plan_due_at,
              phone,
              language,
              productId: product_id,
              termUnit: term_unit,
              orderNo: order_no,
            };
          }),
        ),

    /** The period's notice row, written before the SMS: undefined when another run has it. */
    async claimNotice(
      row: { mandateId: number; periodNo: number; amount: number; dueAt: string; ref: string },
      leaseUntil: Date,
      now: Date,
    ): Promise<MandateDebit | undefined> {
      return db
        .insertInto('mandate_debits')
        .values({
          mandate_id: row.mandateId,
          period_no: row.periodNo,
          amount: row.amount,
          due_at: row.dueAt,
          ref: row.ref,
          state: 'noticing',
          lease_until: toIso(leaseUntil),
          created_at: toIso(now),
          updated_at: toIso(now),
        })
        .onConflict((oc) => oc.columns(['mandate_id', 'period_no']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Notices a dead run claimed and never sent (their lease is over). */
    staleNotices: (now: Date, limit: number) =>
      db
        .selectFrom('mandate_debits')
        .selectAll()
        .where('state', '=', 'noticing')
        .where('lease_until', '<=', toIso(now))
        .limit(limit)
        .execute(),

    /** Debits whose notice went out at least `noticeMs` ago and whose due day has begun. */
    dueDebits: (now: Date, noticeMs: number, limit: number) =>
      db
        .selectFrom('mandate_debits')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('state', '=', 'notified'),
            eb.and([eb('state', '=', 'debiting'), eb('lease_until', '<=', toIso(now))]),
          ]),
        )
        .where('notice_at', '<=', toIso(new Date(now.getTime() - noticeMs)))
        .orderBy('due_at')
        .limit(limit)
        .execute(),

    /** Debits the provider has, whose end the webhook has not told yet. */
    requested: (before: Date, limit: number) =>
      db
        .selectFrom('mandate_debits')
        .selectAll()
        .where('state', '=', 'requested')
        .where('updated_at', '<=', toIso(before))
        .orderBy('id')
        .limit(limit)
        .execute(),

    debitByRef: (ref: string) =>
      db.selectFrom('mandate_debits').selectAll().where('ref', '=', ref).executeTakeFirst(),

    debitsOf: (mandateId: number) =>
      db
        .selectFrom('mandate_debits')
        .selectAll()
        .where('mandate_id', '=', mandateId)
        .orderBy('period_no')
        .execute(),

    /**
     * Moves a debit from one of `from` to `to` (with its lease, when claimed); false when
     * another run moved it first. A claim of a `debiting` row needs its lease to be over.
     */
    async step(
      id: number,
      from: MandateDebitState[],
      to: MandateDebitState,
      now: Date,
      set: Partial<{
        lease_until: string | null;
        notice_at: string;
        repayment_id: number;
        payment_ref: string | null;
        failure: string;
      }> = {},
      /** The caller holds the claim: a `debiting` or `noticing` row moves whatever its lease. */
      owned = false,
    ): Promise<boolean> {
      const result = await db
        .updateTable('mandate_debits')
        .set({ state: to, updated_at: toIso(now), ...set })
        .where('id', '=', id)
        .where((eb) =>
          eb.or(
            from.map((state) =>
              !owned && (state === 'debiting' || state === 'noticing')
                ? eb.and([eb('state', '=', state), eb('lease_until', '<=', toIso(now))])
                : eb('state', '=', state),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Writes what a claimed debit learnt, keeping its state. */
    async note(id: number, set: { repayment_id?: number; payment_ref?: string | null }) {
      await db.updateTable('mandate_debits').set(set).where('id', '=', id).execute();
    },

    /** Where the borrower's SMS go, and in which language. */
    contact: (borrowerId: number) =>
      db
        .selectFrom('borrowers')
        .select(['phone', 'language'])
        .where('id', '=', borrowerId)
        .executeTakeFirst(),

    /** Whether the period is still unpaid and its order still takes payments. */
    periodOpen: async (orderId: number, periodNo: number) =>
      (await db
        .selectFrom('repayment_plans')
        .select('status')
        .where('order_id', '=', orderId)
        .where('period_no', '=', periodNo)
        .executeTakeFirst()
        .then((r) => r !== undefined && r.status !== 'paid')) as boolean,

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
  };
}

export type MandateRepository = ReturnType<typeof mandateRepository>;
