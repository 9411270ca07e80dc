import type { Db } from '../../db/database.ts';
import type { Agreement, NewEvent, Product, Region } from '../../db/schema.ts';

export interface LoansRepository {
  productsOf(region: Region): Promise<Product[]>;
  product(id: number): Promise<Product | undefined>;
  /** Product ids the borrower has applied to since `since` (ISO). */
  appliedProductIds(borrowerId: number, since: string): Promise<Set<number>>;
  addEvent(event: NewEvent): Promise<void>;
  /** The product's agreements by position. */
  agreementsOf(productId: number): Promise<Agreement[]>;
}

export function loansRepository(db: Db): LoansRepository {
  return {
    productsOf: (region) =>
      db
        .selectFrom('products')
        .selectAll()
        .where('region', '=', region)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    product: (id) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
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
    agreementsOf: (productId) =>
      db
        .selectFrom('product_agreements')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute(),
  };
}
