import type { FastifyInstance } from 'fastify';
import {
  devAccounts,
  devCaptcha,
  devOrderStatus,
  devOutbox,
  devPaymentSimulate,
  devPaymentDecline,
  devRefunds,
  devSession,
} from '@tenor/contract/endpoints/dev';
import type { SessionStore } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { languageTypeOf } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { orderRepository } from '../../domain/orders/order-repository.ts';
import type { Providers } from '../../providers/configured.ts';
import { productRepository } from '../../domain/products/repository.ts';
import { paymentSimulator } from './payment-simulator.ts';
import { devRepository } from './repository.ts';
import { devService } from './service.ts';

/** Sandbox API; registered only in demo mode, so `/dev/*` is a 404 envelope otherwise. */
export async function devRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config; providers: Providers },
): Promise<void> {
  const repo = devRepository(opts.db);
  const service = devService(
    repo,
    productRepository(opts.db),
    opts.sessions,
    orderRepository(opts.db),
  );
  const simulator = paymentSimulator(
    repo,
    opts.providers.sandbox,
    async (url, headers, payload) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      return { statusCode: res.statusCode, body: res.json() as unknown };
    },
  );
  const limit = opts.config.rateLimit.devSessionPerMinute;

  route(
    app,
    devSession,
    (req) => service.createSession(req.region ?? 'ID', req.scenario ?? 'default'),
    limit > 0 ? { rateLimit: { max: limit, timeWindow: '1 minute' } } : {},
  );

  route(app, devOrderStatus, (req, ctx) => service.moveOrder(req.orderId, req.status, ctx.lang));

  route(app, devPaymentSimulate, (req, ctx) =>
    simulator.pay(req.cardNo, req.amount, languageTypeOf(ctx.call)),
  );

  route(app, devPaymentDecline, (req) => simulator.decline(req.cardNo));

  route(app, devOutbox, (req) => service.outbox(req.phone));

  route(app, devAccounts, (req) => service.accounts(req.borrowerId));

  route(app, devRefunds, (req) => service.refunds(req.borrowerId));

  route(app, devCaptcha, (req) => service.captcha(req.sid));
}
