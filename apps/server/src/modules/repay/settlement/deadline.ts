/**
 * One deadline per payment (docs/repayment-operations.md "One deadline per payment"): what
 * an order owes holds until the end of the market day its first unpaid period falls due
 * (of today once it is overdue) — after that a late charge is added (markets.md "Late
 * charges"), or the extension fee quoted no longer applies. The extension page shows this
 * moment, and an account issued for the payment never outlives it.
 */
import type { Region } from '@tenor/contract/launch';
import type { PaymentPurpose, PlanPeriod } from '../../../db/schema.ts';
import { nextMarketDay } from '../../../domain/orders/market-day.ts';

/** Accounts for an amount that does not change soon are payable for a day. */
export const ACCOUNT_TTL_MS = 24 * 3_600_000;

/** The last second of the market day that contains `at` (23:59:59 in Kolkata or Jakarta). */
export const endOfMarketDay = (region: Region, at: Date): Date =>
  new Date(nextMarketDay(region, at).getTime() - 1_000);

/** The due date of the first unpaid period (the one a payment or an extension is about). */
export function firstUnpaidDueAt(plan: readonly PlanPeriod[]): string | undefined {
  return [...plan].sort((a, b) => a.period_no - b.period_no).find((p) => p.status !== 'paid')
    ?.due_at;
}

/** Until when today's amount holds: the end of the due day, or of today once it has passed. */
export function paymentDeadline(region: Region, dueAt: string, now: Date): Date {
  const due = new Date(dueAt);
  return endOfMarketDay(region, due.getTime() > now.getTime() ? due : now);
}

/**
 * When an issued account stops taking money: an extension fee's at the extension's deadline;
 * a repayment's after a day, but never past its deadline, so an account issued on the due
 * day (or for an overdue loan) ends with that day, before tomorrow's amount applies.
 */
export function accountExpiry(
  region: Region,
  purpose: PaymentPurpose,
  dueAt: string | undefined,
  now: Date,
): Date {
  const aDay = new Date(now.getTime() + ACCOUNT_TTL_MS);
  if (dueAt === undefined) return aDay;
  const deadline = paymentDeadline(region, dueAt, now);
  if (purpose === 'extension') return deadline;
  return deadline < aDay ? deadline : aDay;
}
