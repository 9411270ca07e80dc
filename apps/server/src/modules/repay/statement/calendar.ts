/**
 * The repayment schedule as an iCalendar file (RFC 5545), built with ical-generator
 * (decision 060): one all-day event per unpaid period on the market's calendar day of its
 * due date (a due date is a day of the market, docs/markets.md), so a phone in any zone shows
 * it on that day. Each event's UID is fixed by order and period, and its SEQUENCE is the
 * order's version, which every payment, extension and status change raises
 * (writeStatusChange), so a calendar that imports a newer file updates the events instead
 * of adding copies. The pay link carries no token: the app opens the page with its own.
 */
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { marketTimeZones } from '@tenor/contract/launch';
import { formatDate, formatMoney, wireDate } from '@tenor/contract/format';
import type { Order, PlanPeriod, Region } from '../../../db/schema.ts';
import { readerOf, type Lang } from '../../../i18n.ts';
import { copy } from './copy.ts';

/** The reminder rings at 09:00 on the day before (an all-day event starts at 00:00). */
export const ALARM_BEFORE_S = 15 * 3600;

export interface CalendarInput {
  region: Region;
  lang: Lang;
  order: Pick<Order, 'id' | 'order_no' | 'version'>;
  productName: string;
  lenderName: string;
  plan: readonly Pick<PlanPeriod, 'period_no' | 'due_at' | 'total' | 'status'>[];
  /** The page that pays a period, absolute and without a token. */
  payUrl: (period: { periodNo: number; amount: number }) => string;
  /** The host the UIDs are scoped to. */
  host: string;
  now: Date;
}

/** A calendar day `yyyy-MM-dd` as the UTC midnight ical-generator writes a DATE from. */
const dayOf = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

export const eventUid = (orderId: number, periodNo: number, host: string) =>
  `tenor-order-${orderId}-period-${periodNo}@${host}`;

export function repaymentCalendar(input: CalendarInput): string {
  const { region, lang, order } = input;
  const lender = input.lenderName;
  const total = input.plan.length;
  const calendar = ical({
    name: copy(lang, 'calendarName', { lender, orderNo: order.order_no }),
    prodId: { company: 'Tenor', product: 'Repayments', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: marketTimeZones[region],
  });
  const unpaid = input.plan
    .filter((p) => p.status !== 'paid')
    .sort((a, b) => a.period_no - b.period_no);
  for (const p of unpaid) {
    const day = wireDate(region, p.due_at);
    const start = dayOf(day);
    const amount = formatMoney(region, p.total);
    const url = input.payUrl({ periodNo: p.period_no, amount: p.total });
    calendar.createEvent({
      id: eventUid(order.id, p.period_no, input.host),
      sequence: order.version,
      stamp: input.now,
      start,
      end: new Date(start.getTime() + 86_400_000),
      allDay: true,
      summary: copy(lang, 'eventSummary', { amount, lender }),
      description: copy(lang, 'eventDescription', {
        n: p.period_no,
        total,
        orderNo: order.order_no,
        product: input.productName,
        lender,
        amount,
        date: formatDate(region, p.due_at, readerOf(lang)),
        url,
      }),
      url,
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: ALARM_BEFORE_S,
          description: copy(lang, 'alarm', { amount, lender }),
        },
      ],
    });
  }
  return calendar.toString();
}
