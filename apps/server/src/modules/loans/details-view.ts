import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails, RecommendedItem } from '@tenor/contract/endpoints/loans';
import type { DetailRow } from '@tenor/contract/fields';
import { isOrderStatus, orderStatus } from '@tenor/contract/orders';
import type { Order, PlanPeriod, Product } from '../../db/schema.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { orderLabel, type OrderLabel } from '../../domain/orders/order-copy.ts';
import { formatDate, formatMoment, formatMoney } from '@tenor/contract/format';
import { termText } from '../../domain/orders/order-copy.ts';
import {
  extensionOffered,
  flagOf,
  isClosed,
  isRepayable,
  ratingOffered,
} from '../../domain/orders/order-flags.ts';
import { outstandingOf } from '../../domain/orders/outstanding.ts';
import { statusText } from '../../domain/orders/status-text.ts';
import { amountDueOf } from './amount-due.ts';
import type { PaidExtension } from '../../domain/orders/paid-extensions.ts';

export type DetailsView = ResponseOf<typeof loanDetails>;

export interface DetailsInput {
  order: Order;
  product: Product;
  plan: readonly PlanPeriod[];
  /** The extension fees the order took, oldest first. */
  extensions: readonly PaidExtension[];
  /** Rated, or the rating dialog was dismissed: it is not offered again. */
  rated: boolean;
  recProducts: RecommendedItem[];
  /** Brand service phone. */
  telephone: string;
  lang: Lang;
  now: Date;
}

/** Label/value rows of the order card; rows without a value are left out. */
export function orderRows(
  order: Order,
  product: Product,
  outstanding: number,
  lang: Lang,
  extensions: readonly PaidExtension[],
): DetailRow[] {
  const region = product.region;
  const money = (n: number) => formatMoney(region, n);
  const instalment = order.term_unit === 'month';
  const repayable = isRepayable(order.status);
  const exited = order.status === orderStatus.closedCoolingOff;
  const rows: [OrderLabel, string][] = [
    ['orderNo', order.order_no],
    ['loanAmount', money(order.amount)],
    [order.disbursed_at ? 'received' : 'toReceive', money(order.amount - order.fee_amount)],
    ['fee', money(order.fee_amount)],
    ['interest', money(order.interest_amount)],
    ['term', termText(lang, order.term_unit, order.periods)],
    ['applyDate', formatMoment(region, order.created_at, readerOf(lang))],
    [
      'disbursedDate',
      order.disbursed_at ? formatMoment(region, order.disbursed_at, readerOf(lang)) : '',
    ],
    [
      instalment ? 'instalmentDue' : 'dueDate',
      repayable && order.due_at ? formatDate(region, order.due_at, readerOf(lang)) : '',
    ],
    // "Extended on 29 Nov 2026 · fee ₹1,136.00", one row per extension paid; the fee and its
    // amount joined by no-break spaces, so a narrow row breaks only after the date.
    ...extensions.map((paid): [OrderLabel, string] => [
      'extended',
      `${formatDate(region, paid.paidAt, readerOf(lang))} · ${`${orderLabel(lang, 'extensionFee')} ${money(paid.fee)}`.replaceAll(' ', '\u00a0')}`,
    ]),
    ['repaid', repayable && order.paid_amount > 0 ? money(order.paid_amount) : ''],
    ['exitPaid', exited ? money(order.paid_amount) : ''],
    ['outstanding', outstanding > 0 ? money(outstanding) : ''],
    [
      exited ? 'closedDate' : 'settledDate',
      isClosed(order.status) && order.settled_at
        ? formatMoment(region, order.settled_at, readerOf(lang))
        : '',
    ],
  ];
  return rows
    .filter(([, value]) => value !== '')
    .map(([key, value]) => ({ text: orderLabel(lang, key), value }));
}

/** The loan-details answer for one of the borrower's orders. */
export function detailsView(input: DetailsInput): DetailsView {
  const { order, product, lang } = input;
  const status = isOrderStatus(order.status) ? order.status : orderStatus.underReview;
  const outstanding = outstandingOf(order.status, input.plan);
  const notice = statusText(status, lang);
  const due = amountDueOf(product.region, order.status, input.plan, input.now);
  return {
    orderId: order.id,
    productId: product.id,
    orderStatus: order.status,
    noticeStatusText: notice.title,
    noticeDesText: notice.description,
    productName: product.name,
    productLogo: product.logo,
    details: orderRows(order, product, outstanding, lang, input.extensions),
    recProducts: input.recProducts,
    h5Url: '',
    isDelay: flagOf(extensionOffered(order.status, product.extension_allowed === 1)),
    isScore: flagOf(ratingOffered(order.status, input.rated)),
    telephone: input.telephone,
    repayAmount: outstanding,
    instalment: order.term_unit === 'month',
    amountDue: due.amountDue,
    dueDate: due.dueAt === null ? '' : formatDate(product.region, due.dueAt, readerOf(lang)),
    daysLate: due.daysLate,
    lateFee: due.lateFee,
    extensions: input.extensions.map(({ paidAt, fee }) => ({ paidAt, fee })),
  };
}
