/**
 * The operators' desk at /ops (DESIGN §8): registered only when OPS_PASSWORD is set (or in
 * demo mode, with the printed demo password). Its own session cookie and CSRF token; every
 * failure is an HTML page, never an envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ProblemStatus } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import { COMPLAINT_IMAGES_MAX } from '@tenor/contract/rules';
import { clearedCookie, COOKIE, cookieValue, deskAuth, sessionCookie } from './desk-auth.ts';
import { deskCss } from './desk-css.ts';
import { messagePage, signInPage } from './desk-html.ts';
import { deskRepository } from './desk-repository.ts';
import { deskService } from './desk-service.ts';
import { chatPage, listPage, problemPage } from './desk-views.ts';
import type { ImageService } from './image-service.ts';
import { imageHeaders } from './image-routes.ts';
import { problemRepository } from './problem-repository.ts';

const statuses: ProblemStatus[] = ['pending', 'answered', 'closed'];
const REPLY_MAX = 2000;

const notices: Record<string, string> = {
  replied: 'Your reply was sent. The borrower sees it on the complaint.',
  closed: 'The complaint is closed.',
};

export async function deskRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; images: ImageService; password: string },
): Promise<void> {
  const auth = deskAuth(opts.db, opts.password, opts.config.care.imageUrlSecret);
  const desk = deskService(deskRepository(opts.db), problemRepository(opts.db), opts.images);

  const sendPage = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The app's `no-referrer` makes a browser send `Origin: null` with a form post, which
      // the origin check below refuses: desk pages name their own origin, to themselves only.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error instanceof AppError ? error.httpStatus : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'desk request failed');
    const text =
      error instanceof AppError
        ? (error.detail ?? 'The request could not be handled.')
        : status === 413
          ? 'A file is too large.'
          : status < 500
            ? 'The request could not be handled.'
            : 'Something went wrong. Please try again.';
    return sendPage(reply, messagePage('Not done', text), status);
  });

  /** The session of a signed-in operator, or null (after sending the sign-in page). */
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const session = await auth.session(cookieValue(request.headers.cookie, COOKIE));
    if (session === null) {
      if (request.method === 'GET') await sendPage(reply, signInPage(null), 401);
      else await sendPage(reply, messagePage('Signed out', 'Please sign in again.'), 401);
    }
    return session;
  }

  /** A form post from another site, or without this session's token, is refused. */
  function forged(request: FastifyRequest, csrf: string, given: unknown): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) return true;
    return typeof given !== 'string' || given !== csrf;
  }

  const formOf = (request: FastifyRequest) =>
    (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
  const idOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id < 1)
      throw new AppError(codes.notFound, 'problemNotFound', 404);
    return id;
  };
  const secure = (request: FastifyRequest) => request.protocol === 'https';

  app.get('/ops/desk.css', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(deskCss),
  );

  app.get('/ops', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    const asked = (request.query as Record<string, unknown>).status;
    const status = statuses.find((s) => s === asked) ?? 'pending';
    return sendPage(reply, listPage(session.csrf, status, await desk.list(status)));
  });

  app.post('/ops/sign-in', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      return sendPage(reply, signInPage('Sign in from the desk page.'), 403);
    }
    const password = formOf(request).password;
    const result = await auth.signIn(typeof password === 'string' ? password : '', request.ip);
    if (result === 'limited') {
      return sendPage(
        reply,
        signInPage('Too many wrong passwords. Please wait 15 minutes and try again.'),
        429,
      );
    }
    if (result === 'wrong') return sendPage(reply, signInPage('That password is not right.'), 401);
    return reply.header('set-cookie', sessionCookie(result, secure(request))).redirect('/ops', 303);
  });

  app.post('/ops/sign-out', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    if (forged(request, session.csrf, formOf(request).csrf)) {
      return sendPage(reply, messagePage('Not done', 'Please use the desk’s own forms.'), 403);
    }
    await auth.signOut(session.hash);
    return reply.header('set-cookie', clearedCookie(secure(request))).redirect('/ops', 303);
  });

  app.get('/ops/problems/:id', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    const done = (request.query as Record<string, unknown>).done;
    const notice = typeof done === 'string' ? (notices[done] ?? null) : null;
    return sendPage(reply, problemPage(session.csrf, await desk.problem(idOf(request)), notice));
  });

  app.post('/ops/problems/:id/reply', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    const id = idOf(request);
    const { payload, files } = await readMultipart(request, {
      fileBytes: opts.config.care.imageMaxBytes + 1,
      files: COMPLAINT_IMAGES_MAX,
      fields: ['images'],
    });
    if (forged(request, session.csrf, payload.csrf)) {
      return sendPage(reply, messagePage('Not done', 'Please use the desk’s own forms.'), 403);
    }
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
    if (forged(request, session.csrf, formOf(request).csrf)) {
      return sendPage(reply, messagePage('Not done', 'Please use the desk’s own forms.'), 403);
    }
    const id = idOf(request);
    await desk.problem(id);
    await desk.close(id);
    return reply.redirect(`/ops/problems/${id}?done=closed`, 303);
  });

  app.get('/ops/chat', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    return sendPage(reply, chatPage(session.csrf, await desk.chat()));
  });

  app.get('/ops/images/:key', async (request, reply) => {
    const session = await signedIn(request, reply);
    if (session === null) return reply;
    const { key } = request.params as { key: string };
    const found = /^[\w-]{32}$/.test(key) ? await opts.images.readForDesk(key) : null;
    if (found === null) throw new AppError(codes.notFound, 'notFound', 404);
    return reply.headers(imageHeaders(found.row.content_type, key, 0)).send(found.data);
  });
}
