import { pageUrl } from '@tenor/contract/paths';
import type { Order } from '../../db/schema.ts';

/**
 * The page that pays an order now (the link loan details' Repay now follows), without a
 * token: the statement's calendar and the payment reminders link it (decisions 060, 062).
 */
export const payPage = (
  order: Pick<Order, 'term_unit' | 'product_id' | 'id'>,
  amount: number,
): string =>
  order.term_unit === 'month'
    ? pageUrl('installmentRepay', { productId: order.product_id, orderId: order.id })
    : pageUrl('repay', { amount, orderId: order.id, productId: order.product_id });
