/**
 * The operators' desk's own sign-in (DESIGN §8): one shared password (`OPS_PASSWORD`), a
 * session cookie scoped to /ops, a limit on wrong passwords per client address and overall,
 * and a per-session CSRF token for every form.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../../auth/token.ts';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/time.ts';

export const COOKIE = 'tenor_ops';
export const SESSION_HOURS = 12;

/** Wrong passwords allowed per client address, and from everyone, within the window. */
export const SIGN_IN_LIMITS = { perClient: 5, overall: 50, windowMs: 15 * 60_000 };

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares in constant time whatever the lengths (both sides are hashed first). */
export const passwordMatches = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function sessionCookie(token: string, secure: boolean): string {
  const flags = ['Path=/ops', 'HttpOnly', 'SameSite=Strict', `Max-Age=${SESSION_HOURS * 3600}`];
  return [`${COOKIE}=${token}`, ...flags, ...(secure ? ['Secure'] : [])].join('; ');
}

export const clearedCookie = (secure: boolean): string =>
  [`${COOKIE}=`, 'Path=/ops', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0']
    .concat(secure ? ['Secure'] : [])
    .join('; ');

export function deskAuth(db: Db, password: string, secret: string) {
  const since = () => toIso(new Date(Date.now() - SIGN_IN_LIMITS.windowMs));
  const failures = async (client: string | null) => {
    let query = db
      .selectFrom('ops_sign_in_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since());
    if (client !== null) query = query.where('client', '=', client);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  return {
    /**
     * 'limited' before the password is even compared, so guessing gains nothing. The try is
     * written down before the limit is checked: of tries sent at once, each sees the ones
     * written before it, so no more than the limit are compared (a count-then-write let 16
     * of 20 simultaneous guesses through on PostgreSQL; test/abuse-limits.test.ts).
     */
    async signIn(given: string, client: string): Promise<string | 'wrong' | 'limited'> {
      const attempt = await db
        .insertInto('ops_sign_in_failures')
        .values({ client, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const forget = () =>
        db.deleteFrom('ops_sign_in_failures').where('id', '=', attempt.id).execute();
      const [mine, all] = await Promise.all([failures(client), failures(null)]);
      if (mine > SIGN_IN_LIMITS.perClient || all > SIGN_IN_LIMITS.overall) {
        // A refused try is not a wrong password: it must not lengthen anyone's wait.
        await forget();
        return 'limited';
      }
      if (!passwordMatches(given, password)) return 'wrong';
      await forget();
      const token = newToken();
      const now = new Date();
      await db
        .insertInto('ops_sessions')
        .values({
          token_hash: hashToken(token),
          created_at: toIso(now),
          expires_at: toIso(new Date(now.getTime() + SESSION_HOURS * 3600_000)),
        })
        .execute();
      return token;
    },

    /** The session's CSRF token when the cookie names a live session, else null. */
    async session(token: string | undefined): Promise<{ csrf: string; hash: string } | null> {
      if (token === undefined || !/^[\w-]{43}$/.test(token)) return null;
      const hash = hashToken(token);
      const row = await db
        .selectFrom('ops_sessions')
        .select('expires_at')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (row === undefined || Date.parse(row.expires_at) <= Date.now()) return null;
      return { hash, csrf: createHmac('sha256', secret).update(hash).digest('base64url') };
    },

    async signOut(hash: string): Promise<void> {
      await db.deleteFrom('ops_sessions').where('token_hash', '=', hash).execute();
    },
  };
}

export type DeskAuth = ReturnType<typeof deskAuth>;
