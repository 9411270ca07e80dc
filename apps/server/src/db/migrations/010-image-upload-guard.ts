import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * One row per borrower that uploads complaint images: an upload upserts it first in its
 * transaction, which serialises a borrower's concurrent uploads on both databases (as
 * `problem_save_guards` does for saves), so the nine of a draft and the daily quota are
 * counted with every earlier upload committed: twenty sent at once store nine.
 */
export function imageUploadGuard({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('image_upload_guards')
        .addColumn('borrower_id', 'integer', (c) =>
          c.primaryKey().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('uploaded_at', timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('image_upload_guards').execute();
    },
  };
}
