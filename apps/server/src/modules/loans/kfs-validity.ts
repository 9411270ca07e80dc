/**
 * How long a Key Fact Statement binds the lender (decision 056): `kfs_validity_days` working
 * days of the market after the day it is issued, to the end of the last one in market time.
 * Saturdays and Sundays do not count; public holidays are not known to the server and count
 * as working days, so a KFS never binds for longer than the lender said (decision 054 asks at
 * least 3 working days for loans of 7 days or more, and the start check holds each lender to
 * that).
 */
import type { Region } from '@tenor/contract/launch';
import { marketDayNumber, nextMarketDay } from '../../domain/orders/market-day.ts';

const DAY_MS = 86_400_000;

/** A market day number (market-day.ts) falls on a Saturday or a Sunday. */
const isWeekend = (day: number) => {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The first instant the KFS no longer binds: midnight after its last working day, market time. */
export function kfsValidUntil(region: Region, issuedAt: Date, workingDays: number): Date {
  let dayStart = nextMarketDay(region, issuedAt);
  let counted = 0;
  for (;;) {
    const next = nextMarketDay(region, dayStart);
    if (!isWeekend(marketDayNumber(region, dayStart))) {
      counted += 1;
      if (counted >= workingDays) return next;
    }
    dayStart = next;
  }
}

/** Whether a KFS valid until `validUntil` still binds the lender at `now`. */
export const kfsBinds = (validUntil: string | Date, now: Date): boolean =>
  now.getTime() < new Date(validUntil).getTime();
