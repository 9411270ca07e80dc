/**
 * The complaints and chatbot pages of the operators' desk at /ops (decision 015): registered
 * only when the desk exists (OPS_PASSWORD, or demo mode with the printed demo password). Its
 * shell — sign-in, session cookie, CSRF token, error pages — is desk/desk-kit.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ProblemStatus } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type DeskOptions, deskPages, formOf, sendPage } from '../../desk/desk-kit.ts';
import { messagePage } from '../../desk/desk-html.ts';
import { readMultipart } from '../../http/multipart.ts';
import { COMPLAINT_IMAGES_MAX } from '@tenor/contract/rules';
import { deskRepository } from './desk-repository.ts';
import { deskService } from './desk-service.ts';
import { chatPage, grievancePage, listPage, problemPage } from './desk-views.ts';
import type { ImageService } from './image-service.ts';
import { imageHeaders } from './image-routes.ts';
import { problemRepository } from './problem-repository.ts';
import { copy } from './copy.ts';

const statuses: ProblemStatus[] = ['pending', 'answered', 'closed'];
const REPLY_MAX = 2000;

const notices: Record<string, string> = {
  replied: 'Your reply was sent. The borrower sees it on the complaint.',
  closed: 'The complaint is closed.',
};

export async function deskRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; images: ImageService; desk: DeskOptions },
): Promise<void> {
  const kit = deskPages(app, opts.desk);
  const { signedIn } = kit;
  const desk = deskService(
    deskRepository(opts.db),
    problemRepository(opts.db),
    opts.images,
    opts.config.holidays,
  );

  const idOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id < 1)
      throw new AppError(codes.notFound, copy.later('problemNotFound'), 404);
    return id;
  };

  kit.page('/ops', async (csrf, request) => {
    const asked = (request.query as Record<string, unknown>).status;
    const status = statuses.find((s) => s === asked) ?? 'pending';
    return listPage(csrf, status, await desk.list(status));
  });

  kit.page('/ops/grievance', async (csrf) => grievancePage(csrf, await desk.grievance()));

  kit.page('/ops/problems/:id', async (csrf, request) => {
    const done = (request.query as Record<string, unknown>).done;
    const notice = typeof done === 'string' ? (notices[done] ?? null) : null;
    return problemPage(csrf, await desk.problem(idOf(request)), notice);
  });

  app.post('/ops/problems/:id/reply', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    const id = idOf(request);
    const { payload, files } = await readMultipart(
      request,
      {
        fileBytes: opts.config.care.imageMaxBytes + 1,
        files: COMPLAINT_IMAGES_MAX,
        fields: ['images'],
      },
      'en',
    );
    if (kit.refused(request, reply, payload.csrf)) return reply;
    const text = (payload.text ?? '').trim();
    if (text === '' || text.length > REPLY_MAX) {
      return sendPage(
        reply,
        messagePage('Not sent', `Please write a reply of 1 to ${REPLY_MAX} characters.`),
        400,
      );
    }
    // A file input left empty still sends one nameless, empty part.
    const chosen = files.filter((f) => f.data.length > 0 || f.filename !== '');
    await desk.reply(id, text, chosen);
    return reply.redirect(`/ops/problems/${id}?done=replied`, 303);
  });

  app.post('/ops/problems/:id/close', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    if (kit.refused(request, reply, formOf(request).csrf)) return reply;
    const id = idOf(request);
    await desk.problem(id);
    await desk.close(id);
    return reply.redirect(`/ops/problems/${id}?done=closed`, 303);
  });

  kit.page('/ops/chat', async (csrf) => chatPage(csrf, await desk.chat()));

  app.get('/ops/images/:key', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    const { key } = request.params as { key: string };
    const found = /^[\w-]{32}$/.test(key) ? await opts.images.readForDesk(key) : null;
    if (found === null) throw new AppError(codes.notFound, copy.later('notFound'), 404);
    return reply.headers(imageHeaders(found.row.content_type, key, 0)).send(found.data);
  });
}
