/**
 * The borrower's data rights (modules/rights, decision 064): how long a lender's records are
 * kept after the last loan ends, per market, and the notice an erasure is given before it runs.
 */
import * as z from 'zod';
import type { Region } from '@tenor/contract/launch';

const years = z.coerce.number().int().min(0).max(30);

export const rightsEnv = {
  RETENTION_YEARS_IN: years.default(5),
  RETENTION_YEARS_ID: years.default(5),
  ERASURE_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(48),
};

export interface RightsConfig {
  rights: {
    /** Years the records of a paid-out loan are kept after it ends (India: PMLA; Indonesia: UU PPSK/OJK). */
    retentionYears: Record<Region, number>;
    /** Hours between an accepted erasure and the job that carries it out. */
    erasureNoticeHours: number;
  };
}

type RightsEnv = z.infer<z.ZodObject<typeof rightsEnv>>;

export const rightsConfig = (e: RightsEnv): RightsConfig => ({
  rights: {
    retentionYears: { IN: e.RETENTION_YEARS_IN, ID: e.RETENTION_YEARS_ID },
    erasureNoticeHours: e.ERASURE_NOTICE_HOURS,
  },
});
