/**
 * UPI AutoPay's routes (decision 072): loan details reads and changes the order's mandate, the
 * job runs on every instance (each period's notice and debit are claimed in the database), and
 * in demo mode the sandbox API plays the borrower's UPI app and runs the job at a given moment.
 */
import type { FastifyInstance } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import {
  autopayChange,
  autopayGet,
  autopaySetup,
  autopayVerify,
} from '@tenor/contract/endpoints/autopay';
import { CARD_BANK } from '@tenor/contract/autopay-fields';
import { devAutopayEvent, devAutopayRun } from '@tenor/contract/endpoints/dev';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { runEvery } from '../../../http/every.ts';
import { route } from '../../../http/route.ts';
import type { Providers } from '../../../providers/configured.ts';
import { copy as repayCopy } from '../copy.ts';
import type { OrderReads } from '../order-context.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import { copy as mandateCopy } from './mandate-copy.ts';
import { mandateRepository } from './mandate-repository.ts';
import { mandateService, type MandateService } from './mandate-service.ts';
import { sandboxBankRoutes } from './sandbox-bank.ts';

/** The origin of the pay links an SMS carries: the public host, or the demo's own address. */
const smsOrigin = (config: Pick<Config, 'publicHost' | 'port'>): string =>
  config.publicHost !== undefined
    ? `https://${config.publicHost}`
    : `http://127.0.0.1:${config.port}`;

export function mandateRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    providers: Providers;
    repayments: RepaymentRepository;
    reads: OrderReads;
    afterPayment: () => Promise<void>;
  },
): MandateService {
  const repo = mandateRepository(opts.db);
  const mandates = mandateService({
    repo,
    repayments: opts.repayments,
    reads: opts.reads,
    providers: opts.providers.payment,
    sms: opts.providers.sms,
    brand: opts.config.brand.appName,
    origin: smsOrigin(opts.config),
    log: app.log,
    afterPayment: opts.afterPayment,
    holidays: opts.config.holidays,
  });

  route(app, autopayGet, (req, ctx) => mandates.view(ctx.borrower.id, req.orderId));
  route(app, autopaySetup, (req, ctx) =>
    mandates.setup(ctx.borrower, req.orderId, undefined, req.enach, req.wallet, req.directDebit),
  );
  route(app, autopayVerify, (req, ctx) => mandates.verify(ctx.borrower.id, req.orderId, req.code));
  route(app, autopayChange, (req, ctx) =>
    mandates.change(ctx.borrower.id, req.orderId, req.action),
  );

  const sandbox = opts.providers.sandbox;
  if (opts.config.demo && sandbox !== null) {
    route(app, devAutopayRun, (req) =>
      mandates.run(req.at === undefined ? new Date() : new Date(req.at)),
    );
    route(app, devAutopayEvent, async (req) => {
      const mandate = await repo.latest(req.orderId);
      if (mandate === undefined || mandate.provider !== sandbox.name) {
        throw new AppError(codes.notFound, repayCopy.later('orderNotFound'), 404);
      }
      const token = mandate.token_ref ?? `sbx_token_${mandate.ref}`;
      // e-NACH signed on the sandbox bank's page: approve and decline are the bank's answer.
      const bankAnswer =
        mandate.method === 'enach' &&
        mandate.token_ref !== null &&
        (req.event === 'approve' || req.event === 'decline');
      if (bankAnswer) {
        await mandates.onEvent(sandbox.name, {
          kind: req.event === 'approve' ? 'tokenConfirmed' : 'tokenRejected',
          tokenRef: token,
        });
      }
      switch (bankAnswer ? null : req.event) {
        case 'approve':
          await mandates.onEvent(sandbox.name, {
            kind: 'confirmed',
            authRef: mandate.auth_ref ?? '',
            tokenRef: token,
          });
          break;
        case 'decline':
          await mandates.onEvent(sandbox.name, {
            kind: 'rejected',
            authRef: mandate.auth_ref ?? '',
          });
          break;
        case 'pause':
          await mandates.onEvent(sandbox.name, { kind: 'paused', tokenRef: token });
          break;
        case 'resume':
          await mandates.onEvent(sandbox.name, { kind: 'resumed', tokenRef: token });
          break;
        case 'cancel':
          await mandates.onEvent(sandbox.name, { kind: 'cancelled', tokenRef: token });
          break;
        case 'failNextDebit':
          sandbox.mandates.failNextDebit(token);
          break;
      }
      return { status: (await repo.byId(mandate.id))?.status ?? mandate.status };
    });
    sandboxBankRoutes(app, { repo, mandates, provider: sandbox.name });
    // The sandbox bank texts its card-linking code to the demo's outbox (decision 081).
    const sms = opts.providers.sms;
    sandbox.mandates.onCode(async (card, code) => {
      await sms?.send({
        phone: card.phone,
        region: 'ID',
        kind: 'cardOtp',
        text: mandateCopy('id', 'bankCodeSms', {
          bank: CARD_BANK[card.channel],
          code,
          lastFour: card.lastFour,
          brand: opts.config.brand.appName,
        }),
      });
    });
  }

  runEvery(app, {
    name: 'UPI AutoPay notices and debits',
    everyMs: opts.config.reminders.everyMs,
    run: () => mandates.run(),
  });
  return mandates;
}
