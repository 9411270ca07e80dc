import type { Db } from '../../db/database.ts';
import type { NewProblemImage, ProblemImage } from '../../db/schema.ts';
import { rowBy } from '../../db/row-by.ts';

/** How many images a borrower may upload: within a day, and into the current draft. */
export interface UploadCaps {
  /** Uploads since `daySince` count against `perDay`. */
  daySince: string;
  perDay: number;
  /** Unfiled images uploaded since `draftSince` are the draft; it holds at most `draftMax`. */
  draftSince: string;
  draftMax: number;
}

/** The cap a further upload would pass. */
export type UploadCapReached = 'quota' | 'draftFull';

/** Uploaded images: drafts, a complaint's and a reply's (problem_images). */
export interface ImageRepository {
  /** An operator's image, already on its complaint. */
  insert(image: NewProblemImage): Promise<number>;
  /**
   * A borrower's draft image, unless a cap is reached: the borrower's uploads take turns
   * (image_upload_guards), so of uploads sent at once no more than the caps get in.
   */
  insertDraft(image: NewProblemImage, caps: UploadCaps): Promise<number | UploadCapReached>;
  /** The cap the borrower's uploads have reached, if any (a check before storing a file). */
  capReached(borrowerId: number, caps: UploadCaps): Promise<UploadCapReached | null>;
  byKey(key: string): Promise<ProblemImage | undefined>;
  /** Keys of the borrower's draft images uploaded before `before` (abandoned drafts). */
  staleDrafts(borrowerId: number, before: string): Promise<string[]>;
  removeByKeys(keys: string[]): Promise<void>;
}

export function imageRepository(db: Db): ImageRepository {
  const countWhere = async (trx: Db, borrowerId: number, since: string, draftOnly: boolean) => {
    let query = trx
      .selectFrom('problem_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('borrower_id', '=', borrowerId)
      .where('created_at', '>=', since)
      .where('author', '=', 'borrower');
    if (draftOnly) query = query.where('problem_id', 'is', null);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  };
  async function capIn(trx: Db, borrowerId: number, caps: UploadCaps) {
    const [today, draft] = await Promise.all([
      countWhere(trx, borrowerId, caps.daySince, false),
      countWhere(trx, borrowerId, caps.draftSince, true),
    ]);
    if (today >= caps.perDay) return 'quota';
    return draft >= caps.draftMax ? 'draftFull' : null;
  }
  async function insertIn(trx: Db, image: NewProblemImage) {
    const { id } = await trx
      .insertInto('problem_images')
      .values(image)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  return {
    insert: (image) => insertIn(db, image),
    insertDraft: (image, caps) =>
      db.transaction().execute(async (trx) => {
        // Held to the commit: on PostgreSQL the row lock, on SQLite the one writer.
        await trx
          .insertInto('image_upload_guards')
          .values({ borrower_id: image.borrower_id, uploaded_at: image.created_at })
          .onConflict((oc) =>
            oc.column('borrower_id').doUpdateSet({ uploaded_at: image.created_at }),
          )
          .execute();
        const reached = await capIn(trx, image.borrower_id, caps);
        return reached ?? insertIn(trx, image);
      }),
    capReached: (borrowerId, caps) => capIn(db, borrowerId, caps),
    byKey: (key) => rowBy(db, 'problem_images', { storage_key: key }),
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
