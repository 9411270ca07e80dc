/** The platform's published funding performance (decision 057). */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

/** One published TKB90 figure of a market (migration 039). */
export interface FundingPerformanceTable {
  id: Generated<number>;
  region: Region;
  /** The day the figure was measured, `yyyy-MM-dd` on the market's calendar. */
  as_of: string;
  /** TKB90: loans repaid within 90 days of their due date, basis points of 100 % (9 950 = 99.50 %). */
  tkb90_bps: number;
  created_at: string;
}
