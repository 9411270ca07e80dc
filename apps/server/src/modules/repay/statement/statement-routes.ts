import type { FastifyInstance } from 'fastify';
import { loanStatement, statementCalendar, statementFile } from '@tenor/contract/endpoints/repay';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { publicOrigin } from '../../../http/public-origin.ts';
import { binaryRoute, route } from '../../../http/route.ts';
import type { OrderReads } from '../order-context.ts';
import { downloadKey } from './download-link.ts';
import { statementRepository } from './statement-repository.ts';
import { statementService, type Download } from './statement-service.ts';

/** An attachment the WebView hands to the system (a calendar app, the files): never cached. */
const attachment = (file: Download) => ({
  type: file.type,
  body: file.body,
  headers: {
    // The name is ours (order numbers are [A-Za-z0-9-]); `filename*` carries it as UTF-8 too.
    'content-disposition': `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'cache-control': 'private, no-store',
  },
});

/** The statement of account and its downloads (docs/screens.md "Statement of account", decision 060). */
export function statementRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; reads: OrderReads },
): void {
  const service = statementService(
    opts.reads,
    statementRepository(opts.db),
    downloadKey(opts.config.webhookSecret),
  );

  route(app, loanStatement, (req, ctx) =>
    service.statement(ctx.borrower.id, req, ctx.lang, new Date()),
  );

  binaryRoute(app, statementCalendar, async (req, ctx) => {
    const origin = publicOrigin(opts.config.publicHost, ctx.request) ?? '';
    return attachment(await service.calendar(req, ctx.lang, origin, new Date()));
  });

  binaryRoute(app, statementFile, async (req, ctx) =>
    attachment(await service.file(req, ctx.lang, new Date())),
  );
}
