import type { Region } from '@tenor/contract/launch';

/** Minutes each market's clock is ahead of UTC (IST, WIB: neither has summer time). */
export const OFFSET_MIN: Record<Region, number> = { IN: 330, ID: 420 };

/** The instant of `time` (HH:MM) on `date` (YYYY-MM-DD) on the market's clock. */
export const marketTime = (region: Region, date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MIN[region] * 60_000);
