import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * Each product belongs to a lender (decision 055): the regulated entity that lends, with what a
 * borrower must be told of it (decision 054). A product row from before has no lender until an
 * operator (or the demo seeding) sets one, and a start with such a product is refused
 * (domain/products/lender-check.ts).
 */
export function lenders({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('lenders'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('legal_name', 'text', (c) => c.notNull())
        .addColumn('registration', 'text', (c) => c.notNull())
        .addColumn('grievance_name', 'text', (c) => c.notNull())
        .addColumn('grievance_phone', 'text', (c) => c.notNull())
        .addColumn('grievance_email', 'text', (c) => c.notNull())
        .addColumn('recovery_agents', 'text', (c) => c.notNull())
        .addColumn('directory_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cooling_off_days', 'integer', (c) => c.notNull())
        .addColumn('kfs_validity_days', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('lenders_region', sqlIn('region', ['IN', 'ID']))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('lender_id', 'integer', (c) => c.references('lenders.id'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('products').dropColumn('lender_id').execute();
      await db.schema.dropTable('lenders').execute();
    },
  };
}
