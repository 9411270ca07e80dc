/**
 * Row types of the database, shared by both dialects. Timestamps are ISO-8601 UTC strings
 * on both: SQLite stores that text, and the pg type parsers (pg-types.ts) convert
 * timestamptz to the same form, so no code ever sees a `Date` from the database.
 *
 * One file per area under schema/; this file joins them into the database's type.
 */
import type { Kysely } from 'kysely';
import type { LoansTables } from './schema/loans.ts';
import type { RepayTables } from './schema/repay.ts';
import type { CareTables } from './schema/care.ts';
import type { PromoTables } from './schema/promo.ts';
import type { SiteTables } from './schema/site.ts';
import type { LimitsTables } from './schema/limits.ts';
import type { PerformanceTables } from './schema/performance.ts';
import type { DocumentsTables } from './schema/documents.ts';
import type { ConsentTables } from './schema/consents.ts';
import type { ReminderTables } from './schema/reminders.ts';
import type { RightsTables } from './schema/rights.ts';
import type { OfferTables } from './schema/offers.ts';
import type { MandateTables } from './schema/mandates.ts';
export type * from './schema/loans.ts';
export type * from './schema/repay.ts';
export type * from './schema/care.ts';
export type * from './schema/promo.ts';
export type * from './schema/site.ts';
export type * from './schema/limits.ts';
export type * from './schema/performance.ts';
export type * from './schema/documents.ts';
export type * from './schema/consents.ts';
export type * from './schema/reminders.ts';
export type * from './schema/rights.ts';
export type * from './schema/offers.ts';
export type * from './schema/mandates.ts';

export interface Database
  extends
    LoansTables,
    RepayTables,
    CareTables,
    PromoTables,
    SiteTables,
    LimitsTables,
    PerformanceTables,
    ConsentTables,
    RightsTables,
    DocumentsTables,
    ReminderTables,
    OfferTables,
    MandateTables {}

/** The database handle every repository takes. */
export type Db = Kysely<Database>;
