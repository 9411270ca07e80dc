import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codes } from '@tenor/contract/envelope';
import type { BorrowerLanguages } from '../auth/borrower-language.ts';
import { requestBorrower, type SessionLookup } from '../auth/request-borrower.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Borrower } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Call } from '../http/call.ts';
import { requestLang } from '../http/language.ts';
import { andThen, type MaybePromise } from '../kernel/maybe-promise.ts';
import { t } from '../i18n.ts';

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

/**
 * `X-Token` → session → `call.borrower`; 401 envelope 1002 when missing or unknown. An Indian
 * borrower's language is kept as the call speaks it (auth/borrower-language.ts).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionStore; languages: BorrowerLanguages }) => {
    app.decorateRequest('sessionLookup', null);
    const signIn = (call: Call, borrower: Borrower | null): MaybePromise<void> => {
      if (borrower === null) throw new AppError(codes.unauthorized, t.later('loginAgain'), 401);
      return andThen(opts.languages.keep(borrower, requestLang(call)), (spoken) => {
        call.borrower = spoken;
      });
    };
    app.decorate('authenticate', (call: Call) =>
      andThen(requestBorrower(call, opts.sessions), (borrower) => signIn(call, borrower)),
    );
  },
  { name: 'auth' },
);
