/** What a statement reads besides the order and its plan: the order's owner and its refunds. */
import type { Db } from '../../../db/database.ts';
import type { RefundEntry } from './movements.ts';
import { rowBy } from '../../../db/row-by.ts';

export function statementRepository(db: Db) {
  return {
    /** Who the order belongs to: a download link is checked against its owner. */
    async ownerOf(orderId: number): Promise<number | undefined> {
      const row = await rowBy(db, 'orders', { id: orderId }, ['borrower_id']);
      return row?.borrower_id;
    },

    /** Money that arrived for the order and is given back, by either rail, oldest first. */
    async refundsOf(orderId: number): Promise<RefundEntry[]> {
      const [accounts, gateway] = await Promise.all([
        db
          .selectFrom('payment_refunds')
          .select(['id', 'amount', 'created_at', 'refunded_at'])
          .where('order_id', '=', orderId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('gateway_refunds')
          .select(['id', 'amount', 'created_at', 'refunded_at'])
          .where('order_id', '=', orderId)
          .orderBy('id')
          .execute(),
      ]);
      return [...accounts, ...gateway].map((row) => ({
        amount: row.amount,
        createdAt: row.created_at,
        refundedAt: row.refunded_at,
      }));
    },
  };
}

export type StatementRepository = ReturnType<typeof statementRepository>;
