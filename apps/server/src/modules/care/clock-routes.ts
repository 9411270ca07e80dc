/**
 * The complaint clock's edges (decision 063): the pack's download at its signed address, the
 * sweep every instance runs on a timer (escalations are conditional writes, so instances
 * sharing one database each escalate a complaint at most once between them), and in demo mode
 * the sandbox's `devComplaintClock`, which runs that sweep now.
 */
import type { FastifyInstance } from 'fastify';
import { devComplaintClock } from '@tenor/contract/endpoints/dev';
import { codes } from '@tenor/contract/envelope';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { pageLangParam } from '../../http/language.ts';
import { marketLang } from '../../i18n.ts';
import { clockRepository } from './clock-repository.ts';
import { sweep, SWEEP_EVERY_MS } from './complaint-clock.ts';
import { copy } from './copy.ts';
import { PACK_ROUTE, packSecret, readPackGrant } from './pack-url.ts';
import type { problemService } from './problem-service.ts';
import { runEvery } from '../../http/every.ts';

export async function clockRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; problems: ReturnType<typeof problemService> },
): Promise<void> {
  const repo = clockRepository(opts.db);
  const secret = packSecret(opts.config.webhookSecret);
  const holidays = opts.config.holidays;
  const refused = () => new AppError(codes.notFound, copy.later('problemNotFound'), 404);

  app.get<{ Params: { problemId: string; fileName: string } }>(
    PACK_ROUTE,
    async (request, reply) => {
      const q = request.query as Record<string, unknown>;
      const problemId = /^\d{1,12}$/.test(request.params.problemId)
        ? Number(request.params.problemId)
        : undefined;
      const borrowerId =
        problemId === undefined ? null : readPackGrant(secret, problemId, q, new Date());
      const borrower = borrowerId === null ? undefined : await repo.borrower(borrowerId);
      // A wrong, expired or foreign address is the same refusal as a missing complaint.
      if (problemId === undefined || borrower === undefined) throw refused();
      const lang = pageLangParam(q.lang) ?? marketLang(borrower.region);
      const pack = await opts.problems.pack(borrower, problemId, lang);
      if (pack === undefined) throw refused();
      const body = Buffer.from(pack.body, 'utf8');
      return reply
        .code(200)
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'content-disposition': `attachment; filename="${pack.fileName}"`,
          'content-length': String(body.byteLength),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          // Shown rather than saved (some WebKit builds): its own style applies and nothing runs.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        })
        .send(body);
    },
  );

  if (opts.config.demo) {
    route(app, devComplaintClock, async (req) => {
      if (req.problemId !== undefined && req.days !== undefined) {
        await repo.age(req.problemId, req.days);
      }
      return sweep(repo, holidays, new Date());
    });
  }

  runEvery(app, {
    name: 'the complaint clock sweep',
    everyMs: SWEEP_EVERY_MS,
    atReady: true,
    run: () => sweep(repo, holidays, new Date()),
  });
}
