/**
 * The demo's published funding performance (decision 057): an invented TKB90 for Indonesia.
 * A real deployment writes the figure it publishes (migration 039); pages show the latest row.
 */
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/time.ts';

export const demoPerformance = [{ region: 'ID', as_of: '2026-10-31', tkb90_bps: 9_912 }] as const;

/** Idempotent: a row of the same market and day is left as it is. */
export async function seedDemoPerformance(trx: Pick<Db, 'insertInto'>): Promise<void> {
  await trx
    .insertInto('funding_performance')
    .values(demoPerformance.map((row) => ({ ...row, created_at: nowIso() })))
    .onConflict((oc) => oc.columns(['region', 'as_of']).doNothing())
    .execute();
}
