import type { FastifyInstance } from 'fastify';
import { loanCancel, loanExit } from '@tenor/contract/endpoints/loans';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { route } from '../../http/route.ts';
import { exitService } from './exit-service.ts';

/** The cooling-off exit quote and the cancel before disbursal (decision 058). */
export function exitRoutes(
  app: FastifyInstance,
  products: ProductRepository,
  orders: OrderRepository,
): void {
  const exits = exitService(products, orders);
  route(app, loanExit, (req, ctx) => exits.quote(ctx.borrower.id, req.orderId));
  route(app, loanCancel, (req, ctx) => exits.cancel(ctx.borrower.id, req.orderId));
}
