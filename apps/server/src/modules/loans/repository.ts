import { orderStatus } from '@tenor/contract/orders';
import type { Db } from '../../db/database.ts';
import { groupCommitted } from '../../db/group-commit.ts';
import { andThen, type MaybePromise } from '../../kernel/maybe-promise.ts';
import { prepared } from '../../db/prepared.ts';
import { versionedCache } from '../../db/versioned-cache.ts';
import type { NewEvent } from '../../db/schema.ts';

/** Applications and page events (products come from products/repository.ts). */
export interface LoansRepository {
  /** Product ids the borrower has applied to since `since` (ISO); at once when kept. */
  appliedProductIds(borrowerId: number, since: string): MaybePromise<ReadonlySet<number>>;
  addEvent(event: NewEvent): Promise<void>;
  /**
   * The amount of the borrower's newest order that was not refused (any product: one market,
   * one currency), where the confirm screen opens (opening-choice.ts); none without one.
   */
  lastAmountAsked(borrowerId: number): Promise<number | undefined>;
}

const NONE_APPLIED: ReadonlySet<number> = new Set();

export function loansRepository(db: Db): LoansRepository {
  // The list's query and the page events' insert: the hottest read and write
  // (docs/decisions/012-api-fast-path.md). Events are appends from every open page, committed
  // in groups.
  const applied = prepared<{ borrowerId: number; since: string }, { product_id: number | null }>(
    db,
    (db, slot) =>
      db
        .selectFrom('events')
        .select('product_id')
        .distinct()
        .where('borrower_id', '=', slot('borrowerId'))
        .where('kind', '=', 'apply')
        .where('created_at', '>=', slot('since')),
  );
  // A borrower's applications of the day, kept until they apply again (or the day turns).
  const appliedToday = versionedCache<{ since: string; ids: ReadonlySet<number> }>(
    db,
    'applications',
  );
  const insertEvent = groupCommitted<'events', NewEvent>(db, 'events', (value) => ({
    borrower_id: value('borrower_id'),
    kind: value('kind'),
    product_id: value('product_id'),
    module_id: value('module_id'),
    position_id: value('position_id'),
    scene: value('scene'),
    created_at: value('created_at'),
  }));
  return {
    appliedProductIds: (borrowerId, since) =>
      andThen(
        appliedToday.get(
          borrowerId,
          async () => {
            const rows = await applied({ borrowerId, since });
            const ids = rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id]));
            return { since, ids: new Set(ids) };
          },
          (value) => value.since === since,
        ),
        (kept) => kept?.ids ?? NONE_APPLIED,
      ),
    addEvent: insertEvent,
    lastAmountAsked: async (borrowerId) => {
      const row = await db
        .selectFrom('orders')
        .select('amount')
        .where('borrower_id', '=', borrowerId)
        .where('status', '!=', orderStatus.rejected)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.amount;
    },
  };
}
