/**
 * The loan agreement page's answer (`loanAgreement`): the product's agreements and, for a
 * signed-in borrower, their figures for it — their latest order of the product when there
 * is one, else the quote the confirm screen opens with (opening-choice.ts), so the page and
 * the confirm screen never disagree.
 */
import type { ResponseOf } from '@tenor/contract/endpoint';
import { wireDate } from '@tenor/contract/format';
import type { loanAgreement } from '@tenor/contract/endpoints/loans';
import type { Agreement, Order, Product } from '../../db/schema.ts';
import type { Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { quoteLoan } from '../../domain/products/loan-terms.ts';
import { termsOf } from '../../domain/products/product-terms.ts';
import { isKeyFactsPage, keyFactsUrl } from './key-facts.ts';
import { openingChoice } from './opening-choice.ts';

export type AgreementPage = ResponseOf<typeof loanAgreement>;
type Figures = NonNullable<AgreementPage['figures']>;

/** The borrower's own loan of this product. */
function orderFigures(order: Order, region: Product['region']): Figures {
  return {
    source: 'order',
    orderNo: order.order_no,
    amount: order.amount,
    periods: order.periods,
    termUnit: order.term_unit,
    fee: order.fee_amount,
    received: order.amount - order.fee_amount,
    interest: order.interest_amount,
    totalRepay: order.amount + order.interest_amount,
    dueOn: order.due_at === null ? '' : wireDate(region, order.due_at),
  };
}

/** What the borrower would sign today where the confirm screen opens for them. */
function quoteFigures(product: Product, lastAmount: number | undefined, now: Date): Figures {
  const terms = termsOf(product);
  const { amount, periods } = openingChoice(terms, lastAmount);
  const q = quoteLoan(terms, amount, periods, now);
  const last = q.plan[q.plan.length - 1]!;
  return {
    source: 'quote',
    orderNo: '',
    amount: q.amount,
    periods: q.periods,
    termUnit: q.termUnit,
    fee: q.fee,
    received: q.received,
    interest: q.interest,
    totalRepay: q.totalRepay,
    dueOn: wireDate(product.region, last.dueAt),
  };
}

export function agreementPage(
  product: Product,
  agreements: readonly Agreement[],
  borrower: { order: Order | undefined; lastAmount: number | undefined } | null,
  now: Date,
  lang: Lang,
): AgreementPage {
  const figures =
    borrower === null
      ? null
      : borrower.order
        ? orderFigures(borrower.order, product.region)
        : quoteFigures(product, borrower.lastAmount, now);
  return {
    productId: product.id,
    region: product.region,
    productName: product.name,
    productLogo: product.logo,
    agreements: agreements.map((a) => ({
      title: contentText(lang, a.title),
      position: a.position,
      // A Key Fact Statement opened from here leads with the same figures.
      url:
        figures !== null && isKeyFactsPage(a.contract_url)
          ? keyFactsUrl(a.contract_url, figures.amount, figures.periods)
          : a.contract_url,
    })),
    figures,
  };
}
