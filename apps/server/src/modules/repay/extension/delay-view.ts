import type { ResponseOf } from '@tenor/contract/endpoint';
import type { delayDetail } from '@tenor/contract/endpoints/repay';
import type { Order, PlanPeriod, Product } from '../../../db/schema.ts';
import { readerOf, type Lang } from '../../../i18n.ts';
import { orderLabel } from '../../../domain/orders/order-copy.ts';
import { formatDate, formatDateTime, formatMoment, formatMoney } from '@tenor/contract/format';
import { termText } from '../../../domain/orders/order-copy.ts';
import { copy } from '../copy.ts';
import { firstUnpaidDueAt, paymentDeadline } from '../settlement/deadline.ts';
import { extendedDueAt } from './extension.ts';

export type DelayView = ResponseOf<typeof delayDetail>;

export interface DelayInput {
  order: Order;
  product: Product;
  plan: readonly PlanPeriod[];
  /** extension.ts `extensionFee` of this order. */
  fee: number;
  telephone: string;
  lang: Lang;
  now: Date;
}

/** The extension screen: the fee, until when it holds, and what it changes. */
export function delayView({
  order,
  product,
  plan,
  fee,
  telephone,
  lang,
  now,
}: DelayInput): DelayView {
  const region = product.region;
  const dueAt = firstUnpaidDueAt(plan) ?? order.due_at ?? now.toISOString();
  const deadlineAt = paymentDeadline(region, dueAt, now);
  const newDueAt = extendedDueAt(dueAt, product.extension_days, now);
  // The first unpaid period is the one that moves (extension.ts); the others keep their dates.
  const unpaid = [...plan]
    .sort((a, b) => a.period_no - b.period_no)
    .filter((p) => p.status !== 'paid');
  const periods = unpaid.map((p, i) => ({
    periodNo: p.period_no,
    amount: p.total,
    dueAt: new Date(p.due_at).toISOString(),
    newDueAt: new Date(i === 0 ? newDueAt : p.due_at).toISOString(),
    moves: i === 0,
  }));
  return {
    productName: product.name,
    productLogo: product.logo,
    delayShouldPayAmount: fee,
    delayExpiryTime: formatDateTime(region, deadlineAt),
    delayExpiresAt: deadlineAt.toISOString(),
    details: [
      { text: orderLabel(lang, 'orderNo'), value: order.order_no },
      { text: orderLabel(lang, 'loanAmount'), value: formatMoney(region, order.amount) },
      { text: copy(lang, 'currentDue'), value: formatDate(region, dueAt, readerOf(lang)) },
      {
        text: copy(lang, 'extensionTerm'),
        value: termText(lang, 'day', product.extension_days),
      },
      {
        text: copy(lang, 'newDueDate'),
        value: formatDate(region, newDueAt, readerOf(lang)),
      },
      { text: copy(lang, 'extensionFee'), value: formatMoney(region, fee) },
      {
        text: copy(lang, 'payBefore'),
        value: formatMoment(region, deadlineAt, readerOf(lang)),
      },
    ],
    order: {
      orderNo: order.order_no,
      loanAmount: order.amount,
      dueAt: new Date(dueAt).toISOString(),
      extensionDays: product.extension_days,
      newDueAt: new Date(newDueAt).toISOString(),
      from: Date.parse(dueAt) < now.getTime() ? 'today' : 'dueDate',
      periodCount: plan.length,
      periods,
    },
    telephone,
  };
}
