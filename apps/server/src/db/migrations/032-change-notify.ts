import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../config.ts';
import { WATCHES, type Watch } from '../change-feed.ts';
import { CHANGE_CHANNEL } from '../pg-change-feed.ts';

const OPS = { insert: ['new'], update: ['old', 'new'], delete: ['old'] } as const;

/** One trigger per watched table and kind of write, each naming what it moves. */
function triggers(watch: Watch, index: number): string[] {
  return Object.entries(OPS).map(([op, rows]) => {
    const when =
      watch.when === undefined
        ? ''
        : ` when (${rows.map((row) => watch.when!(row.toUpperCase() as 'NEW' | 'OLD')).join(' or ')})`;
    const args = watch.key === undefined ? `'${watch.name}'` : `'${watch.name}', '${watch.key}'`;
    return (
      `create trigger tenor_watch_${index}_${op} after ${op} on ${watch.table} for each row` +
      `${when} execute function tenor_changed(${args})`
    );
  });
}

/**
 * PostgreSQL's change feed (db/pg-change-feed.ts): every write to a table the server keeps in
 * memory notifies `tenor_changed` with `name:key` (`name:` for a whole table), delivered to
 * every instance's listening connection when the write commits. Nothing on SQLite, whose feed
 * installs its own triggers on its connection.
 */
export function changeNotify(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql
        .raw(
          `create or replace function tenor_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('${CHANGE_CHANNEL}', tg_argv[0] || ':' || coalesce(to_jsonb(old) ->> tg_argv[1], ''));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('${CHANGE_CHANNEL}', tg_argv[0] || ':' || coalesce(to_jsonb(new) ->> tg_argv[1], ''));
  end if;
  return null;
end $$`,
        )
        .execute(db);
      for (const [index, watch] of WATCHES.entries()) {
        for (const statement of triggers(watch, index)) await sql.raw(statement).execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const [index, watch] of WATCHES.entries()) {
        for (const op of Object.keys(OPS)) {
          await sql
            .raw(`drop trigger if exists tenor_watch_${index}_${op} on ${watch.table}`)
            .execute(db);
        }
      }
      await sql.raw('drop function if exists tenor_changed()').execute(db);
    },
  };
}
