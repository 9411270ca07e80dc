import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Borrower } from '../db/schema.ts';
import type { SessionLookup } from '../auth/request-borrower.ts';

/**
 * One contract call as `route()` runs it (docs/decisions/012-api-fast-path.md, "Sixth pass"):
 * what the caller sent, whether it came over HTTP or from a page the server is rendering
 * (in-process-calls.ts). Every call is this one shape, so the code that reads it stays fast
 * whichever way calls arrive.
 */
export class Call {
  /** The session's borrower, once checked. */
  borrower: Borrower | null = null;

  constructor(
    /** Lower-case names, as Node gives them. */
    readonly headers: IncomingHttpHeaders,
    readonly query: unknown,
    readonly body: unknown,
    readonly params: unknown,
    /** The session lookup, if one was started already (the rate limit asks first). */
    public sessionLookup: SessionLookup | null = null,
  ) {}

  static of(request: FastifyRequest): Call {
    return new Call(
      request.headers,
      request.query,
      request.body,
      request.params,
      request.sessionLookup,
    );
  }
}
