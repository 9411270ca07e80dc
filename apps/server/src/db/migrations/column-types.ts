/**
 * The dialect differences a migration has to spell out (decision 003, "Dialect traps"). A migration
 * cannot ask Kysely which dialect it runs on, so the flag comes from config.
 */
import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type RawBuilder,
} from 'kysely';
import type { Dialect } from '../../config.ts';

export interface ColumnTypes {
  /** Auto-assigned integer primary key. */
  id: <T extends string>(table: CreateTableBuilder<T>) => CreateTableBuilder<T>;
  /** ISO-8601 UTC text on SQLite, timestamptz on PostgreSQL. */
  timestamp: 'text' | 'timestamptz';
}

export function columnTypes(dialect: Dialect): ColumnTypes {
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.generatedByDefaultAsIdentity().primaryKey()
      : col.primaryKey().autoIncrement();
  return {
    id: (table) => table.addColumn('id', 'integer', identity),
    timestamp: dialect === 'postgres' ? 'timestamptz' : 'text',
  };
}

/** `col IN ('a', 'b')` for check constraints (literals, since DDL takes no parameters). */
export const sqlIn = (column: string, values: readonly string[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
