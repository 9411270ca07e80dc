import { describe, expect, it } from 'vitest';
import { isReportLate, REPORT_DEADLINE_DAYS } from './closure-service.ts';

const DAY_MS = 86_400_000;
const closedAt = '2026-11-01T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(closedAt) + ms);

describe('isReportLate (decision 061)', () => {
  it('is late only past 30 days after closing with no report recorded', () => {
    expect(REPORT_DEADLINE_DAYS).toBe(30);
    expect(isReportLate(closedAt, null, after(30 * DAY_MS))).toBe(false);
    expect(isReportLate(closedAt, null, after(30 * DAY_MS + 1))).toBe(true);
    expect(isReportLate(closedAt, '2026-12-20T00:00:00.000Z', after(60 * DAY_MS))).toBe(false);
  });
});
