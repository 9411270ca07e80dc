/**
 * A market's working days: not Saturday, not Sunday, not one of its public holidays
 * (MARKET_HOLIDAYS_IN / _ID, config/market.ts). The complaint clock counts its promise and
 * Indonesia's legal limit in them, a Key Fact Statement's validity runs to the end of its last
 * one, and no payment reminder goes out on a holiday.
 */
import type { Region } from '@tenor/contract/launch';
import { marketDayNumber } from './market-day.ts';

const DAY_MS = 86_400_000;

/** Each market's public holidays, as `YYYY-MM-DD` dates of its own calendar. */
export type Holidays = Readonly<Record<Region, readonly string[]>>;

export const noHolidays: Holidays = { IN: [], ID: [] };

/** Whether a market day number (market-day.ts) is one of the market's holidays. */
export const isHoliday = (region: Region, day: number, holidays: Holidays): boolean =>
  holidays[region].some((h) => Date.parse(`${h}T00:00:00Z`) / DAY_MS === day);

/** Whether a market day number is a working day of that market. */
export function isWorkingDay(region: Region, day: number, holidays: Holidays): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(region, day, holidays);
}

/** The same time of day, `days` working days of the market after `from`. */
export function workingDaysAfter(
  from: Date,
  region: Region,
  days: number,
  holidays: Holidays = noHolidays,
): Date {
  let counted = 0;
  let at = from;
  while (counted < days) {
    at = new Date(at.getTime() + DAY_MS);
    if (isWorkingDay(region, marketDayNumber(region, at), holidays)) counted += 1;
  }
  return at;
}
