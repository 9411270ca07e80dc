/**
 * The operators' desk's shell (DESIGN §8, docs/decisions/015 and 021): sign-in, sign-out,
 * the stylesheet, and what every desk page needs (the signed-in check, the CSRF check,
 * HTML answers and errors). The desk's pages belong to their areas — care registers the
 * complaints and the chatbot, site the contact messages — each through `deskPages`, so no
 * area module imports another.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { refuseControlInput } from '../http/control-characters.ts';
import { clearedCookie, COOKIE, cookieValue, deskAuth, sessionCookie } from './desk-auth.ts';
import { deskCss } from './desk-css.ts';
import { messagePage, signInPage } from './desk-html.ts';

export interface DeskOptions {
  db: Db;
  /** `OPS_PASSWORD` (or the demo one): without it there is no desk. */
  password: string;
  /** Key of the per-session CSRF token. */
  secret: string;
  /**
   * Pages are served at `https://PUBLIC_HOST` (PUBLIC_HOST is set): the scheme operators see
   * is https whatever reaches this server, e.g. from a TLS proxy while TRUST_PROXY is off.
   */
  publicHttps: boolean;
}

export interface DeskSession {
  csrf: string;
  hash: string;
}

export function sendPage(reply: FastifyReply, body: string, status = 200) {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The app's `no-referrer` makes a browser send `Origin: null` with a form post, which
      // the origin check refuses: desk pages name their own origin, to themselves only.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body)
  );
}

/** The scheme the operator's browser uses: https when the request or the public host says so. */
const schemeOf = (request: FastifyRequest, opts: DeskOptions) =>
  opts.publicHttps ? 'https' : request.protocol;

/** A post from the desk's own page: no `Origin`, or this host under either scheme it is served at. */
const sameOrigin = (request: FastifyRequest, opts: DeskOptions) => {
  const origin = request.headers.origin;
  return (
    origin === undefined ||
    origin === `${request.protocol}://${request.host}` ||
    origin === `${schemeOf(request, opts)}://${request.host}`
  );
};

export const formOf = (request: FastifyRequest) =>
  (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;

/** The session cookie is `Secure` whenever the operator's browser reaches the desk over https. */
const secure = (request: FastifyRequest, opts: DeskOptions) => schemeOf(request, opts) === 'https';

/**
 * What a plugin of desk pages uses: errors answered as desk pages in its scope, the
 * operator's session (or the sign-in page), and the check that a form post is the desk's own.
 */
export function deskPages(app: FastifyInstance, opts: DeskOptions) {
  const auth = deskAuth(opts.db, opts.password, opts.secret);
  // Every desk page's query, path and form, before its handler reads any.
  app.addHook('preValidation', refuseControlInput('en'));

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

  return {
    auth,
    /** The session of a signed-in operator, or null (after sending the sign-in page). */
    async signedIn(request: FastifyRequest, reply: FastifyReply): Promise<DeskSession | null> {
      const session = await auth.session(cookieValue(request.headers.cookie, COOKIE));
      if (session === null) {
        if (request.method === 'GET') await sendPage(reply, signInPage(null), 401);
        else await sendPage(reply, messagePage('Signed out', 'Please sign in again.'), 401);
      }
      return session;
    },
    /** A form post from another site, or without this session's token, is refused. */
    forged(request: FastifyRequest, session: DeskSession, given: unknown): boolean {
      if (!sameOrigin(request, opts)) return true;
      return typeof given !== 'string' || given !== session.csrf;
    },
    /** The answer to a forged post. */
    refuseForged: (reply: FastifyReply) =>
      sendPage(reply, messagePage('Not done', 'Please use the desk’s own forms.'), 403),
  };
}

/** The shell's own routes: the stylesheet, sign-in and sign-out. */
export async function deskShellRoutes(app: FastifyInstance, opts: DeskOptions): Promise<void> {
  const desk = deskPages(app, opts);

  app.get('/ops/desk.css', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(deskCss),
  );

  app.post('/ops/sign-in', async (request, reply) => {
    if (!sameOrigin(request, opts)) {
      return sendPage(reply, signInPage('Sign in from the desk page.'), 403);
    }
    const password = formOf(request).password;
    const result = await desk.auth.signIn(typeof password === 'string' ? password : '', request.ip);
    if (result === 'limited') {
      return sendPage(
        reply,
        signInPage(
          'Too many wrong passwords from this address. Please wait 15 minutes and try again.',
        ),
        429,
      );
    }
    if (result === 'wrong') return sendPage(reply, signInPage('That password is not right.'), 401);
    return reply
      .header('set-cookie', sessionCookie(result, secure(request, opts)))
      .redirect('/ops', 303);
  });

  app.post('/ops/sign-out', async (request, reply) => {
    const session = await desk.signedIn(request, reply);
    if (session === null) return reply;
    if (desk.forged(request, session, formOf(request).csrf)) return desk.refuseForged(reply);
    await desk.auth.signOut(session.hash);
    return reply.header('set-cookie', clearedCookie(secure(request, opts))).redirect('/ops', 303);
  });
}
