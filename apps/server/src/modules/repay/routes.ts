import type { DeskOptions } from '../../desk/desk-kit.ts';
import { refundsDeskRoutes } from './settlement/refunds-desk.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  delayDetail,
  generateVcode,
  initPayType,
  instalmentDetail,
  paymentReceipt,
  paymentStatus,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '@tenor/contract/endpoints/repay';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { callbackBudget } from '../../http/callback-budget.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import type { WindowCounter } from '../../http/shared-windows.ts';
import { route } from '../../http/route.ts';
import { otpLimiter } from '../../providers/otp-limiter.ts';
import { orderRepository } from '../../domain/orders/order-repository.ts';
import { productRepository } from '../../domain/products/repository.ts';
import { cardService } from './card/card-service.ts';
import { chargeReconciler } from './settlement/charge-reconciler.ts';
import { accountReconciler } from './settlement/account-reconciler.ts';
import { gatewayRoutes } from './gateway/gateway-routes.ts';
import { gatewayService } from './gateway/gateway-service.ts';
import { planService } from './plan-service.ts';
import { providerFollowUp } from './settlement/provider-follow-up.ts';
import { accountIntents } from './va/account-intents.ts';
import type { Providers } from '../../providers/configured.ts';
import { accountRepository } from './va/account-repository.ts';
import { repaymentRepository } from './repayment-repository.ts';
import { marketDesk } from './market-desk.ts';
import { receiptService } from './receipt-service.ts';
import { vaService } from './va/va-service.ts';
import { webhookRoutes } from './settlement/webhook-routes.ts';
import { webhookService } from './settlement/webhook-service.ts';
import { mandateRoutes } from './mandate/mandate-routes.ts';
import { statementRoutes } from './statement/statement-routes.ts';
import { runEvery } from '../../http/every.ts';

export async function repayRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    providers: Providers;
    /** The operators' desk, when it is on: the refunds page. */
    desk: DeskOptions | undefined;
    /** Where the webhook's budgets are counted (shared by every instance on PostgreSQL). */
    windows: WindowCounter;
  },
): Promise<void> {
  const { payment, sms, sandbox } = opts.providers;
  const desk = marketDesk(opts.config, payment);
  if (opts.desk !== undefined) {
    await app.register(refundsDeskRoutes, { desk: opts.desk, db: opts.db });
  }
  const accounts = accountRepository(opts.db);
  const repo = repaymentRepository(opts.db);
  const reads = { orders: orderRepository(opts.db), products: productRepository(opts.db) };
  // Lost asks are looked for once older than any provider call (the reconciler's wait).
  const intents = accountIntents(opts.db, opts.config.chargeReconcileAfterMs, app.log);
  const va = vaService(accounts, reads, payment, desk, intents, app.log);
  const plans = planService(reads, desk);
  const configured = payment.all.length > 0;
  const reconciler = configured
    ? chargeReconciler(repo, payment, opts.config.chargeReconcileAfterMs, app.log)
    : null;
  const followUps = payment.all.map((provider) =>
    providerFollowUp(accounts, repo, provider, app.log, intents),
  );
  const afterPayment = async () => {
    for (const followUp of followUps) await followUp.run();
  };
  const cards = cardService({
    repo,
    reads,
    providers: payment,
    sms,
    limiter: otpLimiter(opts.db),
    reconciler,
    desk,
    afterPayment,
  });
  const receipts = receiptService(accounts, repo, reads, payment);
  const gateway = gatewayService(repo, reads, payment, sandbox, desk, afterPayment);

  // The pages a provider sends the borrower back to are written with it; none known, relative.
  const originOf = (request: FastifyRequest) => publicOrigin(opts.config.publicHost, request) ?? '';

  route(app, initPayType, (req, ctx) => va.payTypes(ctx.borrower.id, req));

  route(app, generateVcode, (req, ctx) =>
    va.issue(ctx.borrower.id, req, ctx.lang, originOf(ctx.request)),
  );

  route(app, paymentStatus, (req, ctx) => va.paid(ctx.borrower.id, req.orderId, req.vcode));

  route(app, instalmentDetail, (req, ctx) => plans.instalments(ctx.borrower.id, req, ctx.lang));

  route(app, delayDetail, (req, ctx) => plans.extension(ctx.borrower.id, req, ctx.lang));

  route(app, repaymentWay, (req, ctx) => cards.way(ctx.borrower.id, req));

  route(app, repaymentCommit, (req, ctx) => cards.commit(ctx.borrower, req, ctx.lang));

  route(app, repaymentConfirm, (req, ctx) => cards.confirm(ctx.borrower, req, ctx.lang));

  route(app, repaymentHuichao, (req, ctx) =>
    gateway.open(ctx.borrower.id, req, ctx.lang, originOf(ctx.request)),
  );

  route(app, paymentReceipt, (req, ctx) => receipts.receipt(ctx.borrower.id, req, ctx.lang));

  statementRoutes(app, { db: opts.db, config: opts.config, reads });

  if (reconciler !== null) {
    const lostNotifications = accountReconciler(
      accounts,
      payment,
      opts.config.chargeReconcileAfterMs,
      app.log,
    );
    // Lost charges and hosted-page payments are settled at start-up and then on a timer
    // (charge-reconciler.ts), ended accounts' lost notifications are asked for
    // (account-reconciler.ts), and what the provider was not told yet is told again
    // (provider-follow-up.ts).
    runEvery(app, {
      name: 'charge reconciliation',
      everyMs: opts.config.chargeReconcileAfterMs,
      atReady: true,
      run: async () => {
        await reconciler.run();
        await lostNotifications.run();
        await afterPayment();
      },
    });
  }
  const mandates = mandateRoutes(app, { ...opts, repayments: repo, reads, afterPayment });
  await app.register(webhookRoutes, {
    service: webhookService(accounts, repo, payment, afterPayment),
    budget: callbackBudget(opts.windows),
    mandateEvent: (provider, raw) => mandates.receive(provider, raw),
  });
  if (sandbox !== null) await app.register(gatewayRoutes, { service: gateway });
}

/** Card charges started and not yet answered (at shutdown: left for the reconciler). */
export async function chargesInFlight(db: Db): Promise<number> {
  return (await repaymentRepository(db).chargingSince(new Date(Date.now() + 1000))).length;
}
