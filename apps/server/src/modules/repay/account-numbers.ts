import { randomInt } from 'node:crypto';
import type { Region } from '@tenor/contract/launch';
import { nextMarketDay } from '../orders/market-day.ts';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** Our bill number for an issued account: `VC<yyyyMMdd><8 random digits>`, e.g. VC2025061512345678. */
export function billNumber(now: Date): string {
  return `VC${now.toISOString().slice(0, 10).replaceAll('-', '')}${digits(8)}`;
}

/** Virtual accounts and payment codes are payable for a day. */
export const ACCOUNT_TTL_MS = 24 * 3_600_000;

/**
 * When an issued account stops taking money. An overdue order's amount holds only for the
 * market day it was issued on: a daily late charge (Indonesia) makes tomorrow's amount larger,
 * and an account paid with yesterday's would no longer cover the period.
 */
export function accountExpiry(region: Region, overdue: boolean, now: Date): Date {
  const aDay = new Date(now.getTime() + ACCOUNT_TTL_MS);
  if (!overdue) return aDay;
  const midnight = nextMarketDay(region, now);
  return midnight < aDay ? midnight : aDay;
}
