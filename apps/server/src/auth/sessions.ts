import type { Db } from '../db/database.ts';
import type { Borrower } from '../db/schema.ts';
import { addDays, nowIso, toIso } from '../db/time.ts';
import { hashToken, newToken } from './token.ts';

const SESSION_DAYS = 30;

export interface SessionStore {
  create(borrowerId: number): Promise<string>;
  /** The borrower behind a live token, or null. */
  borrowerOf(token: string): Promise<Borrower | null>;
}

export function sessionStore(db: Db): SessionStore {
  return {
    async create(borrowerId) {
      const token = newToken();
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          borrower_id: borrowerId,
          created_at: toIso(now),
          expires_at: toIso(addDays(now, SESSION_DAYS)),
        })
        .execute();
      return token;
    },
    async borrowerOf(token) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('borrowers', 'borrowers.id', 'sessions.borrower_id')
        .select(['borrowers.id', 'borrowers.phone', 'borrowers.region', 'borrowers.created_at'])
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.expires_at', '>', nowIso())
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
