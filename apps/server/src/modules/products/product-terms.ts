import { payableUnit } from '@tenor/contract/format';
import type { Product } from '../../db/schema.ts';
import type { LoanTerms } from './loan-terms.ts';

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
