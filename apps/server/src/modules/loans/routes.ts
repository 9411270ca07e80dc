import type { FastifyInstance } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import {
  contractJump,
  contractList,
  googleScore,
  jointNecessity,
  jointProducts,
  jointTargeted,
  consentLedger,
  loanAgreement,
  loanConfirm,
  loanDetails,
  loanPush,
  orderKfs,
  pageEventSave,
  productApply,
  productLink,
  recommendProductList,
  scoreDismiss,
  serviceEventSave,
} from '@tenor/contract/endpoints/loans';
import type { SessionStore } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { languageTypeOf } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../http/app-error.ts';
import { requestBorrower } from '../../auth/request-borrower.ts';
import { confirmService } from './confirm-service.ts';
import { detailsService } from './details-service.ts';
import { exitRoutes } from './exit-routes.ts';
import { orderRepository } from '../../domain/orders/order-repository.ts';
import { productRepository } from '../../domain/products/repository.ts';
import { loansRepository } from './repository.ts';
import { loansService } from './service.ts';
import { offerRoutes } from './offer-routes.ts';
import { copy } from './copy.ts';
import { consentRepository } from './consent-repository.ts';
import { deviceIdOf, kfsService } from './kfs-service.ts';
import { kfsPageRoutes } from './kfs-routes.ts';
import { documentIssuer } from '../../domain/documents/issue.ts';
import { signerOf } from '../../domain/documents/signature.ts';
import { emailFor } from '../../providers/email-for.ts';
import { documentsSecret } from '../../domain/documents/download-url.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { documentsAtSigning } from './signing-documents.ts';
import { SIGNING_DOCUMENTS_EVERY_MS, signingDocumentsJob } from './signing-documents-job.ts';
import { runEvery } from '../../http/every.ts';

/** The events' answer: no data, once the event is committed. */
const answerNothing = () => null;

export async function loansRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; sessions: SessionStore; sms?: SmsProvider | null },
): Promise<void> {
  const repo = loansRepository(opts.db);
  const orders = orderRepository(opts.db);
  const products = productRepository(opts.db);
  const service = loansService(repo, products);
  const issuer = documentIssuer({
    db: opts.db,
    sms: opts.sms ?? null,
    secret: documentsSecret(opts.config.webhookSecret),
    brand: opts.config.brand.appName,
    signer: signerOf(opts.config),
    email: emailFor(opts.config),
    log: app.log,
  });
  // Key Fact Statements and the consent ledger (decision 056): the platform is the LSP.
  const kfs = kfsService(
    consentRepository(opts.db),
    products,
    (region) => `${opts.config.brand.appName} (${opts.config.company[region].name})`,
    opts.config.holidays,
  );
  // The documents given at signing (decision 059): by confirm's request, else by the job.
  const signing = signingDocumentsJob({
    db: opts.db,
    issue: documentsAtSigning(products, orders, issuer, kfs),
    emailLink: issuer.emailLink,
    products,
    origin: opts.config.publicHost === undefined ? undefined : `https://${opts.config.publicHost}`,
    log: app.log,
  });
  const confirm = confirmService(products, orders, repo, kfs, signing.atConfirm);
  runEvery(app, {
    name: 'the signing-documents job',
    everyMs: SIGNING_DOCUMENTS_EVERY_MS,
    run: () => signing.issueDue(),
  });
  const details = detailsService(
    products,
    orders,
    (region) => opts.config.support[region].phone,
    repo,
  );

  route(app, recommendProductList, (_req, ctx) =>
    service.recommendedProducts(ctx.borrower.id, ctx.region, copy(ctx.lang, 'quotaFull'), ctx.lang),
  );

  offerRoutes(app, {
    db: opts.db,
    repo,
    products,
    sessions: opts.sessions,
    company: opts.config.company,
  });

  route(app, pageEventSave, (req, ctx) =>
    service.recordEvent(ctx.borrower.id, 'page', req).then(answerNothing),
  );

  route(app, serviceEventSave, (req, ctx) =>
    service.recordEvent(ctx.borrower.id, 'service', req).then(answerNothing),
  );

  route(app, productApply, (req, ctx) =>
    service.apply(ctx.borrower.id, ctx.region, req.productId, req.scene),
  );

  route(app, productLink, (req, ctx) => service.productLink(ctx.borrower.id, ctx.region, req));

  route(app, loanConfirm, (req, ctx) =>
    confirm.confirm(
      ctx.region,
      ctx.borrower.id,
      req.productId,
      req,
      ctx.lang,
      deviceIdOf(ctx.call),
    ),
  );

  // Public, so no session is demanded; one that comes along adds the borrower's figures. An
  // anonymous reader who names no market (a shared link) reads the product in its own market,
  // which the page then switches to (docs/screens.md "App static pages").
  route(app, loanAgreement, async (req, ctx) => {
    const borrower = await requestBorrower(ctx.call, opts.sessions);
    const named = languageTypeOf(ctx.call) === undefined ? null : ctx.region;
    return confirm.agreementPage(
      borrower?.region ?? named,
      borrower?.id ?? null,
      req.productId,
      ctx.lang,
    );
  });

  route(app, contractList, (req, ctx) =>
    confirm.agreements(ctx.region, req.productId, req.scene, ctx.lang),
  );

  route(app, contractJump, (req, ctx) =>
    confirm.agreementUrl(ctx.region, ctx.borrower.id, req, ctx.lang),
  );

  route(app, loanPush, (req, ctx) =>
    confirm.push(
      ctx.region,
      ctx.borrower.id,
      req,
      ctx.lang,
      deviceIdOf(ctx.call),
      publicOrigin(opts.config.publicHost, ctx.request),
    ),
  );

  route(app, loanDetails, (req, ctx) =>
    details.details(ctx.borrower.id, req.orderId, req.productId, ctx.lang),
  );

  route(app, googleScore, (req, ctx) => details.rate(ctx.borrower.id, req.orderId, req.score));

  route(app, scoreDismiss, (req, ctx) => details.dismissRating(ctx.borrower.id, req.orderId));

  exitRoutes(app, products, orders);

  route(app, consentLedger, (_req, ctx) => kfs.ledger(ctx.borrower.id));

  route(app, orderKfs, async (req, ctx) => {
    if ((await orders.orderOf(ctx.borrower.id, req.orderId)) === undefined) {
      throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
    }
    return kfs.ofOrder(ctx.borrower.id, req.orderId, ctx.lang);
  });

  kfsPageRoutes(app, kfs);

  route(app, jointTargeted, (_req, ctx) => service.jointStatus(ctx.lang));

  route(app, jointNecessity, (_req, ctx) => service.jointNotice(ctx.lang));

  route(app, jointProducts, (_req, ctx) =>
    service.jointProducts(ctx.borrower.id, ctx.region, ctx.lang),
  );
}
