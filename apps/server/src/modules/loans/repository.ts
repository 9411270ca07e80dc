import type { Db } from '../../db/database.ts';
import type { NewEvent } from '../../db/schema.ts';

/** Applications and page events (products come from products/repository.ts). */
export interface LoansRepository {
  /** Product ids the borrower has applied to since `since` (ISO). */
  appliedProductIds(borrowerId: number, since: string): Promise<Set<number>>;
  addEvent(event: NewEvent): Promise<void>;
}

export function loansRepository(db: Db): LoansRepository {
  return {
    async appliedProductIds(borrowerId, since) {
      const rows = await db
        .selectFrom('events')
        .select('product_id')
        .distinct()
        .where('borrower_id', '=', borrowerId)
        .where('kind', '=', 'apply')
        .where('created_at', '>=', since)
        .execute();
      return new Set(rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id])));
    },
    async addEvent(event) {
      await db.insertInto('events').values(event).execute();
    },
  };
}
