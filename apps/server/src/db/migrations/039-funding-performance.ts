import { sql, type Kysely, type Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * The platform's published funding performance per market (decision 057, decision 054
 * Indonesia 5): TKB90, the share of loans repaid within 90 days of their due date, as of a
 * date. An operator adds a row each time the figure is published; pages show the latest.
 */
export function fundingPerformance({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('funding_performance'))
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('as_of', 'text', (c) => c.notNull())
        .addColumn('tkb90_bps', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('funding_performance_region', sqlIn('region', ['IN', 'ID']))
        // Basis points: 0 to 10 000 (100 %).
        .addCheckConstraint('funding_performance_tkb90', sql`tkb90_bps between 0 and 10000`)
        .addUniqueConstraint('funding_performance_region_as_of', ['region', 'as_of'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('funding_performance').execute();
    },
  };
}
