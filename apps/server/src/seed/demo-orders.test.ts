import { describe, expect, it } from 'vitest';
import { orderStatus, orderStatuses } from '@tenor/contract/orders';
import { demoProducts } from '../content/demo-products.ts';
import { amountChoices } from '../domain/products/loan-terms.ts';
import { termsOf } from '../domain/products/product-terms.ts';
import { planDemoOrders } from './demo-orders.ts';

const now = new Date('2025-06-15T12:00:00.000Z');

const productsOf = (region: 'IN' | 'ID') =>
  demoProducts
    .filter((p) => p.region === region && p.status === 'active')
    .map((p, i) => ({
      id: i + 1,
      region: p.region,
      amount_min: p.amountMin,
      amount_max: p.amountMax,
      term_unit: p.termUnit,
      period_choices: JSON.stringify(p.periodChoices),
      daily_rate_bps: p.dailyRateBps,
      fee_bps: p.feeBps,
      amount_step: p.amountStep,
      late_fee_bps: p.lateFeeBps,
    }));

describe('planDemoOrders', () => {
  it.each(['IN', 'ID'] as const)(
    'plans one order per status within product ranges (%s)',
    (region) => {
      const products = productsOf(region);
      const plan = planDemoOrders(products, now);
      expect(plan.map((o) => o.status)).toEqual(orderStatuses);
      for (const o of plan) {
        const p = products.find((x) => x.id === o.productId)!;
        expect(o.amount).toBeGreaterThanOrEqual(p.amount_min);
        expect(o.amount).toBeLessThanOrEqual(p.amount_max);
        expect(o.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(Number.isInteger(o.interestAmount) && Number.isInteger(o.feeAmount)).toBe(true);
        expect(amountChoices(termsOf(p))).toContain(o.amount);
        const lateFees = o.plan.reduce((sum, x) => sum + x.lateFee, 0);
        expect(o.plan.reduce((sum, x) => sum + x.total, 0)).toBe(
          o.amount + o.interestAmount + lateFees,
        );
        const paid = o.plan.filter((x) => x.status === 'paid').reduce((sum, x) => sum + x.total, 0);
        // An exit in cooling-off pays its quote, less than the plan (decision 058).
        if (o.status === orderStatus.closedCoolingOff) expect(o.paidAmount).toBeLessThan(paid);
        else expect(o.paidAmount).toBe(paid);
      }
    },
  );

  it('uses monthly products for instalment statuses and dates that fit each status', () => {
    const plan = planDemoOrders(productsOf('ID'), now);
    const of = (s: number) => plan.find((o) => o.status === s)!;
    for (const s of [
      orderStatus.instalmentsInProgress,
      orderStatus.instalmentSettled,
      orderStatus.instalmentOverdue,
    ]) {
      expect(of(s).termUnit).toBe('month');
    }
    expect(of(orderStatus.underReview).dueAt).toBeNull();
    expect(of(orderStatus.disbursed).dueAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(of(orderStatus.overdue).dueAt!.getTime()).toBeLessThan(now.getTime());
    expect(of(orderStatus.instalmentOverdue).dueAt!.getTime()).toBeLessThan(now.getTime());
    expect(of(orderStatus.settled).settledAt).not.toBeNull();
    expect(of(orderStatus.due).dueAt!.getTime() - now.getTime()).toBeLessThan(86_400_000);
  });

  it('marks plan periods paid and overdue as the status says', () => {
    const plan = planDemoOrders(productsOf('IN'), now);
    const states = (s: number) => plan.find((o) => o.status === s)!.plan.map((p) => p.status);
    expect(states(orderStatus.underReview)).toEqual(['pending']);
    expect(states(orderStatus.overdue)).toEqual(['special']);
    expect(states(orderStatus.settled)).toEqual(['paid']);
    expect(states(orderStatus.instalmentsInProgress)).toEqual(['paid', 'pending', 'pending']);
    expect(states(orderStatus.instalmentOverdue)).toEqual(['paid', 'special', 'pending']);
    expect(states(orderStatus.instalmentSettled)).toEqual(['paid', 'paid', 'paid']);
    const inProgress = plan.find((o) => o.status === orderStatus.instalmentsInProgress)!;
    expect(inProgress.dueAt).toEqual(inProgress.plan[1]!.dueAt);
    expect(inProgress.dueAt!.getTime()).toBeGreaterThan(now.getTime());
  });

  it("charges the overdue period its market's late charge as of now", () => {
    // Overdue 5 days (180) and 6 days (5); the demo borrower settled no loan before these.
    const expected = {
      IN: () => 1_000_00,
      ID: (base: number, days: number) => Math.floor((base * days) / 1_000 / 100) * 100,
    };
    for (const region of ['IN', 'ID'] as const) {
      const plan = planDemoOrders(productsOf(region), now);
      for (const [s, days] of [
        [orderStatus.overdue, 5],
        [orderStatus.instalmentOverdue, 6],
      ] as const) {
        const order = plan.find((o) => o.status === s)!;
        const overdue = order.plan.find((p) => p.status === 'special')!;
        const base = overdue.principal + overdue.interest;
        expect(overdue.lateFee, `${region} ${s}`).toBe(expected[region](base, days));
        expect(overdue.lateFee, `${region} ${s}`).toBeGreaterThan(0);
        expect(overdue.total).toBe(base + overdue.lateFee);
        for (const p of order.plan.filter((x) => x.status !== 'special')) {
          expect(p.lateFee).toBe(0);
        }
      }
    }
  });

  it('puts the overdue day loan on a product without extensions (seed contract with the web)', () => {
    for (const region of ['IN', 'ID'] as const) {
      const products = demoProducts.filter((p) => p.region === region && p.status === 'active');
      const plan = planDemoOrders(productsOf(region), now);
      const productOf = (s: number) => products[plan.find((o) => o.status === s)!.productId - 1]!;
      expect(productOf(orderStatus.overdue).extensionAllowed).toBe(false);
      for (const s of [
        orderStatus.due,
        orderStatus.instalmentsInProgress,
        orderStatus.instalmentOverdue,
      ]) {
        expect(productOf(s).extensionAllowed).toBe(true);
      }
    }
  });
});
