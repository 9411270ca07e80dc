/**
 * A loan's statement of account (docs/screens.md "Statement of account"): every movement of
 * the loan with the balance after it. The balance is what the borrower owes, so it is built
 * from the same plan loan details and the repay pages read (decision 040): the loan is
 * charged what was paid out, the upfront fee and the plan's interest and charges, each late
 * charge of a period as the plan has it now (late-fees.ts), and credited each paid period on
 * its paid date. It therefore ends at the unpaid periods' total, the order's outstanding.
 * An extension fee is charged and paid at once, and money that arrived but was not owed is
 * credited and refunded, so neither moves the closing balance (decision 060). A loan closed
 * while periods were unpaid ends with the closing that cleared them.
 */
import type { Order, PlanPeriod } from '../../../db/schema.ts';
import { isRepayable } from '../../../domain/orders/order-flags.ts';
import type { PaidExtension } from '../../../domain/orders/paid-extensions.ts';

export type MovementKind =
  | 'disbursed'
  | 'fee'
  | 'interest'
  | 'charges'
  | 'extensionFee'
  | 'extensionPaid'
  | 'lateFee'
  | 'payment'
  | 'received'
  | 'refund'
  | 'closed';

/** Money that arrived for the order and is given back (a refund row of either rail). */
export interface RefundEntry {
  amount: number;
  /** When the refund was decided: the money had arrived by then. */
  createdAt: string;
  /** When the provider paid it back; null while it is under way. */
  refundedAt: string | null;
}

export interface Movement {
  kind: MovementKind;
  /** ISO instant the movement is dated by. */
  at: string;
  /** The period it belongs to (late charges and payments). */
  periodNo?: number;
  /** Minor units: positive adds to what is owed, negative takes from it. */
  amount: number;
  /** What is owed after this movement. */
  balance: number;
  /** A refund the provider has not paid back yet. */
  pending?: boolean;
}

export interface StatementInput {
  order: Pick<Order, 'status' | 'amount' | 'fee_amount' | 'disbursed_at' | 'updated_at'> & {
    settled_at?: string | null;
  };
  plan: readonly Pick<
    PlanPeriod,
    'period_no' | 'due_at' | 'interest' | 'fee' | 'late_fee' | 'total' | 'status' | 'paid_at'
  >[];
  extensions: readonly PaidExtension[];
  refunds: readonly RefundEntry[];
}

// Movements of one moment in the order a statement reads them.
const rank: Record<MovementKind, number> = {
  disbursed: 0,
  fee: 1,
  interest: 2,
  charges: 3,
  extensionFee: 4,
  extensionPaid: 5,
  lateFee: 6,
  payment: 7,
  received: 8,
  refund: 9,
  closed: 10,
};

type Entry = Omit<Movement, 'balance'>;

/** The loan's movements, oldest first, each with the balance after it; none before disbursal. */
export function statementMovements(input: StatementInput): Movement[] {
  const { order, plan } = input;
  const at = order.disbursed_at;
  if (at === null) return [];
  const sum = (pick: (p: StatementInput['plan'][number]) => number) =>
    plan.reduce((n, p) => n + pick(p), 0);
  const entries: Entry[] = [
    { kind: 'disbursed', at, amount: order.amount - order.fee_amount },
    { kind: 'fee', at, amount: order.fee_amount },
    { kind: 'interest', at, amount: sum((p) => p.interest) },
    { kind: 'charges', at, amount: sum((p) => p.fee) },
  ];
  for (const paid of input.extensions) {
    entries.push(
      { kind: 'extensionFee', at: paid.paidAt, amount: paid.fee },
      { kind: 'extensionPaid', at: paid.paidAt, amount: -paid.fee },
    );
  }
  for (const p of plan) {
    const lateFee = p.late_fee ?? 0;
    if (lateFee > 0)
      entries.push({ kind: 'lateFee', at: p.due_at, periodNo: p.period_no, amount: lateFee });
    if (p.status === 'paid')
      entries.push({
        kind: 'payment',
        at: p.paid_at ?? p.due_at,
        periodNo: p.period_no,
        amount: -p.total,
      });
  }
  for (const refund of input.refunds) {
    entries.push(
      { kind: 'received', at: refund.createdAt, amount: -refund.amount },
      {
        kind: 'refund',
        at: refund.refundedAt ?? refund.createdAt,
        amount: refund.amount,
        ...(refund.refundedAt === null && { pending: true }),
      },
    );
  }
  const sorted = entries
    .filter((e) => e.amount !== 0)
    .sort(
      (a, b) =>
        Date.parse(a.at) - Date.parse(b.at) ||
        rank[a.kind] - rank[b.kind] ||
        (a.periodNo ?? 0) - (b.periodNo ?? 0),
    );
  // A loan closed with periods left unpaid (exited in cooling-off, decision 058) owes nothing:
  // the statement says it was closed, as loan details does (outstanding.ts).
  const left = sorted.reduce((n, e) => n + e.amount, 0);
  if (!isRepayable(order.status) && left !== 0)
    sorted.push({ kind: 'closed', at: order.settled_at ?? order.updated_at, amount: -left });
  let balance = 0;
  return sorted.map((e) => {
    balance += e.amount;
    return { ...e, balance };
  });
}

/** The balance the statement closes at (0 before disbursal). */
export const closingBalance = (movements: readonly Movement[]): number =>
  movements.at(-1)?.balance ?? 0;
