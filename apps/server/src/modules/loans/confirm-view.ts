import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanConfirm } from '@tenor/contract/endpoints/loans';
import type { DetailRow } from '@tenor/contract/fields';
import type { Agreement, Product } from '../../db/schema.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { orderLabel, type OrderLabel } from '../../domain/orders/order-copy.ts';
import { contentText } from '../../content/content-zh.ts';
import { copy } from './copy.ts';
import { formatDate, formatMoney, formatPercent, wireDate } from '@tenor/contract/format';
import { termText } from '../../domain/orders/order-copy.ts';
import { amountChoices, quoteLoan, type LoanQuote } from '../../domain/products/loan-terms.ts';
import { termsOf } from '../../domain/products/product-terms.ts';

export type ConfirmView = ResponseOf<typeof loanConfirm>;

export interface ConfirmInput {
  product: Product;
  /** The product's agreements, by position. */
  agreements: readonly Agreement[];
  /** An offered amount and term (checked by the caller). */
  amount: number;
  periods: number;
  lang: Lang;
  now: Date;
}

function detailRows(product: Product, q: LoanQuote, lang: Lang): DetailRow[] {
  const money = (n: number) => formatMoney(product.region, n);
  const row = (key: OrderLabel, value: string): DetailRow => ({
    text: orderLabel(lang, key),
    value,
  });
  const first = q.plan[0]!;
  const last = q.plan[q.plan.length - 1]!;
  const schedule: DetailRow[] =
    q.plan.length === 1
      ? [row('dueDate', formatDate(product.region, first.dueAt, readerOf(lang)))]
      : [
          row(
            'instalments',
            copy(lang, 'instalmentsValue', { n: q.plan.length, amount: money(first.total) }),
          ),
          row('firstDueDate', formatDate(product.region, first.dueAt, readerOf(lang))),
          row('lastDueDate', formatDate(product.region, last.dueAt, readerOf(lang))),
        ];
  return [
    row('loanAmount', money(q.amount)),
    row('term', termText(lang, q.termUnit, q.periods)),
    row(
      'interestRate',
      copy(lang, 'rateValue', { rate: formatPercent(product.region, product.daily_rate_bps) }),
    ),
    row('interest', money(q.interest)),
    row('fee', money(q.fee)),
    row('toReceive', money(q.received)),
    row('totalRepay', money(q.totalRepay)),
    ...schedule,
  ];
}

/**
 * Everything the confirm screen shows for one amount and term. India products carry the
 * agreement modal (position 1, the loan agreement); the web opens it only for
 * `languageType=1` (docs/screens.md "Loan confirm").
 */
export function confirmView(input: ConfirmInput): ConfirmView {
  const { product, agreements, lang } = input;
  const terms = termsOf(product);
  const q = quoteLoan(terms, input.amount, input.periods, input.now);
  const main = agreements[0];
  const withModal = product.region === 'IN' && main !== undefined;
  return {
    productId: product.id,
    productLogo: product.logo,
    productName: product.name,
    amount: q.amount,
    amountChoices: amountChoices(terms),
    periods: q.periods,
    periodChoices: [...terms.periodChoices],
    termUnit: q.termUnit,
    receivedAmount: q.received,
    dailyRateBps: product.daily_rate_bps,
    details: detailRows(product, q, lang),
    repayPlans: q.plan.map((p) => ({
      title: copy(lang, 'periodTitle', { n: p.periodNo, total: q.plan.length }),
      amount: p.total,
      payTime: formatDate(product.region, p.dueAt, readerOf(lang)),
      dueOn: wireDate(product.region, p.dueAt),
    })),
    firstPayTime: formatDate(product.region, q.plan[0]!.dueAt, readerOf(lang)),
    pRateDsc: copy(lang, 'rateDescription', {
      rate: formatPercent(product.region, product.daily_rate_bps),
    }),
    sendSms: 0,
    popTitle: withModal ? copy(lang, 'popTitle') : '',
    popContent: withModal ? copy(lang, 'popContent', { product: product.name }) : '',
    popAgreementUrl: withModal ? main.contract_url : '',
    note: copy(lang, 'confirmNote'),
    agreements: agreements.map((a) => ({
      title: contentText(lang, a.title),
      position: a.position,
    })),
  };
}
