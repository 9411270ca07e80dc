/**
 * The operators' desk's shell (docs/decisions/015 and 021): sign-in, sign-out,
 * the stylesheet, and what every desk page needs (the signed-in check, the CSRF check,
 * HTML answers and errors). The desk's pages belong to their areas — care registers the
 * complaints and the chatbot, site the contact messages — each through `deskPages`, so no
 * area module imports another.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { requestClientKey } from '../http/client-key.ts';
import { refuseControlInput } from '../http/control-characters.ts';
import { COOKIE, deskAuth, sessionCookieOptions } from './desk-auth.ts';
import { deskCss } from './desk-css.ts';
import { messagePage, signInPage } from './desk-html.ts';

export interface DeskOptions {
  db: Db;
  /** `OPS_PASSWORD` (or the demo one): without it there is no desk. */
  password: string;
  /** Key of the per-session CSRF secret. */
  secret: string;
  /**
   * Pages are served at `https://PUBLIC_HOST` (PUBLIC_HOST is set): the scheme operators see
   * is https whatever reaches this server, e.g. from a TLS proxy while TRUST_PROXY is off.
   */
  publicHttps: boolean;
}

export interface DeskSession {
  /** A CSRF token of this session for the page's forms. */
  csrf: string;
  hash: string;
}

/**
 * Where @fastify/csrf-protection reads a session's secret in its `@fastify/session` mode: the
 * desk's own session (the `ops_sessions` table, desk-auth.ts) puts it there once signed in.
 */
interface CsrfSessionSlot {
  session: { _csrf: string } | null;
}

const isCsrfRefusal = (error: { code?: unknown }) =>
  typeof error.code === 'string' && error.code.startsWith('FST_CSRF_');

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

const forgedPage = () => messagePage('Not done', 'Please use the desk’s own forms.');

/**
 * What a plugin of desk pages uses: errors answered as desk pages in its scope, the
 * operator's session (or the sign-in page), and the check that a form post is the desk's own.
 */
export function deskPages(app: FastifyInstance, opts: DeskOptions) {
  const auth = deskAuth(opts.db, opts.password, opts.secret);
  // Cookies and CSRF tokens for the desk's routes only: the API reads neither.
  void app.register(fastifyCookie);
  /** The token a form sent, read by the CSRF check. */
  const sentTokens = new WeakMap<FastifyRequest, string>();
  void app.register(fastifyCsrfProtection, {
    sessionPlugin: '@fastify/session',
    getToken: (request) => sentTokens.get(request),
    logLevel: 'info',
  });
  app.decorateRequest('session', null);
  // Every desk page's query, path and form, before its handler reads any.
  app.addHook('preValidation', refuseControlInput('en'));

  app.setErrorHandler((error: Error & { statusCode?: number; code?: unknown }, request, reply) => {
    if (isCsrfRefusal(error)) return sendPage(reply, forgedPage(), 403);
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
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<DeskSession | null> {
    const session = await auth.session(request.cookies[COOKIE]);
    if (session === null) {
      if (request.method === 'GET') await sendPage(reply, signInPage(null), 401);
      else await sendPage(reply, messagePage('Signed out', 'Please sign in again.'), 401);
      return null;
    }
    (request as unknown as CsrfSessionSlot).session = { _csrf: session.secret };
    return { hash: session.hash, csrf: reply.generateCsrf() };
  }

  return {
    auth,
    signedIn,
    /**
     * A page at `path` for a signed-in operator (anyone else gets the sign-in page), written
     * with the session's CSRF token for its forms.
     */
    page(path: string, write: (csrf: string, request: FastifyRequest) => Promise<string>): void {
      app.get(path, async (request, reply) => {
        const session = await signedIn(request, reply);
        if (session === null) return reply;
        return sendPage(reply, await write(session.csrf, request));
      });
    },
    /**
     * Refuses (with the answer sent, and true) a form post from another site, or without a
     * token of the signed-in session (checked by @fastify/csrf-protection).
     */
    refused(request: FastifyRequest, reply: FastifyReply, token: unknown): boolean {
      if (!sameOrigin(request, opts)) {
        void sendPage(reply, forgedPage(), 403);
        return true;
      }
      if (typeof token === 'string') sentTokens.set(request, token);
      let passed = false;
      // Synchronous: it calls back, or sends the refusal (the error handler's forged page).
      app.csrfProtection(request, reply, () => {
        passed = true;
      });
      return !passed;
    },
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
    const result = await desk.auth.signIn(
      typeof password === 'string' ? password : '',
      requestClientKey(request),
    );
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
      .setCookie(COOKIE, result, sessionCookieOptions(secure(request, opts)))
      .redirect('/ops', 303);
  });

  app.post('/ops/sign-out', async (request, reply) => {
    const session = await desk.signedIn(request, reply);
    if (session === null) return reply;
    if (desk.refused(request, reply, formOf(request).csrf)) return reply;
    await desk.auth.signOut(session.hash);
    return reply
      .clearCookie(COOKIE, sessionCookieOptions(secure(request, opts)))
      .redirect('/ops', 303);
  });
}
