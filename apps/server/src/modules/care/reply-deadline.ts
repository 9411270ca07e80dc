/**
 * The complaint clock's rules (decision 063): the promise on the complaint form, a reply within
 * 3 working days (docs/screens.md "Complaint form"), and when the regulator's route opens.
 * Working days are counted on the market's calendar: Saturdays, Sundays and the market's
 * public holidays (MARKET_HOLIDAYS_IN / _ID, domain/orders/working-days.ts) do not count.
 */
import type { Region } from '@tenor/contract/launch';
import { noHolidays, workingDaysAfter, type Holidays } from '../../domain/orders/working-days.ts';

export const REPLY_WEEKDAYS = 3;

/** RB-IOS 2021 cl. 10(1)(a): the Ombudsman takes a complaint the entity left unanswered 30 days. */
export const OMBUDSMAN_DAYS_IN = 30;
/** POJK 22/2023: a written complaint is to be settled within 10 working days (decision 063). */
export const SETTLE_WORKING_DAYS_ID = 10;

const DAY_MS = 86_400_000;

/** When the reply is due: the same time of day, `REPLY_WEEKDAYS` working days after filing. */
export const replyDeadline = (filedAt: Date, region: Region, holidays: Holidays = noHolidays) =>
  workingDaysAfter(filedAt, region, REPLY_WEEKDAYS, holidays);

/** An unanswered complaint past its deadline. */
export const isOverdue = (due: Date, answered: boolean, now: Date): boolean =>
  !answered && now.getTime() > due.getTime();

/**
 * The legal limit: from then an unresolved complaint may go to the regulator (India: 30
 * calendar days, RB-IOS 2021; Indonesia: 10 working days, POJK 22/2023).
 */
export const regulatorLimit = (filedAt: Date, region: Region, holidays: Holidays): Date =>
  region === 'IN'
    ? new Date(filedAt.getTime() + OMBUDSMAN_DAYS_IN * DAY_MS)
    : workingDaysAfter(filedAt, region, SETTLE_WORKING_DAYS_ID, holidays);

/**
 * Whether the page offers the regulator's route: once the entity has answered (the borrower
 * may find the answer wanting, RB-IOS cl. 10(1)(a)) or once the legal limit passed unresolved.
 */
export const regulatorRouteOpen = (
  limit: Date,
  state: { replied: boolean; closed: boolean },
  now: Date,
): boolean => state.replied || state.closed || now.getTime() >= limit.getTime();
