/**
 * The promise on the complaint form: a reply within 3 weekdays (docs/screens.md "Complaint form").
 * Weekdays are counted on the market's calendar; Saturdays and Sundays do not count. Public
 * holidays are not known to the server and count as weekdays (the desk errs on the side of
 * urgency).
 */
import { marketTimeZones, type Region } from '@tenor/contract/launch';

export const REPLY_WEEKDAYS = 3;

const DAY_MS = 86_400_000;

const weekdayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at);

const isWeekend = (timeZone: string, at: Date) => ['Sat', 'Sun'].includes(weekdayIn(timeZone, at));

/** When the reply is due: the same time of day, `REPLY_WEEKDAYS` weekdays after filing. */
export function replyDeadline(filedAt: Date, region: Region): Date {
  const timeZone = marketTimeZones[region];
  let counted = 0;
  let at = filedAt;
  while (counted < REPLY_WEEKDAYS) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(timeZone, at)) counted += 1;
  }
  return at;
}

/** An unanswered complaint past its deadline. */
export const isOverdue = (filedAt: Date, region: Region, answered: boolean, now: Date): boolean =>
  !answered && now.getTime() > replyDeadline(filedAt, region).getTime();
