import type { Kysely, Migration } from 'kysely';
import { createSignInFailures } from './008-customer-care.ts';
import type { ColumnTypes } from './column-types.ts';

/**
 * The desk's wrong passwords are now counted in `rate_events` (per address and for the
 * account, desk/desk-auth.ts): their own table goes. Its rows only ever served a
 * 15-minute window.
 */
export function deskSignInLimits(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('ops_sign_in_failures').execute();
    },
    down: (db: Kysely<unknown>) => createSignInFailures(db, types),
  };
}
