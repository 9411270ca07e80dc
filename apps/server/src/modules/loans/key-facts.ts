/**
 * The Key Fact Statement with the borrower's own loan (docs/screens.md "Loan confirm"): the
 * agreement page opened from confirm with the chosen amount and term leads with that loan's
 * figures — amount, term, fee, amount received, interest, total repayable, APR and first
 * due date — computed exactly as the confirm screen's (loan-terms.ts for the quote, the
 * contract's loan-cost.ts for the APR), so both show the same numbers.
 */
import { formatDate, formatMoney, formatPercent, wireDate } from '@tenor/contract/format';
import { annualPercentageRate, aprBasisPoints, planCashFlows } from '@tenor/contract/loan-cost';
import type { Product } from '../../db/schema.ts';
import { marketLang, readerOf } from '../../i18n.ts';
import { AGREEMENT_PREFIX, demoAgreementPages } from '../../content/agreement-html.ts';
import type { AgreementFigures } from '../../content/agreement-html.ts';
import { orderLabel, termText } from '../../domain/orders/order-copy.ts';
import { quoteLoan, type LoanQuote } from '../../domain/products/loan-terms.ts';
import { termsOf } from '../../domain/products/product-terms.ts';
import { copy } from './copy.ts';

/** A quote's APR in basis points (the contract's loan-cost.ts), undefined when none is found. */
export const quoteApr = (region: Product['region'], q: LoanQuote, now: Date): number | undefined =>
  aprBasisPoints(
    annualPercentageRate(
      q.received,
      planCashFlows(
        q.plan.map((p) => ({ amount: p.total, dueOn: wireDate(region, p.dueAt) })),
        wireDate(region, now),
        q,
      ),
    ),
  );

/** This loan's figures for an offered amount and term (the caller checks the choice). */
export function keyFacts(
  product: Product,
  amount: number,
  periods: number,
  now: Date,
): AgreementFigures {
  // The page is written in its market's language, whoever opens it.
  const lang = marketLang(product.region);
  const region = product.region;
  const money = (n: number) => formatMoney(region, n);
  const q = quoteLoan(termsOf(product), amount, periods, now);
  const apr = quoteApr(region, q, now);
  const first = q.plan[0]!;
  return {
    heading: copy(lang, 'keyFactsHeading'),
    rows: [
      { label: orderLabel(lang, 'loanAmount'), value: money(q.amount) },
      { label: orderLabel(lang, 'term'), value: termText(lang, q.termUnit, q.periods) },
      { label: orderLabel(lang, 'fee'), value: money(q.fee) },
      { label: orderLabel(lang, 'toReceive'), value: money(q.received) },
      { label: orderLabel(lang, 'interest'), value: money(q.interest) },
      { label: orderLabel(lang, 'totalRepay'), value: money(q.totalRepay) },
      {
        label: copy(lang, 'aprLabel'),
        value: apr === undefined ? '–' : formatPercent(region, apr),
      },
      {
        label: orderLabel(lang, q.plan.length > 1 ? 'firstDueDate' : 'dueDate'),
        value: formatDate(region, first.dueAt, readerOf(lang)),
      },
    ],
  };
}

const fileOf = (url: string) =>
  url.startsWith(AGREEMENT_PREFIX) ? url.slice(AGREEMENT_PREFIX.length) : undefined;

/** Whether a contract URL is one of our Key Fact Statement pages. */
export function isKeyFactsPage(contractUrl: string): boolean {
  const file = fileOf(contractUrl);
  return file !== undefined && demoAgreementPages.get(file)?.agreement.keyFacts === true;
}

/**
 * The address of a Key Fact Statement for a chosen amount and term. Only the choice travels
 * in it (no token, nothing personal): the page computes the figures from the product.
 */
export const keyFactsUrl = (contractUrl: string, amount: number, periods: number): string =>
  `${contractUrl}?${new URLSearchParams({ amount: String(amount), periods: String(periods) })}`;
