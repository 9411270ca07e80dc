import { orderStatus as s } from '@tenor/contract/orders';
import { describe, expect, it } from 'vitest';
import { outstandingOf } from '../../../domain/orders/outstanding.ts';
import { closingBalance, statementMovements, type StatementInput } from './movements.ts';

type Period = StatementInput['plan'][number];

const disbursedAt = '2026-09-01T05:00:00.000Z';
const order = {
  status: s.instalmentsInProgress as number,
  amount: 300_000,
  fee_amount: 9_000,
  disbursed_at: disbursedAt,
  updated_at: disbursedAt,
};

/** Three monthly periods of ₹1,000 principal and ₹100 interest each. */
const period = (n: number, over: Partial<Period> = {}): Period => ({
  period_no: n,
  due_at: new Date(
    Date.parse('2026-10-01T18:29:59.000Z') + (n - 1) * 30 * 86_400_000,
  ).toISOString(),
  interest: 10_000,
  fee: 0,
  late_fee: 0,
  total: 110_000,
  status: 'pending',
  paid_at: null,
  ...over,
});
const paid = (n: number, at: string, over: Partial<Period> = {}) =>
  period(n, { status: 'paid', paid_at: at, ...over });

/** Seeded states of one loan, with the status loan details reads its outstanding under. */
const states: Record<string, { status: number; input: StatementInput }> = {
  fresh: {
    status: s.instalmentsInProgress,
    input: {
      order: { ...order, status: s.instalmentsInProgress },
      plan: [period(1), period(2), period(3)],
      extensions: [],
      refunds: [],
    },
  },
  partPaid: {
    status: s.instalmentsInProgress,
    input: {
      order: { ...order, status: s.instalmentsInProgress },
      plan: [paid(1, '2026-09-30T06:00:00.000Z'), period(2), period(3)],
      extensions: [],
      refunds: [{ amount: 5_000, createdAt: '2026-09-30T06:05:00.000Z', refundedAt: null }],
    },
  },
  extended: {
    status: s.instalmentsInProgress,
    input: {
      order: { ...order, status: s.instalmentsInProgress },
      // The first period moved 7 days for a fee, paid and charged at once.
      plan: [period(1, { due_at: '2026-10-08T18:29:59.000Z' }), period(2), period(3)],
      extensions: [{ paidAt: '2026-09-29T08:00:00.000Z', fee: 15_000 }],
      refunds: [],
    },
  },
  overdue: {
    status: s.instalmentOverdue,
    input: {
      order: { ...order, status: s.instalmentOverdue },
      plan: [
        period(1, { status: 'special', late_fee: 3_300, total: 113_300 }),
        period(2),
        period(3),
      ],
      extensions: [],
      refunds: [],
    },
  },
  paid: {
    status: s.instalmentSettled,
    input: {
      order: { ...order, status: s.instalmentSettled },
      plan: [
        paid(1, '2026-10-04T06:00:00.000Z', { late_fee: 3_300, total: 113_300 }),
        paid(2, '2026-10-30T06:00:00.000Z'),
        paid(3, '2026-11-29T06:00:00.000Z'),
      ],
      extensions: [{ paidAt: '2026-09-29T08:00:00.000Z', fee: 15_000 }],
      refunds: [
        {
          amount: 110_000,
          createdAt: '2026-11-29T06:01:00.000Z',
          refundedAt: '2026-11-29T07:00:00.000Z',
        },
      ],
    },
  },
};

describe('statementMovements', () => {
  it.each(Object.entries(states))('%s: the running balance ends at the outstanding', (_, state) => {
    const movements = statementMovements(state.input);
    expect(closingBalance(movements)).toBe(outstandingOf(state.status, state.input.plan));
    let balance = 0;
    for (const m of movements) {
      balance += m.amount;
      expect(m.balance).toBe(balance);
    }
  });

  it('charges what was paid out, the fee and the interest at disbursal, then credits each payment', () => {
    const rows = statementMovements(states.partPaid!.input).map((m) => [
      m.kind,
      m.amount,
      m.balance,
    ]);
    expect(rows).toEqual([
      ['disbursed', 291_000, 291_000],
      ['fee', 9_000, 300_000],
      ['interest', 30_000, 330_000],
      ['payment', -110_000, 220_000],
      ['received', -5_000, 215_000],
      ['refund', 5_000, 220_000],
    ]);
  });

  it('shows an extension as its fee charged and paid, a late charge on the due date before the payment', () => {
    const kinds = statementMovements(states.paid!.input).map((m) => [m.kind, m.periodNo]);
    expect(kinds).toEqual([
      ['disbursed', undefined],
      ['fee', undefined],
      ['interest', undefined],
      ['extensionFee', undefined],
      ['extensionPaid', undefined],
      ['lateFee', 1],
      ['payment', 1],
      ['payment', 2],
      ['payment', 3],
      ['received', undefined],
      ['refund', undefined],
    ]);
  });

  it('marks a refund still under way, and has no movement before disbursal', () => {
    expect(statementMovements(states.partPaid!.input).at(-1)).toMatchObject({
      kind: 'refund',
      pending: true,
    });
    const before = { ...states.fresh!.input, order: { ...order, disbursed_at: null } };
    expect(statementMovements(before)).toEqual([]);
    expect(closingBalance([])).toBe(0);
  });

  it('closes a loan closed with periods unpaid at nothing owed, as loan details does', () => {
    const closed = { ...states.fresh!.input, order: { ...order, status: s.closedCoolingOff } };
    const movements = statementMovements(closed);
    expect(movements.at(-1)).toMatchObject({ kind: 'closed', amount: -330_000, balance: 0 });
    expect(closingBalance(movements)).toBe(outstandingOf(s.closedCoolingOff, closed.plan));
  });
});
