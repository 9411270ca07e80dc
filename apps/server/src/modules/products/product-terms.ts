import { payableUnit } from '@tenor/contract/format';
import type { Product } from '../../db/schema.ts';
import type { LateFeeTerms, LoanTerms } from './loan-terms.ts';

function parsePeriods(json: string): number[] {
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
 * (docs/markets.md "Late fee"): in Indonesia OJK caps the total at 100 % of the
 * principal; India sets no such cap (RBI asks for reasonable, disclosed penal charges).
 */
export function totalCostCap(region: Product['region'], principal: number): number | null {
  return region === 'ID' ? principal : null;
}

/** How a period of this order is charged when it falls overdue. */
export function lateFeeTerms(
  product: Pick<Product, 'late_fee_bps' | 'region'>,
  order: { amount: number; fee_amount: number; interest_amount: number },
): LateFeeTerms {
  return {
    bps: product.late_fee_bps,
    unit: payableUnit[product.region],
    costCap: totalCostCap(product.region, order.amount),
    chargedCost: order.fee_amount + order.interest_amount,
  };
}
