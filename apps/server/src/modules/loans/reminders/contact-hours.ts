/**
 * When a reminder may reach a borrower (decision 062): India, 08:00–19:00 IST every day (RBI's
 * circular of 12 Aug 2022 on recovery agents: no contact before 8 a.m. or after 7 p.m. about an
 * overdue loan); Indonesia, Monday to Saturday 08:00–20:00 WIB (POJK 22/2023 art. 62(2)(f),
 * outside national holidays). Never on a market's public holiday (MARKET_HOLIDAYS_*).
 */
import { formatDateTime } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';

export interface ContactHours {
  /** Minutes after the market's midnight: from (inclusive) and until (exclusive). */
  from: number;
  until: number;
  /** Days of the week allowed, 0 = Sunday. */
  days: readonly number[];
}

export const CONTACT_HOURS: Record<Region, ContactHours> = {
  IN: { from: 8 * 60, until: 19 * 60, days: [0, 1, 2, 3, 4, 5, 6] },
  ID: { from: 8 * 60, until: 20 * 60, days: [1, 2, 3, 4, 5, 6] },
};

/** Whether `at` is inside the market's contact hours and days, and not one of its `holidays`. */
export function insideContactHours(region: Region, at: Date, holidays: readonly string[]): boolean {
  // `yyyy-MM-dd HH:mm:ss` on the market's clock.
  const wall = formatDateTime(region, at);
  const date = wall.slice(0, 10);
  if (holidays.includes(date)) return false;
  const hours = CONTACT_HOURS[region];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (!hours.days.includes(weekday)) return false;
  const minute = Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
  return minute >= hours.from && minute < hours.until;
}
