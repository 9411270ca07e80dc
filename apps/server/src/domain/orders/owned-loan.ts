import type { Order, Product } from '../../db/schema.ts';
import type { ProductRepository } from '../products/repository.ts';
import type { OrderRepository } from './order-repository.ts';

/**
 * The borrower's own order with its product; undefined for anyone else's order (or one whose
 * product is gone), which every caller answers as "does not exist", never leaked.
 */
export async function ownedLoan(
  orders: Pick<OrderRepository, 'orderOf'>,
  products: Pick<ProductRepository, 'product'>,
  borrowerId: number,
  orderId: number,
): Promise<{ order: Order; product: Product } | undefined> {
  const order = await orders.orderOf(borrowerId, orderId);
  const product = order === undefined ? undefined : await products.product(order.product_id);
  return order === undefined || product === undefined ? undefined : { order, product };
}
