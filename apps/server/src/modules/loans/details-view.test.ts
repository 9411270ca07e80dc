import { describe, expect, it } from 'vitest';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import type { Order, PlanPeriod } from '../../db/schema.ts';
import { productRow } from '../../../test/helpers/product-row.ts';
import { outstandingOf } from '../../domain/orders/outstanding.ts';
import { detailsView } from './details-view.ts';

const order = (over: Partial<Order> = {}): Order => ({
  id: 7,
  order_no: 'TNIN2025061512345678',
  borrower_id: 1,
  product_id: 1,
  status: 21,
  amount: 5_000_000,
  fee_amount: 150_000,
  interest_amount: 227_500,
  paid_amount: 0,
  version: 0,
  periods: 91,
  term_unit: 'day',
  due_at: null,
  disbursed_at: null,
  settled_at: null,
  documents_due_at: null,
  created_at: '2025-06-15T04:00:00.000Z',
  updated_at: '2025-06-15T04:00:00.000Z',
  ...over,
});

const period = (over: Partial<PlanPeriod> = {}): PlanPeriod => ({
  id: 1,
  order_id: 7,
  period_no: 1,
  due_at: '2025-09-14T04:00:00.000Z',
  principal: 5_000_000,
  interest: 227_500,
  fee: 0,
  total: 5_227_500,
  status: 'pending',
  paid_at: null,
  ...over,
});

const view = (o: Order, over: { extension?: number; rated?: boolean; plan?: PlanPeriod[] } = {}) =>
  detailsView({
    order: o,
    product: productRow({ extension_allowed: over.extension ?? 1 }),
    plan: over.plan ?? [period()],
    extensions: [],
    rated: over.rated ?? false,
    recProducts: [],
    telephone: '+91 80 0000 0000',
    lang: 'en',
    now: new Date('2025-09-19T06:00:00.000Z'),
  });

describe('detailsView', () => {
  it('shows an order under review without due or outstanding rows', () => {
    const v = view(order());
    expect(loanDetails.response.safeParse(v).success).toBe(true);
    expect(v).toMatchObject({
      orderStatus: 21,
      noticeStatusText: 'Under review',
      isDelay: '0',
      isScore: '0',
      repayAmount: 0,
      instalment: false,
      h5Url: '',
    });
    expect(v.details.map((r) => r.text)).toEqual([
      'Order no.',
      'Loan amount',
      'Amount you receive',
      'Processing fee (deducted upfront)',
      'Interest',
      'Loan term',
      'Applied on',
    ]);
    expect(v.details[6]!.value).toBe('15 Jun 2025, 09:30');
    expect(v).toMatchObject({ amountDue: 0, dueDate: '', daysLate: 0, lateFee: 0 });
  });

  it('shows a due order with its due date, outstanding amount and extension', () => {
    const due = order({
      status: 174,
      disbursed_at: '2025-06-15T05:00:00.000Z',
      due_at: '2025-09-14T04:00:00.000Z',
    });
    const v = view(due);
    expect(v).toMatchObject({ isDelay: '1', repayAmount: 5_227_500 });
    expect(v.details).toContainEqual({ text: 'Due date', value: '14 Sep 2025' });
    expect(v).toMatchObject({
      amountDue: 5_227_500,
      dueDate: '14 Sep 2025',
      daysLate: 0,
      lateFee: 0,
    });
    expect(v.details).toContainEqual({ text: 'Outstanding', value: '₹52,275.00' });
    expect(v.details).toContainEqual({ text: 'Amount received', value: '₹48,500.00' });
    expect(view(due, { extension: 0 }).isDelay).toBe('0');
  });

  it('puts the days late and the late fee of an overdue order in what is due', () => {
    const overdue = order({
      status: 180,
      disbursed_at: '2025-06-15T05:00:00.000Z',
      due_at: '2025-09-14T04:00:00.000Z',
    });
    const plan = [period({ status: 'special', late_fee: 104_550, total: 5_332_050 })];
    const v = view(overdue, { plan });
    expect(loanDetails.response.safeParse(v).success).toBe(true);
    // Due 14 Sep (India), now 19 Sep 11:30 India time: 5 calendar days.
    expect(v).toMatchObject({
      amountDue: 5_332_050,
      repayAmount: 5_332_050,
      dueDate: '14 Sep 2025',
      daysLate: 5,
      lateFee: 104_550,
    });
  });

  it('offers the rating on a settled order until it is rated', () => {
    const settled = order({
      status: 200,
      disbursed_at: '2025-06-15T05:00:00.000Z',
      settled_at: '2025-07-01T05:00:00.000Z',
      paid_amount: 5_227_500,
    });
    const plan = [period({ status: 'paid', paid_at: '2025-07-01T05:00:00.000Z' })];
    const v = view(settled, { plan });
    expect(v).toMatchObject({ isScore: '1', isDelay: '0', repayAmount: 0 });
    expect(v.details.map((r) => r.text)).toContain('Repaid on');
    expect(v.details.map((r) => r.text)).not.toContain('Outstanding');
    expect(view(settled, { plan, rated: true }).isScore).toBe('0');
  });
});

describe('outstandingOf', () => {
  it('adds the unpaid periods of a loan that is out, else 0', () => {
    const plan = [
      { status: 'paid' as const, total: 10 },
      { status: 'special' as const, total: 20 },
      { status: 'pending' as const, total: 30 },
    ];
    expect(outstandingOf(5, plan)).toBe(50);
    expect(outstandingOf(21, plan)).toBe(0);
    expect(outstandingOf(4, plan)).toBe(0);
  });
});
