import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * One row per borrower that files complaints: problem-save upserts it first in its
 * transaction, which serialises a borrower's concurrent saves on both databases (as
 * `loan_push_guards` does for loan pushes), so a double tap files one complaint.
 */
export function problemSaveGuard({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('problem_save_guards')
        .addColumn('borrower_id', 'integer', (c) =>
          c.primaryKey().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('saved_at', timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('problem_save_guards').execute();
    },
  };
}
