/**
 * The borrower behind a request's `X-Token`: looked up once per request and kept on it, so the
 * rate limit, the auth hook and in-process calls share one lookup.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { TOKEN_HEADER } from '@tenor/contract/launch';
import type { Borrower } from '../db/schema.ts';
import type { SessionStore } from './sessions.ts';

/** Node lower-cases header names. */
const tokenHeader = TOKEN_HEADER.toLowerCase();

/** A session's borrower, at once when it is kept in memory, else a promise of it or of null. */
export type SessionLookup = Borrower | Promise<Borrower | null>;

/** What carries a token: an HTTP request (the rate limit's key) or a contract call. */
export interface TokenHolder {
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
