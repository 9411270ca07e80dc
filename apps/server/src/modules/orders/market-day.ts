import { formatDateTime, wireDate } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';

const DAY_MS = 86_400_000;

/** The market's calendar day of an instant, as a day count (for differences only). */
export const marketDayNumber = (region: Region, at: Date): number =>
  Date.parse(`${wireDate(region, at)}T00:00:00Z`) / DAY_MS;

/**
 * Whole calendar days of the market from a due date to `now` (0 on the due date itself and
 * before it): what loan details shows as days late and what a daily late charge counts.
 */
export const daysLateOf = (region: Region, dueAt: string | Date, now: Date): number =>
  Math.max(0, marketDayNumber(region, now) - marketDayNumber(region, new Date(dueAt)));

/** The instant the market's next calendar day begins (its midnight). */
export function nextMarketDay(region: Region, now: Date): Date {
  const wallClock = Date.parse(`${formatDateTime(region, now).replace(' ', 'T')}Z`);
  const offset = wallClock - Math.floor(now.getTime() / 1_000) * 1_000;
  return new Date((marketDayNumber(region, now) + 1) * DAY_MS - offset);
}
