import type { Db } from './schema.ts';
import { rowsWhere, type Row, type Table } from './row-by.ts';

/** The columns of `T` that hold a timestamp (ISO text, or null). */
type TimeColumn<T extends Table> = {
  [C in keyof Row<T> & string]: Row<T>[C] extends string | null ? C : never;
}[keyof Row<T> & string];

/**
 * For the demo and the tests: moves the timestamps `columns` of `table`'s rows whose columns
 * equal `key` `days` back in time (a null stays null), as if the rows had been written then.
 * Returns the ids of the rows moved, so that rows of theirs can follow.
 */
export async function ageRows<T extends Table>(
  db: Db,
  table: T,
  key: Partial<Row<T>>,
  columns: readonly TimeColumn<T>[],
  days: number,
): Promise<number[]> {
  const back = (iso: string | null) =>
    iso === null ? null : new Date(Date.parse(iso) - days * 86_400_000).toISOString();
  const rows = (await rowsWhere(db, table, key)
    .select(['id', ...columns] as never[])
    .execute()) as Record<string, string | number | null>[];
  for (const row of rows) {
    const moved = Object.fromEntries(columns.map((c) => [c, back(row[c] as string | null)]));
    await db
      .updateTable(table as Table)
      .set(moved as never)
      .where('id', '=', row['id'] as never)
      .execute();
  }
  return rows.map((row) => row['id'] as number);
}
