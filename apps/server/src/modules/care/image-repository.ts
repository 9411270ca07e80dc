import type { Db } from '../../db/database.ts';
import type { NewProblemImage, ProblemImage } from '../../db/schema.ts';

/** Uploaded images: drafts, a complaint's and a reply's (problem_images). */
export interface ImageRepository {
  insert(image: NewProblemImage): Promise<number>;
  byKey(key: string): Promise<ProblemImage | undefined>;
  /** Images the borrower uploaded since `since` (the daily quota). */
  uploadedSince(borrowerId: number, since: string): Promise<number>;
  /** The borrower's images not yet on a complaint, uploaded since `since` (the draft). */
  draftCount(borrowerId: number, since: string): Promise<number>;
  /** Keys of the borrower's draft images uploaded before `before` (abandoned drafts). */
  staleDrafts(borrowerId: number, before: string): Promise<string[]>;
  removeByKeys(keys: string[]): Promise<void>;
}

export function imageRepository(db: Db): ImageRepository {
  const countWhere = async (borrowerId: number, since: string, draftOnly: boolean) => {
    let query = db
      .selectFrom('problem_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('borrower_id', '=', borrowerId)
      .where('created_at', '>=', since)
      .where('author', '=', 'borrower');
    if (draftOnly) query = query.where('problem_id', 'is', null);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    async insert(image) {
      const { id } = await db
        .insertInto('problem_images')
        .values(image)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    byKey: (key) =>
      db.selectFrom('problem_images').selectAll().where('storage_key', '=', key).executeTakeFirst(),
    uploadedSince: (borrowerId, since) => countWhere(borrowerId, since, false),
    draftCount: (borrowerId, since) => countWhere(borrowerId, since, true),
    async staleDrafts(borrowerId, before) {
      const rows = await db
        .selectFrom('problem_images')
        .select('storage_key')
        .where('borrower_id', '=', borrowerId)
        .where('created_at', '<', before)
        .where('author', '=', 'borrower')
        .where('problem_id', 'is', null)
        .execute();
      return rows.map((r) => r.storage_key);
    },
    async removeByKeys(keys) {
      if (keys.length === 0) return;
      await db.deleteFrom('problem_images').where('storage_key', 'in', keys).execute();
    },
  };
}
