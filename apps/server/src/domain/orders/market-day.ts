import { formatDateTime, wireDate } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { LRUCache } from 'lru-cache';

const DAY_MS = 86_400_000;

const MINUTE_MS = 60_000;
const KEPT_MAX = 4096;
const REGION_INDEX: Record<Region, number> = { IN: 0, ID: 1 };

/** Answers by market and minute: a market's days begin on a whole minute (UTC+05:30, +07:00). */
const kept = new LRUCache<number, number>({ max: KEPT_MAX });

/**
 * The market's calendar day of an instant, as a day count (for differences only). Formatting
 * the date in the market's zone is the dear part and loan details asks on every request, for
 * now and for due dates: answers are kept by minute.
 */
export function marketDayNumber(region: Region, at: Date): number {
  const key = Math.floor(at.getTime() / MINUTE_MS) * 2 + REGION_INDEX[region];
  const known = kept.get(key);
  if (known !== undefined) return known;
  const day = Date.parse(`${wireDate(region, at)}T00:00:00Z`) / DAY_MS;
  kept.set(key, day);
  return day;
}

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

/** Each market's day being asked about: worked out once a day, not per request. */
const dayStarts = new Map<Region, { from: number; until: number; iso: string }>();

/**
 * The instant the market's current calendar day began, as written to the database: "today"
 * of the daily application rule (modules/loans/daily-rule.ts), asked on every list request.
 */
export function marketDayStartIso(region: Region, nowMs: number = Date.now()): string {
  const kept = dayStarts.get(region);
  if (kept !== undefined && nowMs >= kept.from && nowMs < kept.until) return kept.iso;
  const until = nextMarketDay(region, new Date(nowMs)).getTime();
  const from = until - DAY_MS;
  dayStarts.set(region, { from, until, iso: new Date(from).toISOString() });
  return new Date(from).toISOString();
}
