/**
 * The complaint clock (decision 063): a complaint's reference and promised reply at filing,
 * its timeline (received → assigned → replied → escalated → closed), the sweep that escalates
 * unanswered complaints to the grievance officer, and when the regulator's route opens.
 */
import { wireDate } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { nowIso, toIso } from '../../db/time.ts';
import type { ClockRepository } from './clock-repository.ts';
import { isOverdue, regulatorLimit, regulatorRouteOpen, replyDeadline } from './reply-deadline.ts';
import type { Holidays } from '../../domain/orders/working-days.ts';

/** How often each instance sweeps; a breach shows on the desk within this. */
export const SWEEP_EVERY_MS = 60_000;

export type TimelineStep = 'received' | 'assigned' | 'replied' | 'escalated' | 'closed';

/** A complaint's clock fields as stored. */
export interface ClockRow {
  created_at: string;
  status: 'pending' | 'answered' | 'closed';
  reference: string | null;
  reply_due_at: string | null;
  assigned_at: string | null;
  escalated_at: string | null;
  closed_at: string | null;
}

/** The market's year of an instant (a reference's year is the market's, not UTC's). */
const marketYear = (region: Region, at: Date) => Number(wireDate(region, at).slice(0, 4));

/** What a new complaint is numbered and promised with. */
export const filingClock = (region: Region, now: Date, holidays: Holidays) => ({
  region,
  year: marketYear(region, now),
  replyDueAt: toIso(replyDeadline(now, region, holidays)),
});

/** A complaint's clock as both the borrower's page and the desk read it. */
export function readClock(
  row: ClockRow,
  region: Region,
  replies: readonly { created_at: string }[],
  holidays: Holidays,
  now: Date,
) {
  const filed = new Date(row.created_at);
  const due =
    row.reply_due_at === null ? replyDeadline(filed, region, holidays) : new Date(row.reply_due_at);
  const limit = regulatorLimit(filed, region, holidays);
  const replied = replies.length > 0;
  const closed = row.status === 'closed';
  const steps: { step: TimelineStep; at: string }[] = [{ step: 'received', at: row.created_at }];
  if (row.assigned_at !== null) steps.push({ step: 'assigned', at: row.assigned_at });
  for (const r of replies) steps.push({ step: 'replied', at: r.created_at });
  if (row.escalated_at !== null) steps.push({ step: 'escalated', at: row.escalated_at });
  if (closed && row.closed_at !== null) steps.push({ step: 'closed', at: row.closed_at });
  const order: Record<TimelineStep, number> = {
    received: 0,
    assigned: 1,
    replied: 2,
    escalated: 2,
    closed: 3,
  };
  steps.sort((a, b) => a.at.localeCompare(b.at) || order[a.step] - order[b.step]);
  return {
    reference: row.reference ?? '',
    due,
    /** Unanswered past the promise. */
    overdue: isOverdue(due, replied || row.status !== 'pending', now),
    limit,
    /** Unresolved past the legal limit (the desk's second breach). */
    pastLimit: !closed && now.getTime() >= limit.getTime(),
    regulatorOpen: regulatorRouteOpen(limit, { replied, closed }, now),
    timeline: steps.map((s) => ({ step: s.step, at: toIso(new Date(s.at)) })),
  };
}

/**
 * One sweep: numbers complaints filed before the clock existed, then escalates every waiting
 * complaint past its promise. Each write is conditional, so instances sweeping at once do
 * each complaint once.
 */
export async function sweep(repo: ClockRepository, holidays: Holidays, now: Date) {
  for (const row of await repo.unnumbered()) {
    const clock = filingClock(row.region, new Date(row.created_at), holidays);
    await repo.number(row.id, row.region, clock.year, clock.replyDueAt);
  }
  return { escalated: await repo.escalate(nowIso(now.getTime())) };
}
