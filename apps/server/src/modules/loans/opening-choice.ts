import { amountChoices, type LoanTerms } from '../../domain/products/loan-terms.ts';

/**
 * The amount and term the confirm screen opens at (docs/screens.md "Loan confirm"), and so
 * the figures of the loan agreement page before a loan exists. Never the product's highest
 * amount: two taps must not borrow the most a product lends. The amount the borrower last
 * asked for (their newest order that was not refused, of any product of their market) when
 * this product offers it, else the highest amount it offers below that, else its lowest;
 * the shortest term.
 */
export function openingChoice(
  terms: LoanTerms,
  lastAmount: number | undefined,
): { amount: number; periods: number } {
  const amounts = amountChoices(terms);
  // A product with one amount has nothing else to open at.
  const belowHighest = amounts.length > 1 ? amounts.slice(0, -1) : amounts;
  const fitting =
    lastAmount === undefined ? undefined : belowHighest.filter((a) => a <= lastAmount).at(-1);
  return { amount: fitting ?? amounts[0]!, periods: Math.min(...terms.periodChoices) };
}
