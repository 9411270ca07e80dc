import type { Db } from '../../db/database.ts';
import type { Region } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { rowBy } from '../../db/row-by.ts';
import { DESK_LIST_MAX } from '../../desk/desk-html.ts';

export interface NewContactMessage {
  submissionId: string;
  name: string;
  email: string;
  message: string;
  region: Region;
  client: string;
}

export function contactRepository(db: Db) {
  return {
    /** Stores the message; false when its submission was stored before (a repeated send). */
    async add(m: NewContactMessage, now: Date): Promise<boolean> {
      const rows = await db
        .insertInto('contact_messages')
        .values({
          submission_id: m.submissionId,
          name: m.name,
          email: m.email,
          message: m.message,
          region: m.region,
          client: m.client,
          created_at: toIso(now),
        })
        .onConflict((oc) => oc.column('submission_id').doNothing())
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    async known(submissionId: string): Promise<boolean> {
      const row = await rowBy(db, 'contact_messages', { submission_id: submissionId }, ['id']);
      return row !== undefined;
    },

    /** The newest messages and how many there are in all. */
    async latest() {
      const [items, total] = await Promise.all([
        db
          .selectFrom('contact_messages')
          .select(['id', 'name', 'email', 'message', 'region', 'created_at'])
          .orderBy('id', 'desc')
          .limit(DESK_LIST_MAX)
          .execute(),
        db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.n) };
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
