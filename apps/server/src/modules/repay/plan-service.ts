import { codes } from '@tenor/contract/envelope';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import { isRepayable, isSettled } from '../../domain/orders/order-flags.ts';
import { delayView, type DelayView } from './extension/delay-view.ts';
import { instalmentView, type InstalmentView } from './instalment-view.ts';
import type { MarketDesk } from './market-desk.ts';
import { extensionFeeOf, ownOrder, type OrderReads } from './order-context.ts';
import { copy } from './copy.ts';

interface OrderRef {
  orderId: number;
  productId?: number;
}

/** The instalment and extension screens. */
export function planService(reads: OrderReads, desk: MarketDesk) {
  return {
    /** Refused (1009) before disbursal: there is no plan to pay yet. */
    async instalments(borrowerId: number, req: OrderRef, lang: Lang): Promise<InstalmentView> {
      const ctx = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      if (!isRepayable(ctx.order.status) && !isSettled(ctx.order.status)) {
        throw new AppError(codes.conflict, copy.later('nothingToRepay'), 409);
      }
      return instalmentView(ctx.product, ctx.plan, lang);
    },

    /** Refused (1009) when the order may not be extended (`isDelay` '0'). */
    async extension(borrowerId: number, req: OrderRef, lang: Lang): Promise<DelayView> {
      const ctx = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      const fee = extensionFeeOf(ctx);
      if (fee === null) throw new AppError(codes.conflict, copy.later('extensionNotOffered'), 409);
      return delayView({
        ...ctx,
        fee,
        telephone: desk.phone(ctx.product.region),
        lang,
        now: new Date(),
      });
    },
  };
}
