import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codes } from '@tenor/contract/envelope';
import { TOKEN_HEADER } from '@tenor/contract/launch';
import type { SessionStore } from '../auth/sessions.ts';
import type { Borrower } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Call } from '../http/call.ts';
import { andThen, type MaybePromise } from '../http/maybe-promise.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session lookup of this request, once asked for (requestBorrower). */
    sessionLookup: SessionLookup | null;
  }
  interface FastifyInstance {
    /**
     * Sets the call's borrower, or throws 401 envelope 1002; at once (no promise) when the
     * session is kept in memory.
     */
    authenticate: (call: Call) => MaybePromise<void>;
  }
}

/** Node lower-cases header names. */
const tokenHeader = TOKEN_HEADER.toLowerCase();

/** A session's borrower, at once when it is kept in memory, else a promise of it or of null. */
export type SessionLookup = Borrower | Promise<Borrower | null>;

/** What carries a token: an HTTP request (the rate limit's key) or a contract call. */
interface TokenHolder {
  readonly headers: IncomingHttpHeaders;
  sessionLookup: SessionLookup | null;
}

/**
 * The borrower behind the request's `X-Token`, or null. Looked up once per request: the rate
 * limit asks first (whose budget), then `authenticate`, which finds the lookup on the call.
 */
export function requestBorrower(request: TokenHolder, sessions: SessionStore): SessionLookup {
  if (request.sessionLookup === null) {
    const header = request.headers[tokenHeader];
    const token = typeof header === 'string' ? header.trim() : '';
    // Tokens are 43 base64url characters; anything far off is not worth a query.
    request.sessionLookup =
      token.length > 0 && token.length <= 256 ? sessions.borrowerOf(token) : Promise.resolve(null);
  }
  return request.sessionLookup;
}

/** `X-Token` → session → `call.borrower`; 401 envelope 1002 when missing or unknown. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
    app.decorateRequest('sessionLookup', null);
    const signIn = (call: Call, borrower: Borrower | null) => {
      if (borrower === null) throw new AppError(codes.unauthorized, 'loginAgain', 401);
      call.borrower = borrower;
    };
    app.decorate('authenticate', (call: Call) =>
      andThen(requestBorrower(call, opts.sessions), (borrower) => signIn(call, borrower)),
    );
  },
  { name: 'auth' },
);
