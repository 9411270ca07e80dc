import type { Selectable } from 'kysely';
import type { Database, Db } from './schema.ts';

export type Table = keyof Database & string;

/** A row of `table` as read from the database. */
export type Row<T extends Table> = Selectable<Database[T]>;

/** `table`'s rows whose columns equal `key`, compared in the order `key` names them (`where … and …`). */
export function rowsWhere<T extends Table>(db: Db, table: T, key: Partial<Row<T>>) {
  let query = db.selectFrom(table as Table);
  for (const [column, value] of Object.entries(key)) {
    query = query.where(column as never, '=', value as never);
  }
  return query;
}

/**
 * The row of `table` whose columns equal `key`, or undefined: a repository's read of one row
 * by its id, its reference, or its owner and id; all its columns, or those `columns` names.
 * The statement is the one a chain of `where`s would write.
 */
export function rowBy<T extends Table>(
  db: Db,
  table: T,
  key: Partial<Row<T>>,
): Promise<Row<T> | undefined>;
export function rowBy<T extends Table, C extends keyof Row<T> & string>(
  db: Db,
  table: T,
  key: Partial<Row<T>>,
  columns: readonly C[],
): Promise<Pick<Row<T>, C> | undefined>;
export function rowBy<T extends Table>(
  db: Db,
  table: T,
  key: Partial<Row<T>>,
  columns?: readonly string[],
): Promise<Partial<Row<T>> | undefined> {
  const query = rowsWhere(db, table, key);
  return (
    columns === undefined ? query.selectAll() : query.select(columns as never[])
  ).executeTakeFirst() as Promise<Partial<Row<T>> | undefined>;
}
