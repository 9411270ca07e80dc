import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from './schema.ts';
import type { Row } from './row-by.ts';

/** The work queues: tables whose rows an instance claims (pending → sending) before it sends them. */
type Queue = 'reminders' | 'sms_offer_sends';

/**
 * Up to `limit` pending rows of `table` that `which` keeps, oldest first, claimed for `instance`:
 * moved to sending in one statement and returned. On PostgreSQL the pick locks the rows it takes
 * and skips those another instance is claiming (FOR UPDATE SKIP LOCKED), so two instances never
 * send one row; SQLite has a single writer.
 */
export function claimPending<T extends Queue>(
  db: Db,
  postgres: boolean,
  table: T,
  claim: {
    instance: string;
    limit: number;
    which: (row: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
  },
): Promise<Row<T>[]> {
  // The queues share the columns read here; Kysely cannot see that through a union of tables.
  const queue = table as Queue as 'reminders';
  const which = claim.which as unknown as (
    row: ExpressionBuilder<Database, 'reminders'>,
  ) => Expression<SqlBool>;
  return db
    .updateTable(queue)
    .set({ status: 'sending', claimed_by: claim.instance })
    .where('status', '=', 'pending')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(queue)
        .select('id')
        .where('status', '=', 'pending')
        .where(which)
        .orderBy('id')
        .limit(claim.limit)
        .$if(postgres, (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute() as Promise<Row<T>[]>;
}
