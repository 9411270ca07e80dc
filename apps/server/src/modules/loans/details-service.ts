import { codes } from '@tenor/contract/envelope';
import type { Order, Product } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { answerMemo } from '../../kernel/answer-memo.ts';
import { allOf, andThen, type MaybePromise } from '../../kernel/maybe-promise.ts';
import { AppError } from '../../http/app-error.ts';
import type { JsonText } from '../../kernel/json-text.ts';
import { marketDayNumber } from '../../domain/orders/market-day.ts';
import type { Lang } from '../../i18n.ts';
import { detailsView, type DetailsView } from './details-view.ts';
import { isSettled } from '../../domain/orders/order-flags.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { recommendedItems } from './recommended-item.ts';
import { appliedToday, closedToday } from './daily-rule.ts';
import type { LoansRepository } from './repository.ts';
import { lenderField } from '../../domain/products/lender-rules.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { copy } from './copy.ts';
import { exitFields } from './exit-service.ts';

/** Loan details and the rating of a repaid loan. */
export function detailsService(
  products: ProductRepository,
  orders: OrderRepository,
  /** The market's customer-service number. */
  telephone: (region: Product['region']) => string,
  applications: LoansRepository,
) {
  /** The borrower's own order; anyone else's is "does not exist" (never leaked). */
  function ownOrder(borrowerId: number, orderId: number, productId?: number): MaybePromise<Order> {
    return andThen(orders.orderOf(borrowerId, orderId), (order) => {
      if (order === undefined || (productId !== undefined && order.product_id !== productId)) {
        throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
      }
      return order;
    });
  }

  // By order: made again when the order, its plan or rating, the catalogue, the language or
  // the market's day (days late and late fees count in days) is not what it was made from.
  const views = answerMemo<DetailsView>();

  return {
    /** At once (no promise) when the order's rows, the catalogue and the answer are kept. */
    details(
      borrowerId: number,
      orderId: number,
      productId: number | undefined,
      lang: Lang,
    ): MaybePromise<JsonText<DetailsView>> {
      const now = new Date();
      return andThen(ownOrder(borrowerId, orderId, productId), (order) =>
        andThen(products.product(order.product_id), (product) => {
          if (product === undefined)
            throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
          const rows = allOf([
            orders.planOf(order.id, now),
            orders.extensionsOf(order.id),
            orders.isRatingClosed(order.id),
            products.productsOf(product.region),
            appliedToday(applications, borrowerId, product.region, now.getTime()),
            products.lenders(),
          ]);
          return andThen(rows, ([plan, extensions, rated, regionProducts, applied, lenders]) => {
            const phone = telephone(product.region);
            // Days late and late charges count in the market's days.
            const day = marketDayNumber(product.region, now);
            // The exit's quote moves by the day and ends mid-day: its total is an input.
            const exits = exitFields(order, product, lenders, now);
            const inputs = [
              order,
              product,
              plan,
              extensions,
              rated,
              regionProducts,
              applied,
              phone,
              lang,
              day,
              lenders,
              exits.exit?.total,
            ];
            return views(order.id, inputs, () => ({
              ...detailsView({
                order,
                product,
                plan,
                extensions,
                rated,
                recProducts: closedToday(
                  recommendedItems(regionProducts, lang, product.id, lenders),
                  applied,
                  lang,
                ),
                telephone: phone,
                lang,
                now,
              }),
              ...lenderField(product, lenders),
              ...exits,
            }));
          });
        }),
      );
    },

    /** Scores a repaid order (once; a repeat is ignored), or the app when no order is given. */
    async rate(borrowerId: number, orderId: number | undefined, score: number) {
      if (orderId !== undefined) {
        const order = await ownOrder(borrowerId, orderId);
        if (!isSettled(order.status))
          throw new AppError(codes.conflict, copy.later('orderNotRatable'), 409);
      }
      await orders.addRating({ borrowerId, orderId: orderId ?? null, score, createdAt: nowIso() });
      return null;
    },

    /**
     * The borrower closed the rating dialog without rating: remembered on the server, so
     * it is offered once per order, whatever the device or a reload (repeats are ignored).
     */
    async dismissRating(borrowerId: number, orderId: number) {
      const order = await ownOrder(borrowerId, orderId);
      if (!isSettled(order.status))
        throw new AppError(codes.conflict, copy.later('orderNotRatable'), 409);
      await orders.dismissRating(order.id, nowIso());
      return null;
    },
  };
}
