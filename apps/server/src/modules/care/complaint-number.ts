import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, Region } from '../../db/schema.ts';

/** `TNR-IN-2026-000123`: market, the market's year of filing, its number in that year. */
export const referenceOf = (region: Region, year: number, n: number): string =>
  `TNR-${region}-${year}-${String(n).padStart(6, '0')}`;

/**
 * The next number of a market's year: one upsert that increments and returns in the same
 * statement, so two instances on one PostgreSQL never get the same number (the row lock
 * serialises them) and a rolled-back filing leaves only a gap.
 */
export async function nextNumber(trx: Transaction<Database> | Db, region: Region, year: number) {
  const row = await trx
    .insertInto('complaint_sequences')
    .values({ region, year, last: 1 })
    .onConflict((oc) =>
      oc
        .columns(['region', 'year'])
        .doUpdateSet({ last: sql<number>`complaint_sequences.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}
