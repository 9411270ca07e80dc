import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codes } from '@tenor/contract/envelope';
import { TOKEN_HEADER } from '@tenor/contract/launch';
import type { SessionStore } from '../auth/sessions.ts';
import type { Borrower } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on endpoints that need a session. */
    borrower: Borrower | null;
    /** The session lookup of this request, once asked for (requestBorrower). */
    sessionLookup: Promise<Borrower | null> | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Node lower-cases header names. */
const tokenHeader = TOKEN_HEADER.toLowerCase();

/**
 * The borrower behind the request's `X-Token`, or null. Looked up once per request: the rate
 * limit asks first (whose budget), then `authenticate`.
 */
export function requestBorrower(
  request: FastifyRequest,
  sessions: SessionStore,
): Promise<Borrower | null> {
  if (request.sessionLookup === null) {
    const header = request.headers[tokenHeader];
    const token = typeof header === 'string' ? header.trim() : '';
    // Tokens are 43 base64url characters; anything far off is not worth a query.
    request.sessionLookup =
      token.length > 0 && token.length <= 256 ? sessions.borrowerOf(token) : Promise.resolve(null);
  }
  return request.sessionLookup;
}

/** `X-Token` → session → `request.borrower`; 401 envelope 1002 when missing or unknown. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
    app.decorateRequest('borrower', null);
    app.decorateRequest('sessionLookup', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const borrower = await requestBorrower(request, opts.sessions);
      if (borrower === null) throw new AppError(codes.unauthorized, 'loginAgain', 401);
      request.borrower = borrower;
    });
  },
  { name: 'auth' },
);
