import { payableUnit } from '@tenor/contract/format';
import type { Order, Product } from '../../db/schema.ts';
import { lateFeeRuleOf, type LateFeeTerms } from './late-fee-rules.ts';
import type { LoanTerms } from './loan-terms.ts';

export function parsePeriods(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter((x): x is number => Number.isInteger(x) && x > 0);
  } catch {
    return [];
  }
}

/** A product row's loan terms; a row without valid period choices offers none. */
export function termsOf(
  product: Pick<
    Product,
    | 'amount_min'
    | 'amount_max'
    | 'amount_step'
    | 'term_unit'
    | 'period_choices'
    | 'daily_rate_bps'
    | 'fee_bps'
    | 'region'
  >,
): LoanTerms {
  return {
    amountMin: product.amount_min,
    amountMax: product.amount_max,
    amountStep: product.amount_step,
    termUnit: product.term_unit,
    periodChoices: parsePeriods(product.period_choices),
    dailyRateBps: product.daily_rate_bps,
    feeBps: product.fee_bps,
    unit: payableUnit[product.region],
  };
}

/**
 * The most a loan may cost in fees, interest and late fees together, per market
 * (docs/markets.md "Late charges"): in Indonesia OJK caps the total at 100 % of the
 * principal; India sets no such cap (RBI asks for reasonable, disclosed penal charges).
 */
export function totalCostCap(region: Product['region'], principal: number): number | null {
  return region === 'ID' ? principal : null;
}

/**
 * How this order's overdue periods are charged: its market's rule (late-fee-rules.ts) for
 * this client, within the market's cost cap. `repeatClient`: the borrower had settled
 * another loan before applying for this one (order-repository.ts `lateFeeTermsOf`).
 */
export function lateFeeTerms(
  product: Pick<Product, 'late_fee_bps' | 'region'>,
  order: Pick<Order, 'amount' | 'fee_amount' | 'interest_amount'>,
  repeatClient: boolean,
): LateFeeTerms {
  return {
    region: product.region,
    rule: lateFeeRuleOf(product.region, product.late_fee_bps),
    client: { repeat: repeatClient },
    unit: payableUnit[product.region],
    costCap: totalCostCap(product.region, order.amount),
    chargedCost: order.fee_amount + order.interest_amount,
  };
}
