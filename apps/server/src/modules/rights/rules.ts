/**
 * The clocks and the erasure rule of the borrower's data rights (decision 064), pure so the
 * tests walk them with any clock.
 */
import type { Region } from '@tenor/contract/launch';
import { orderStatus } from '@tenor/contract/orders';
import type { EraseVerdict } from '@tenor/contract/endpoints/rights';

const HOUR = 3_600_000;

/**
 * When a request must be answered: Indonesia's UU PDP gives 3×24 hours (access, correction,
 * withdrawal, erasure); India's DPDP Rules 2025 give a grievance 90 days at most.
 */
export const DUE_HOURS: Record<Region, number> = { ID: 72, IN: 90 * 24 };

export const dueAt = (region: Region, from: Date): Date =>
  new Date(from.getTime() + DUE_HOURS[region] * HOUR);

/** `DR-IN-000123`: numbered by the request's row, per market in its prefix. */
export const referenceOf = (region: Region, id: number): string =>
  `DR-${region}-${String(id).padStart(6, '0')}`;

/** Statuses after which an order holds nothing open (docs/order-statuses.md). */
const FINAL: ReadonlySet<number> = new Set([
  orderStatus.rejected,
  orderStatus.cancelledByYou,
  orderStatus.settled,
  orderStatus.instalmentSettled,
  orderStatus.closedCoolingOff,
]);

export interface OrderFacts {
  order_no: string;
  status: number;
  disbursed_at: string | null;
  settled_at: string | null;
  updated_at: string;
  due_at: string | null;
}

const addYears = (iso: string, years: number): Date => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

export type EraseRule =
  | { allowed: true }
  | { allowed: false; reason: 'openLoan'; orderNo: string; possibleFrom: Date }
  | { allowed: false; reason: 'retention'; possibleFrom: Date };

/**
 * Whether a borrower's personal data may be erased at `now`: not while an order is open (its
 * earliest date is its last due date plus the retention), nor while the retention of a loan
 * that was paid out runs (from when it ended). Orders never paid out hold nothing back.
 */
export function eraseRule(orders: readonly OrderFacts[], years: number, now: Date): EraseRule {
  const open = orders.find((o) => !FINAL.has(o.status));
  if (open !== undefined) {
    const last = open.due_at ?? now.toISOString();
    return {
      allowed: false,
      reason: 'openLoan',
      orderNo: open.order_no,
      possibleFrom: addYears(last, years),
    };
  }
  const ends = orders
    .filter((o) => o.disbursed_at !== null)
    .map((o) => addYears(o.settled_at ?? o.updated_at, years).getTime());
  const until = ends.length === 0 ? 0 : Math.max(...ends);
  return until > now.getTime()
    ? { allowed: false, reason: 'retention', possibleFrom: new Date(until) }
    : { allowed: true };
}

export const eraseVerdictOf = (rule: EraseRule, years: number): EraseVerdict =>
  rule.allowed
    ? { allowed: true, reason: 'none', possibleFrom: '', years }
    : {
        allowed: false,
        reason: rule.reason,
        possibleFrom: rule.possibleFrom.toISOString(),
        years,
      };
