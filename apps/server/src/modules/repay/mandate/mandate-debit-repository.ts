/**
 * Mandate debits in the database (decision 072), one row a period: its unique (mandate, period)
 * is the promise that a period is announced once and debited at most once. Every step is a
 * conditional write whose row count says who won (docs/code-style.md "Work done once across
 * instances"); a claim moves `lease_until` ahead, so a run that dies leaves the row to come due
 * again, and the next run asks the provider before anything else.
 */
import type { Db } from '../../../db/database.ts';
import type { Mandate, MandateDebit, MandateDebitState } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { rowBy } from '../../../db/row-by.ts';

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

/** The debit rows, and what a debit reads of its borrower and plan. */
export function mandateDebitRepository(db: Db) {
  return {
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

    debitByRef: (ref: string) => rowBy(db, 'mandate_debits', { ref }),

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
      rowBy(db, 'borrowers', { id: borrowerId }, ['phone', 'language']),

    /** Whether the period is still unpaid and its order still takes payments. */
    periodOpen: async (orderId: number, periodNo: number) =>
      (await rowBy(db, 'repayment_plans', { order_id: orderId, period_no: periodNo }, [
        'status',
      ]).then((r) => r !== undefined && r.status !== 'paid')) as boolean,
  };
}
