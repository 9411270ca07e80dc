import type { Db } from '../../db/database.ts';
import type { Region } from '../../db/schema.ts';
import { nextNumber, referenceOf } from './complaint-number.ts';
import { ageRows } from '../../db/age-rows.ts';
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
      const moved = await ageRows(
        db,
        'problems',
        { id },
        ['created_at', 'reply_due_at', 'assigned_at', 'answered_at', 'closed_at', 'escalated_at'],
        days,
      );
      if (moved.length === 0) return;
      await ageRows(db, 'problem_replies', { problem_id: id }, ['created_at'], days);
    },
  };
}

export type ClockRepository = ReturnType<typeof clockRepository>;
