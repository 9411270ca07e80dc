/**
 * Closing a loan (decision 061): the payoff quote loan details offers, a closed loan's
 * certificate and bureau report, and the closing job that issues and reports them, run on a
 * timer by every instance (closing-job.ts makes each certificate once).
 */
import type { FastifyInstance } from 'fastify';
import { loanClosureInfo, loanPayoff } from '@tenor/contract/endpoints/loans';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { documentsSecret } from '../../domain/documents/download-url.ts';
import { orderRepository } from '../../domain/orders/order-repository.ts';
import { productRepository } from '../../domain/products/repository.ts';
import { closingJob } from './closing-job.ts';
import { signerOf } from '../../domain/documents/signature.ts';
import { closureService } from './closure-service.ts';
import { runEvery } from '../../http/every.ts';

/** Well inside the minute a closed loan's certificate is promised in. */
export const CLOSING_EVERY_MS = 5_000;

export async function closureRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; sms: SmsProvider | null },
): Promise<void> {
  const secret = documentsSecret(opts.config.webhookSecret);
  const service = closureService(
    opts.db,
    orderRepository(opts.db),
    productRepository(opts.db),
    secret,
  );
  route(app, loanPayoff, (req, ctx) =>
    service.payoff(ctx.borrower.id, req.orderId, req.quotedOn, ctx.lang),
  );
  route(app, loanClosureInfo, (req, ctx) => service.closure(ctx.borrower.id, req.orderId));

  const job = closingJob({
    db: opts.db,
    sms: opts.sms,
    secret,
    brand: opts.config.brand.appName,
    origin: opts.config.publicHost === undefined ? undefined : `https://${opts.config.publicHost}`,
    signer: signerOf(opts.config),
    log: app.log,
  });
  runEvery(app, {
    name: 'the closing job',
    everyMs: CLOSING_EVERY_MS,
    run: () => job.certifyDue().then(() => job.reportDue()),
  });
}
