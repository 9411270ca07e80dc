import { type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Loan disclosure (decision 010; docs/markets.md "Late charges"):
 * - `products.late_fee_bps`: the late fee, in basis points of an overdue period's total,
 *   charged once when the period falls overdue (orders/status-change.ts). Rows from before
 *   this migration charge none until an operator sets one; the demo seed sets it per market.
 * - `repayment_plans.late_fee`: the late fee charged on that period, already included in
 *   its `total`, so every repayment path collects it unchanged.
 * - `rating_prompts`: orders whose rating dialog the borrower dismissed, so it is offered
 *   once per order (docs/screens.md "Loan details rating").
 */
export function loanDisclosure({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('late_fee_bps', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('repayment_plans')
        .addColumn('late_fee', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('rating_prompts')
        .addColumn('order_id', 'integer', (c) =>
          c.primaryKey().references('orders.id').onDelete('cascade'),
        )
        .addColumn('dismissed_at', timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
