/**
 * A window of hours on a market's clock in which the lender may reach a borrower: payment
 * reminders (modules/loans/reminders/contact-hours.ts, decision 062) and marketing offers
 * (modules/offers/offer-rules.ts, decision 065) each have the regulators' own.
 */
import { formatDateTime } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';

export interface MarketHours {
  /** Minutes after the market's midnight: from (inclusive) and until (exclusive). */
  from: number;
  until: number;
  /** Days of the week allowed, 0 = Sunday. */
  days: readonly number[];
}

/** Whether `at` is inside `hours` on the market's clock and not one of its `holidays`. */
export function insideMarketHours(
  region: Region,
  at: Date,
  hours: MarketHours,
  holidays: readonly string[],
): boolean {
  // `yyyy-MM-dd HH:mm:ss` on the market's clock.
  const wall = formatDateTime(region, at);
  const date = wall.slice(0, 10);
  if (holidays.includes(date)) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (!hours.days.includes(weekday)) return false;
  const minute = Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
  return minute >= hours.from && minute < hours.until;
}
