/**
 * How long a Key Fact Statement binds the lender (decision 056): `kfs_validity_days` working
 * days of the market after the day it is issued, to the end of the last one in market time.
 * Saturdays, Sundays and the market's public holidays (MARKET_HOLIDAYS_*,
 * domain/orders/working-days.ts) do not count, so a holiday never shortens the borrower's time
 * to read it (decision 054 asks at least 3 working days for loans of 7 days or more, and the
 * start check holds each lender to that).
 */
import type { Region } from '@tenor/contract/launch';
import { marketDayNumber, nextMarketDay } from '../../domain/orders/market-day.ts';
import { isWorkingDay, noHolidays, type Holidays } from '../../domain/orders/working-days.ts';

/** The first instant the KFS no longer binds: midnight after its last working day, market time. */
export function kfsValidUntil(
  region: Region,
  issuedAt: Date,
  workingDays: number,
  holidays: Holidays = noHolidays,
): Date {
  let dayStart = nextMarketDay(region, issuedAt);
  let counted = 0;
  for (;;) {
    const next = nextMarketDay(region, dayStart);
    if (isWorkingDay(region, marketDayNumber(region, dayStart), holidays)) {
      counted += 1;
      if (counted >= workingDays) return next;
    }
    dayStart = next;
  }
}

/** Whether a KFS valid until `validUntil` still binds the lender at `now`. */
export const kfsBinds = (validUntil: string | Date, now: Date): boolean =>
  now.getTime() < new Date(validUntil).getTime();
