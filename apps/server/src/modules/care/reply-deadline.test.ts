import { describe, expect, it } from 'vitest';
import { isOverdue, regulatorLimit, regulatorRouteOpen, replyDeadline } from './reply-deadline.ts';
import { workingDaysAfter } from '../../domain/orders/working-days.ts';

// 2026-11-20 is a Friday; 10:00 in Jakarta is 03:00 UTC.
const friday = new Date('2026-11-20T03:00:00Z');
const none = { IN: [], ID: [] };

describe('reply deadline (3 working days)', () => {
  it('skips the weekend', () => {
    expect(replyDeadline(friday, 'ID').toISOString()).toBe('2026-11-25T03:00:00.000Z');
  });

  it('counts from Monday when filed on a Saturday', () => {
    const saturday = new Date('2026-11-21T05:00:00Z');
    expect(replyDeadline(saturday, 'IN').toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('is three days later mid-week', () => {
    const monday = new Date('2026-11-23T03:00:00Z');
    expect(replyDeadline(monday, 'ID').toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });

  it('uses the market calendar: Friday 17:30 UTC is Saturday 00:30 in Jakarta', () => {
    const lateFriday = new Date('2026-11-20T17:30:00Z'); // Sat 00:30 in Jakarta
    expect(replyDeadline(lateFriday, 'ID').toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });

  it("skips the market's own holidays only", () => {
    const holidays = { IN: [], ID: ['2026-11-24'] };
    expect(replyDeadline(friday, 'ID', holidays).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(replyDeadline(friday, 'IN', holidays).toISOString()).toBe('2026-11-25T03:00:00.000Z');
  });

  it('is overdue only when unanswered past the deadline', () => {
    const due = replyDeadline(friday, 'ID');
    const after = new Date('2026-11-25T03:00:01Z');
    expect(isOverdue(due, false, after)).toBe(true);
    expect(isOverdue(due, true, after)).toBe(false);
    expect(isOverdue(due, false, new Date('2026-11-24T23:00:00Z'))).toBe(false);
  });
});

describe("the regulator's route", () => {
  it('opens after 30 calendar days in India and 10 working days in Indonesia', () => {
    expect(regulatorLimit(friday, 'IN', none).toISOString()).toBe('2026-12-20T03:00:00.000Z');
    expect(regulatorLimit(friday, 'ID', none).toISOString()).toBe(
      workingDaysAfter(friday, 'ID', 10).toISOString(),
    );
    expect(regulatorLimit(friday, 'ID', none).toISOString()).toBe('2026-12-04T03:00:00.000Z');
  });

  it('opens at the limit, or once the lender has answered', () => {
    const limit = new Date('2026-12-04T03:00:00Z');
    const before = new Date('2026-12-04T02:59:59Z');
    const open = { replied: false, closed: false };
    expect(regulatorRouteOpen(limit, open, before)).toBe(false);
    expect(regulatorRouteOpen(limit, open, limit)).toBe(true);
    expect(regulatorRouteOpen(limit, { replied: true, closed: false }, before)).toBe(true);
  });
});
