import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { PlanPeriod } from '../../../db/schema.ts';
import { ALARM_BEFORE_S, eventUid, repaymentCalendar, type CalendarInput } from './calendar.ts';

type Row = Pick<PlanPeriod, 'period_no' | 'due_at' | 'total' | 'status'>;

// Due dates as the server keeps them: the end of the market's day (23:59 in Kolkata is 18:29 UTC).
const plan: Row[] = [
  { period_no: 1, due_at: '2026-11-05T18:29:59.000Z', total: 100_000, status: 'paid' },
  { period_no: 2, due_at: '2026-12-05T18:29:59.000Z', total: 100_000, status: 'pending' },
  { period_no: 3, due_at: '2027-01-04T18:29:59.000Z', total: 100_100, status: 'pending' },
];

const input = (over: Partial<CalendarInput> = {}): CalendarInput => ({
  region: 'IN',
  lang: 'en',
  order: { id: 42, order_no: 'TN0042', version: 3 },
  productName: 'Rupee Flex',
  lenderName: 'Example Finance Ltd',
  plan,
  payUrl: () => 'https://h5.example.com/installmentRepay?productId=7&orderId=42',
  host: 'h5.example.com',
  now: new Date('2026-11-29T10:00:00Z'),
  ...over,
});

/** The file read back by an RFC 5545 parser (ical.js): its events by UID. */
function parsed(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.name).toBe('vcalendar');
  expect(root.getFirstPropertyValue('version')).toBe('2.0');
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      trigger: (alarm?.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      action: alarm?.getFirstPropertyValue('action'),
    };
  });
}

describe('repaymentCalendar', () => {
  it('writes one all-day event per unpaid period on the market day, with amount, lender, pay link and an alarm the day before', () => {
    const events = parsed(repaymentCalendar(input()));
    expect(events.map((e) => e.uid)).toEqual([
      eventUid(42, 2, 'h5.example.com'),
      eventUid(42, 3, 'h5.example.com'),
    ]);
    const [second, third] = events;
    expect(second).toMatchObject({
      start: '2026-12-05',
      allDay: true,
      summary: 'Pay ₹1,000.00 to Example Finance Ltd',
      url: 'https://h5.example.com/installmentRepay?productId=7&orderId=42',
      trigger: -ALARM_BEFORE_S,
      action: 'DISPLAY',
    });
    expect(second?.description).toContain('Instalment 2/3 of loan TN0042');
    expect(second?.description).toContain('https://h5.example.com/installmentRepay');
    expect(second?.description).not.toMatch(/token/i);
    expect(third).toMatchObject({
      start: '2027-01-04',
      summary: 'Pay ₹1,001.00 to Example Finance Ltd',
    });
  });

  it('dates an event by the market day, not UTC: Jakarta 00:30 is still the due day', () => {
    const events = parsed(
      repaymentCalendar(
        input({
          region: 'ID',
          lang: 'id',
          plan: [
            {
              period_no: 1,
              due_at: '2026-12-05T17:30:00.000Z',
              total: 1_500_000_00,
              status: 'pending',
            },
          ],
        }),
      ),
    );
    expect(events[0]).toMatchObject({
      start: '2026-12-06',
      summary: 'Bayar Rp 1.500.000 ke Example Finance Ltd',
    });
  });

  it('keeps the UIDs and raises the SEQUENCE when the schedule changes', () => {
    const before = parsed(repaymentCalendar(input()));
    const moved = plan.map((p) =>
      p.period_no === 2 ? { ...p, due_at: '2026-12-12T18:29:59.000Z' } : p,
    );
    const after = parsed(
      repaymentCalendar(input({ plan: moved, order: { id: 42, order_no: 'TN0042', version: 4 } })),
    );
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[0]?.start).toBe('2026-12-12');
    for (const [i, event] of after.entries()) {
      expect(event.sequence).toBeGreaterThan(before[i]?.sequence ?? Infinity);
    }
  });

  it('leaves paid periods out, and writes a calendar without events once all are paid', () => {
    const paid = plan.map((p) => ({ ...p, status: 'paid' as const }));
    expect(parsed(repaymentCalendar(input({ plan: paid })))).toEqual([]);
    const partPaid = plan.map((p) => (p.period_no === 2 ? { ...p, status: 'paid' as const } : p));
    expect(parsed(repaymentCalendar(input({ plan: partPaid }))).map((e) => e.uid)).toEqual([
      eventUid(42, 3, 'h5.example.com'),
    ]);
  });
});
