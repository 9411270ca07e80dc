/**
 * What an offer card discloses (decision 057; docs/compliance.md IN 1, ID 1, ID 2): the tenor,
 * the product's example loan — the amount and term the confirm screen opens at for a borrower
 * who chose nothing yet — its cost and APR, and the charges. The quote is the confirm screen's
 * (loan-terms.ts) and the APR the contract's loan-cost.ts, as the Key Fact Statement computes
 * it (key-facts.ts): one formula for all three.
 *
 * Which offers may be shown, and in what order, is here too: an offer whose lender is missing,
 * of another market or incomplete is not shown (the start check refuses those too, but a
 * lender edited while the server runs is read before the next start: decision 055); the rest
 * go lowest metric first (`@tenor/contract/offer` `compareOffers`), never the operators' order.
 */
import { wireDate } from '@tenor/contract/format';
import { annualPercentageRate, aprBasisPoints, planCashFlows } from '@tenor/contract/loan-cost';
import type { OfferTerms } from '@tenor/contract/offer';
import { compareOffers } from '@tenor/contract/offer-order';
import type { Lender, Product, Region } from '../../db/schema.ts';
import { agreementPath, demoAgreementPages } from '../../content/agreement-html.ts';
import {
  INDIA_PENAL_CHARGE,
  INDONESIA_MAX_DAILY_BPS,
} from '../../domain/products/late-fee-rules.ts';
import { lenderRowProblems } from '../../domain/products/lender-rules.ts';
import { ojkCostCapBps } from '../../domain/products/cost-cap.ts';
import { quoteLoan } from '../../domain/products/loan-terms.ts';
import { termsOf } from '../../domain/products/product-terms.ts';
import { keyFactsUrl } from './key-facts.ts';
import { openingChoice } from './opening-choice.ts';

/**
 * OJK's cap on a consumptive loan's economic benefit per day in force on `now`, basis points of
 * the agreement's amount: 0.3 % up to 6 months, 0.2 % over (cost-cap.ts, decision 066); none in
 * India.
 */
export function costCapPerDayBps(
  region: Region,
  termDays: number,
  now = new Date(),
): number | null {
  return region === 'ID' ? ojkCostCapBps(termDays, now) : null;
}

/** The product's Key Fact Statement or RIPLAY page, by product code. */
const kfsPageOf = new Map(
  [...demoAgreementPages.entries()]
    .filter(([, page]) => page.agreement.keyFacts)
    .map(([file, page]) => [page.agreement.productCode, file.replace(/\.html$/, '')]),
);

/** By product row: catalogue rows are frozen and shared, so each offer is computed once. */
const termsOfRow = new WeakMap<Product, OfferTerms>();

export function offerTermsOf(product: Product): OfferTerms {
  let offer = termsOfRow.get(product);
  if (offer === undefined) {
    offer = computeOfferTerms(product, new Date());
    termsOfRow.set(product, offer);
  }
  return offer;
}

/**
 * The offer's figures. `now` only dates the plan: every due date is a whole number of days
 * after it (loan-terms.ts), so the figures are the same whatever day they are computed on.
 */
export function computeOfferTerms(product: Product, now: Date): OfferTerms {
  const region = product.region;
  const terms = termsOf(product);
  const { amount, periods } = openingChoice(terms, undefined);
  const q = quoteLoan(terms, amount, periods, now);
  const apr = aprBasisPoints(
    annualPercentageRate(
      q.received,
      planCashFlows(
        q.plan.map((p) => ({ amount: p.total, dueOn: wireDate(region, p.dueAt) })),
        wireDate(region, now),
        q,
      ),
    ),
  );
  const kfsPage = kfsPageOf.get(product.code);
  return {
    termUnit: terms.termUnit,
    termMin: Math.min(...terms.periodChoices),
    termMax: Math.max(...terms.periodChoices),
    example: {
      amount: q.amount,
      periods: q.periods,
      termDays: q.termDays,
      fee: q.fee,
      interest: q.interest,
      totalRepay: q.totalRepay,
      instalments: q.plan.length,
      instalmentAmount: q.plan[0]!.total,
    },
    aprBps: apr ?? null,
    dailyRateBps: product.daily_rate_bps,
    feeBps: product.fee_bps,
    costPerDayBps: Math.round(((q.fee + q.interest) * 10_000) / (q.amount * q.termDays)),
    costCapPerDayBps: costCapPerDayBps(region, q.termDays),
    lateCharge:
      region === 'IN'
        ? {
            kind: 'flat',
            newClient: INDIA_PENAL_CHARGE.newClient,
            repeatClient: INDIA_PENAL_CHARGE.repeatClient,
          }
        : {
            kind: 'daily',
            bpsPerDay: Math.max(0, Math.min(product.late_fee_bps, INDONESIA_MAX_DAILY_BPS)),
            // product-terms.ts totalCostCap: 100 % of the principal.
            totalCapBps: 10_000,
          },
    kfsUrl: kfsPage === undefined ? '' : keyFactsUrl(agreementPath(kfsPage), q.amount, q.periods),
  };
}

/** By lender row: whether the row is complete (lender-rules.ts finds nothing wrong with it). */
const completeRow = new WeakMap<Lender, boolean>();

/** The product's lender when it may be named on an offer: present, of the product's market and complete. */
export function offeringLender(
  product: Pick<Product, 'lender_id' | 'region'>,
  lenders: ReadonlyMap<number, Lender>,
): Lender | undefined {
  const lender = product.lender_id === null ? undefined : lenders.get(product.lender_id);
  if (lender === undefined || lender.region !== product.region) return undefined;
  let complete = completeRow.get(lender);
  if (complete === undefined) {
    complete = lenderRowProblems(lender).length === 0;
    completeRow.set(lender, complete);
  }
  return complete ? lender : undefined;
}

/**
 * The products that may be offered, in the disclosed order: those whose lender is complete
 * (offeringLender), lowest APR (India) or cost per day (Indonesia) first, ties by the
 * lender's legal name, then the product's name.
 */
export function offerable<P extends Product>(
  products: readonly P[],
  lenders: ReadonlyMap<number, Lender>,
): P[] {
  return products
    .map((product) => ({ product, lender: offeringLender(product, lenders) }))
    .filter((o): o is { product: P; lender: Lender } => o.lender !== undefined)
    .map(({ product, lender }) => ({
      product,
      offer: offerTermsOf(product),
      lenderName: lender.legal_name,
      productName: product.name,
    }))
    .sort((a, b) => compareOffers(a.product.region, a, b))
    .map((o) => o.product);
}

/**
 * The lenders of a market with no offer in a list (Directions 2025 para 6(i): "The name of the
 * unmatched lenders shall also be disclosed"), by legal name.
 */
export function unmatchedLenders(
  region: Region,
  shown: readonly Pick<Product, 'lender_id'>[],
  lenders: ReadonlyMap<number, Lender>,
): string[] {
  const matched = new Set(shown.map((p) => p.lender_id));
  return [...lenders.values()]
    .filter((l) => l.region === region && !matched.has(l.id))
    .map((l) => l.legal_name)
    .sort((a, b) => a.localeCompare(b, 'en'));
}
