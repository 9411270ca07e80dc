/**
 * The borrower's data rights (decision 064): the app's endpoints, the export's two downloads
 * (signed addresses as the documents at signing have, decision 059: no token in the URL), the
 * public deletion page and the erasure job, which runs every minute on every instance (a
 * request is carried out once: its row changes to `done` in the transaction that erases); in
 * demo mode the sandbox's `devRightsClock`, which moves a borrower back in time and runs it now.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devRightsClock } from '@tenor/contract/endpoints/dev';
import {
  dataConsent,
  dataErase,
  dataExport,
  myData,
  phoneCode,
  phoneCorrect,
  dataEmail,
} from '@tenor/contract/endpoints/rights';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DeskOptions } from '../../desk/desk-kit.ts';
import { APP_LINK_S, readGrant, signGrant } from '../../domain/documents/download-url.ts';
import { browserLang, pageLangParam } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { marketLang } from '../../i18n.ts';
import { otpLimiter } from '../../providers/otp-limiter.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { rightsDeskRoutes } from './desk.ts';
import { deletePages } from './delete-page.ts';
import { exportPage } from './export.ts';
import { exportPath, EXPORT_ROUTE, exportSecret } from './export-url.ts';
import { rightsRepository } from './repository.ts';
import { rightsService } from './service.ts';
import { runEvery } from '../../http/every.ts';

const JOB_EVERY_MS = 60_000;

export async function rightsRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    sms: SmsProvider | null;
    storage: FileStorage;
    desk: DeskOptions | undefined;
  },
): Promise<void> {
  const repo = rightsRepository(opts.db);
  const service = rightsService({
    repo,
    config: opts.config,
    sms: opts.sms,
    limiter: otpLimiter(opts.db),
    storage: opts.storage,
  });
  const secret = exportSecret(opts.config.webhookSecret);

  route(app, myData, (_req, ctx) => service.myData(ctx.borrower, new Date()));

  route(app, dataExport, async (_req, ctx) => {
    const now = new Date();
    const request = await service.export(ctx.borrower, now);
    const grant = signGrant(
      secret,
      { orderId: request.id, borrowerId: ctx.borrower.id },
      APP_LINK_S,
      now,
    );
    return {
      reference: request.reference,
      jsonUrl: `${exportPath(request.id, request.reference, 'json')}?${grant}`,
      pageUrl: `${exportPath(request.id, request.reference, 'html')}?${grant}&lang=${ctx.lang}`,
    };
  });

  route(app, dataConsent, (req, ctx) => {
    const device = ctx.call.headers['x-device-id'];
    return service.setConsent(
      ctx.borrower,
      req.key,
      req.given,
      typeof device === 'string' && device !== '' ? device.slice(0, 128) : null,
      new Date(),
    );
  });

  route(app, phoneCode, (req, ctx) =>
    service.phoneCode(ctx.borrower, req.phone, new Date(), ctx.lang),
  );
  route(app, phoneCorrect, (req, ctx) =>
    service.phoneCorrect(ctx.borrower, req.reference, req.code, new Date()),
  );

  route(app, dataEmail, (req, ctx) => service.setEmail(ctx.borrower, req.email));

  route(app, dataErase, async (req, ctx) => {
    const request = await service.erase(ctx.borrower, req.kind, new Date());
    return { reference: request.reference, scheduledFor: request.scheduled_for ?? '' };
  });

  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(403)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        browserLang(request) === 'id'
          ? 'Tautan ini sudah tidak berlaku.'
          : 'This link has expired.',
      );

  app.get<{ Params: { requestId: string; fileName: string } }>(
    EXPORT_ROUTE,
    async (request, reply) => {
      const id = /^\d{1,12}$/.test(request.params.requestId)
        ? Number(request.params.requestId)
        : undefined;
      const q = request.query as Record<string, unknown>;
      const grant = id === undefined ? null : readGrant(secret, id, q, new Date());
      const row = grant === null ? undefined : await repo.request(grant.orderId);
      if (
        grant === null ||
        row === undefined ||
        row.borrower_id !== grant.borrowerId ||
        row.export_json === null
      ) {
        return refuse(request, reply);
      }
      const isPage = request.params.fileName.endsWith('.html');
      const lang = pageLangParam(q.lang) ?? marketLang(row.region);
      const body = isPage
        ? exportPage(lang, opts.config.brand.appName, row.export_json)
        : row.export_json;
      const fileName = `tenor-data-${row.reference}.${isPage ? 'html' : 'json'}`;
      return reply
        .code(200)
        .headers({
          'content-type': isPage ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
          // The page opens in the browser; the JSON is saved.
          'content-disposition': `${isPage ? 'inline' : 'attachment'}; filename="${fileName}"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        })
        .send(body);
    },
  );

  await app.register(deletePages, { service, config: opts.config, db: opts.db });
  if (opts.desk !== undefined) await app.register(rightsDeskRoutes, { desk: opts.desk, repo });

  if (opts.config.demo) {
    route(app, devRightsClock, async (req) => {
      await repo.age(req.borrowerId, req.days);
      return { erased: await service.runErasures(new Date()) };
    });
  }

  // The erasure job: every minute, and once at start.
  runEvery(app, {
    name: 'the erasure job',
    everyMs: JOB_EVERY_MS,
    atReady: true,
    run: () => service.runErasures(new Date()),
  });
}
