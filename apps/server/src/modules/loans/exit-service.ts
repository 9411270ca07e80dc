/**
 * The borrower's ways out of a loan (decision 058): India's cooling-off exit, quoted here and
 * paid on the repayment rails (the payment closes the order, repay/settlement/apply-payment.ts),
 * and the cancel of an order not yet disbursed.
 */
import { codes } from '@tenor/contract/envelope';
import type { ExitOffer } from '@tenor/contract/loan-exit';
import { orderStatus } from '@tenor/contract/orders';
import type { Lender, Order, Product } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { exitQuote, exitTermsOf } from '../../domain/orders/cooling-off.ts';
import { canMove } from '../../domain/orders/order-transitions.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { orderStateOf, periodStatesOf, statusChange } from '../../domain/orders/status-change.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { copy } from './copy.ts';
import { ownedLoan } from '../../domain/orders/owned-loan.ts';

const lenderOf = (product: Product, lenders: ReadonlyMap<number, Lender>): Lender | undefined =>
  product.lender_id === null ? undefined : lenders.get(product.lender_id);

const cancellable = (order: Pick<Order, 'status' | 'term_unit'>): boolean =>
  canMove(order.status, orderStatus.cancelledByYou, order.term_unit, 'cancel');

/** The loan-details fields: the exit while it is offered, and whether a cancel is. */
export function exitFields(
  order: Order,
  product: Product,
  lenders: ReadonlyMap<number, Lender>,
  now: Date,
): { exit?: ExitOffer; cancellable?: true } {
  const exit = exitQuote(exitTermsOf(order, product, lenderOf(product, lenders)), now);
  return { ...(exit !== null && { exit }), ...(cancellable(order) && { cancellable: true }) };
}

export function exitService(products: ProductRepository, orders: OrderRepository) {
  async function ownOrder(borrowerId: number, orderId: number) {
    const owned = await ownedLoan(orders, products, borrowerId, orderId);
    if (owned === undefined) throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
    return owned;
  }

  return {
    /** The exit quote now; 1011 once the period has ended (or when there is none). */
    async quote(borrowerId: number, orderId: number): Promise<ExitOffer> {
      const { order, product } = await ownOrder(borrowerId, orderId);
      const lender = lenderOf(product, await products.lenders());
      const exit = exitQuote(exitTermsOf(order, product, lender), new Date());
      if (exit === null)
        throw new AppError(codes.coolingOffEnded, copy.later('coolingOffEnded'), 409);
      return exit;
    },

    /** Cancels an order not yet disbursed; 1012 once disbursal has started. */
    async cancel(borrowerId: number, orderId: number): Promise<null> {
      const { order } = await ownOrder(borrowerId, orderId);
      const refused = () =>
        new AppError(codes.disbursalStarted, copy.later('disbursalStarted'), 409);
      if (!cancellable(order)) throw refused();
      const now = new Date();
      const plan = await orders.planOf(order.id, now);
      const result = statusChange(
        orderStateOf(order),
        periodStatesOf(plan),
        orderStatus.cancelledByYou,
        now,
      );
      if (!result.ok) throw refused();
      // Guarded by the status read: a lender's move meanwhile (approval) makes this a refusal.
      if (!(await orders.applyStatusChange(order.id, order.status, result.change, nowIso())))
        throw refused();
      return null;
    },
  };
}
