import type { Db } from '../../db/database.ts';
import type {
  Borrower,
  ConsentEvent,
  KfsStatement,
  KfsStatementsTable,
  NewConsentEvent,
} from '../../db/schema.ts';
import type { Insertable } from 'kysely';
import { rowBy } from '../../db/row-by.ts';

/** Issued Key Fact Statements and the consent ledger (decision 056). */
export type LedgerEvent = ConsentEvent & { product_name: string | null; order_no: string | null };

export interface ConsentRepository {
  addKfs(row: Insertable<KfsStatementsTable>): Promise<KfsStatement>;
  /** The borrower's newest KFS for this choice that still binds at `now` and has no order yet. */
  bindingKfs(
    borrowerId: number,
    productId: number,
    amount: number,
    periods: number,
    now: string,
  ): Promise<KfsStatement | undefined>;
  kfsByNumber(kfsNo: string): Promise<KfsStatement | undefined>;
  kfsOfOrder(borrowerId: number, orderId: number): Promise<KfsStatement | undefined>;
  attachOrder(kfsId: number, orderId: number): Promise<void>;
  addEvents(rows: readonly NewConsentEvent[]): Promise<void>;
  /** A borrower's ledger, oldest first, with each row's product name and order number. */
  eventsOf(borrowerId: number): Promise<LedgerEvent[]>;
  /** A borrower by id or by phone (E.164, or its digits). */
  findBorrower(search: string): Promise<Borrower | undefined>;
}

export function consentRepository(db: Db): ConsentRepository {
  return {
    async addKfs(row) {
      return db.insertInto('kfs_statements').values(row).returningAll().executeTakeFirstOrThrow();
    },
    bindingKfs: (borrowerId, productId, amount, periods, now) =>
      db
        .selectFrom('kfs_statements')
        .selectAll()
        .where('borrower_id', '=', borrowerId)
        .where('product_id', '=', productId)
        .where('amount', '=', amount)
        .where('periods', '=', periods)
        .where('order_id', 'is', null)
        .where('valid_until', '>', now)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    kfsByNumber: (kfsNo) => rowBy(db, 'kfs_statements', { kfs_no: kfsNo }),
    kfsOfOrder: (borrowerId, orderId) =>
      rowBy(db, 'kfs_statements', { borrower_id: borrowerId, order_id: orderId }),
    async attachOrder(kfsId, orderId) {
      await db
        .updateTable('kfs_statements')
        .set({ order_id: orderId })
        .where('id', '=', kfsId)
        .execute();
    },
    async addEvents(rows) {
      if (rows.length > 0)
        await db
          .insertInto('consent_events')
          .values([...rows])
          .execute();
    },
    eventsOf: (borrowerId) =>
      db
        .selectFrom('consent_events')
        .leftJoin('products', 'products.id', 'consent_events.product_id')
        .leftJoin('orders', 'orders.id', 'consent_events.order_id')
        .selectAll('consent_events')
        .select(['products.name as product_name', 'orders.order_no as order_no'])
        .where('consent_events.borrower_id', '=', borrowerId)
        .orderBy('consent_events.id', 'asc')
        .execute(),
    async findBorrower(search) {
      const text = search.trim();
      if (/^\d{1,9}$/.test(text)) {
        const byId = await db
          .selectFrom('borrowers')
          .selectAll()
          .where('id', '=', Number(text))
          .executeTakeFirst();
        if (byId !== undefined) return byId;
      }
      const digits = text.replace(/\D/g, '');
      if (digits.length < 6) return undefined;
      return rowBy(db, 'borrowers', { phone: `+${digits}` });
    },
  };
}
