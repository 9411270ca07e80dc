import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  getWhatsapp,
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  qaList,
  qaRecord,
  saveScore,
  uploadProblemImg,
} from '@tenor/contract/endpoints/care';
import { codes } from '@tenor/contract/envelope';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { productRepository } from '../../domain/products/repository.ts';
import { AppError } from '../../http/app-error.ts';
import type { Call } from '../../http/call.ts';
import type { DeskOptions } from '../../desk/desk-kit.ts';
import { route } from '../../http/route.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { chatService } from './chat-service.ts';
import { clockRoutes } from './clock-routes.ts';
import { deskRoutes } from './desk-routes.ts';
import { imageRepository } from './image-repository.ts';
import { imageRoutes } from './image-routes.ts';
import { imageService } from './image-service.ts';
import { problemRepository } from './problem-repository.ts';
import { problemService } from './problem-service.ts';
import { qaRepository } from './qa-repository.ts';

/** Sets the call's borrower when it carries a valid session; an anonymous call stays one. */
async function signInIfPresent(app: FastifyInstance, call: Call): Promise<void> {
  try {
    await app.authenticate(call);
  } catch (err) {
    if (!(err instanceof AppError && err.code === codes.unauthorized)) throw err;
  }
}

export async function careRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; storage: FileStorage; desk: DeskOptions | undefined },
): Promise<void> {
  const { config } = opts;
  // Only care takes files (complaint images, the desk's answers). Registered in this area's
  // scope, so the plugin's per-request hooks stay off every other route (decision 012).
  // Parts are read per route within that endpoint's limits (http/multipart.ts).
  await app.register(multipart, { throwFileSizeLimit: true });
  const images = imageService(imageRepository(opts.db), opts.storage, config.care);
  const problems = problemService(problemRepository(opts.db), images, config);
  const chat = chatService(qaRepository(opts.db), config, productRepository(opts.db));

  route(app, problemInit, (req, ctx) => problems.init(ctx.borrower, req.orderNo, ctx.lang));

  route(app, qaList, (req, ctx) => chat.list(ctx.borrower.region, req.pid, ctx.lang));

  route(app, qaRecord, (req, ctx) =>
    chat.record(ctx.borrower.id, ctx.borrower.region, req, ctx.lang),
  );

  route(
    app,
    uploadProblemImg,
    (_req, ctx) => images.upload(ctx.borrower.id, ctx.files, ctx.lang),
    // One byte over the limit is enough to refuse; the service says how large is allowed. The
    // file field is the contract's, so the API description names the one the server takes.
    {
      upload: {
        fileBytes: config.care.imageMaxBytes + 1,
        files: 1,
        fields: uploadProblemImg.files ?? [],
      },
    },
  );

  route(app, problemSave, (req, ctx) => problems.save(ctx.borrower, req, ctx.lang));

  route(app, problemList, (_req, ctx) => problems.list(ctx.borrower, ctx.lang));

  route(app, problemDetail, (req, ctx) => problems.detail(ctx.borrower, req.problemId, ctx.lang));

  route(app, saveScore, (req, ctx) => problems.score(ctx.borrower, req.problemId, req.score));

  // Public (the page opens without a session), but like every borrower-side decision the
  // contacts are the signed-in borrower's market when a session comes along; `languageType`
  // then chooses the words only (docs/markets.md).
  route(app, getWhatsapp, async (_req, ctx) => {
    await signInIfPresent(app, ctx.call);
    return chat.contacts(ctx.region, ctx.lang);
  });

  await app.register(imageRoutes, { images });
  await app.register(clockRoutes, { db: opts.db, config, problems });
  if (opts.desk !== undefined) {
    await app.register(deskRoutes, { db: opts.db, config, images, desk: opts.desk });
  }
}
