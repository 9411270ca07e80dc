import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../config.ts';
import { NEW_KINDS as BEFORE, widenConsentKinds } from './045-data-rights.ts';

/**
 * The Key Fact Statement's key facts in plain words, ticked before Agree (decision 070): one
 * more kind of row in the consent ledger (decision 056).
 */
export function kfsSummary(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await widenConsentKinds(db, dialect, [...BEFORE, 'summary_acknowledged']);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from consent_events where kind = 'summary_acknowledged'`.execute(db);
      await widenConsentKinds(db, dialect, BEFORE);
    },
  };
}
