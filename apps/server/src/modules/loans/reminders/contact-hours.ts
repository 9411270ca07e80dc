/**
 * When a reminder may reach a borrower (decision 062): India, 08:00–19:00 IST every day (RBI's
 * circular of 12 Aug 2022 on recovery agents: no contact before 8 a.m. or after 7 p.m. about an
 * overdue loan); Indonesia, Monday to Saturday 08:00–20:00 WIB (POJK 22/2023 art. 62(2)(f),
 * outside national holidays). Never on a market's public holiday (MARKET_HOLIDAYS_*).
 */
import type { Region } from '@tenor/contract/launch';
import { insideMarketHours, type MarketHours } from '../../../domain/orders/market-hours.ts';

export type ContactHours = MarketHours;

export const CONTACT_HOURS: Record<Region, ContactHours> = {
  IN: { from: 8 * 60, until: 19 * 60, days: [0, 1, 2, 3, 4, 5, 6] },
  ID: { from: 8 * 60, until: 20 * 60, days: [1, 2, 3, 4, 5, 6] },
};

/** Whether `at` is inside the market's contact hours and days, and not one of its `holidays`. */
export const insideContactHours = (region: Region, at: Date, holidays: readonly string[]) =>
  insideMarketHours(region, at, CONTACT_HOURS[region], holidays);
