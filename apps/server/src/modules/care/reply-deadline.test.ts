import { describe, expect, it } from 'vitest';
import { isOverdue, replyDeadline } from './reply-deadline.ts';

// 2026-11-20 is a Friday; 10:00 in Jakarta is 03:00 UTC.
const friday = new Date('2026-11-20T03:00:00Z');

describe('reply deadline (3 weekdays)', () => {
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

  it('is overdue only when unanswered past the deadline', () => {
    const after = new Date('2026-11-25T03:00:01Z');
    expect(isOverdue(friday, 'ID', false, after)).toBe(true);
    expect(isOverdue(friday, 'ID', true, after)).toBe(false);
    expect(isOverdue(friday, 'ID', false, new Date('2026-11-24T23:00:00Z'))).toBe(false);
  });
});
