import type { Db } from '../../db/database.ts';
import type { Region } from '../../db/schema.ts';
import { nextNumber, referenceOf } from './complaint-number.ts';
import { rowBy } from '../../db/row-by.ts';

/** How many complaints one sweep numbers or escalates at most; the next sweep takes the rest. */
export const SWEEP_BATCH = 500;

/** The clock's reads and writes besides filing (problem-repository.ts numbers a new complaint). */
export function clockRepository(db: Db) {
  return {
    /**
     * Waiting complaints past their promise go to the grievance officer: one conditional
     * update, so with several instances each complaint is escalated once, by whichever
     * instance's sweep reaches it first.
     */
    async escalate(now: string): Promise<number> {
      const result = await db
        .updateTable('problems')
        .set((eb) => ({
          escalated_at: now,
          assigned_at: eb.fn.coalesce('assigned_at', eb.val(now)),
        }))
        .where('status', '=', 'pending')
        .where('escalated_at', 'is', null)
        .where('reply_due_at', 'is not', null)
        .where('reply_due_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Complaints filed before the clock existed, to number. */
    unnumbered: () =>
      db
        .selectFrom('problems')
        .innerJoin('borrowers', 'borrowers.id', 'problems.borrower_id')
        .select(['problems.id', 'problems.created_at', 'borrowers.region'])
        .where('problems.reference', 'is', null)
        .orderBy('problems.id')
        .limit(SWEEP_BATCH)
        .execute(),

    /** Numbers one such complaint unless another instance did meanwhile. */
    number: (id: number, region: Region, year: number, replyDueAt: string) =>
      db.transaction().execute(async (trx) => {
        const n = await nextNumber(trx, region, year);
        await trx
          .updateTable('problems')
          .set({ reference: referenceOf(region, year, n), reply_due_at: replyDueAt })
          .where('id', '=', id)
          .where('reference', 'is', null)
          .execute();
      }),

    /** A pack's borrower, by the id its address grants. */
    borrower: (id: number) => rowBy(db, 'borrowers', { id }),

    /** For tests and the demo: moves a complaint and its replies `days` back in time. */
    async age(id: number, days: number): Promise<void> {
      const shift = (iso: string | null) =>
        iso === null ? null : new Date(new Date(iso).getTime() - days * 86_400_000).toISOString();
      const row = await rowBy(db, 'problems', { id });
      if (row === undefined) return;
      await db
        .updateTable('problems')
        .set({
          created_at: shift(row.created_at) ?? row.created_at,
          reply_due_at: shift(row.reply_due_at),
          assigned_at: shift(row.assigned_at),
          answered_at: shift(row.answered_at),
          closed_at: shift(row.closed_at),
          escalated_at: shift(row.escalated_at),
        })
        .where('id', '=', id)
        .execute();
      const replies = await db
        .selectFrom('problem_replies')
        .select(['id', 'created_at'])
        .where('problem_id', '=', id)
        .execute();
      for (const r of replies) {
        await db
          .updateTable('problem_replies')
          .set({ created_at: shift(r.created_at) ?? r.created_at })
          .where('id', '=', r.id)
          .execute();
      }
    },
  };
}

export type ClockRepository = ReturnType<typeof clockRepository>;
