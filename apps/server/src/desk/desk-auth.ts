/**
 * The operators' desk's own sign-in (decision 015): one shared password (`OPS_PASSWORD`), a
 * session cookie scoped to /ops, limits on wrong passwords per client address and for the
 * account, and a per-session CSRF secret for every form's token.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../auth/token.ts';
import type { Db } from '../db/database.ts';
import { toIso } from '../db/time.ts';
import { eventLimiter, type LimitKey } from '../providers/event-limiter.ts';

export const COOKIE = 'tenor_ops';
export const SESSION_HOURS = 12;

/**
 * Wrong passwords, counted in the shared event limiter (every instance sees the same counts).
 * An address that reaches its allowance is refused until the window has room again. The
 * account is never locked: that would let anyone lock every operator out (50 wrong tries from
 * anywhere did). When it draws many failures from many addresses it is under
 * attack, and each address's allowance drops: a guesser then gets three tries per address
 * per window, while an operator on an address with no failures still signs in
 * (docs/decisions/015-care-desk-and-chatbot.md).
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAddress: 10,
  /** Failures for the account, all addresses together, that mean it is under attack. */
  accountUnderAttack: 100,
  perAddressUnderAttack: 3,
};

/**
 * The desk has one password and no user directory, so every try is for one account, the
 * password holder's. A user name sent with the form is not used: with one shared password it
 * proves nothing, and a guesser could send a fresh one with every try to stay uncounted.
 */
const ACCOUNT = 'ops';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares in constant time whatever the lengths (both sides are hashed first). */
export const passwordMatches = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

/**
 * The session cookie's attributes (set and cleared by @fastify/cookie): the desk's paths
 * only, never sent by another site's page, and `Secure` whenever the operator's browser
 * reaches the desk over https.
 */
export const sessionCookieOptions = (secure: boolean) =>
  ({
    path: '/ops',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: SESSION_HOURS * 3600,
    secure,
  }) as const;

export function deskAuth(db: Db, password: string, secret: string) {
  const limiter = eventLimiter(db);
  const window = (max: number) => [{ ms: SIGN_IN_LIMITS.windowMs, max }];
  const account: LimitKey = { scope: 'deskSignInAccount', subject: ACCOUNT, windows: [] };

  /** The client's key (http/client-key.ts), with the allowance of the moment. */
  async function addressKey(client: string, now: Date): Promise<LimitKey> {
    const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
    const attacked = (await limiter.count(account, since)) >= SIGN_IN_LIMITS.accountUnderAttack;
    const max = attacked ? SIGN_IN_LIMITS.perAddressUnderAttack : SIGN_IN_LIMITS.perAddress;
    return { scope: 'deskSignInAddress', subject: client, windows: window(max) };
  }

  return {
    /**
     * 'limited' before the password is even compared, so guessing gains nothing. The try is
     * written down before the limit is checked: of tries sent at once, each sees the ones
     * written before it, so no more than the limit are compared (a count-then-write let 16
     * of 20 simultaneous guesses through on PostgreSQL; test/abuse-limits.test.ts). A refused
     * try is not recorded and a right password gives its try back: only wrong ones count.
     */
    async signIn(given: string, client: string): Promise<string | 'wrong' | 'limited'> {
      const now = new Date();
      const taken = await limiter.take([await addressKey(client, now), account], now);
      if (!taken.ok) return 'limited';
      if (!passwordMatches(given, password)) return 'wrong';
      await limiter.release(taken.ids);
      const token = newToken();
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

    /**
     * The live session the cookie names, else null: its token's hash, and the secret its CSRF
     * tokens are made from (derived from the hash, so every instance knows it).
     */
    async session(token: string | undefined): Promise<{ hash: string; secret: string } | null> {
      if (token === undefined || !/^[\w-]{43}$/.test(token)) return null;
      const hash = hashToken(token);
      const row = await db
        .selectFrom('ops_sessions')
        .select('expires_at')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (row === undefined || Date.parse(row.expires_at) <= Date.now()) return null;
      return { hash, secret: createHmac('sha256', secret).update(hash).digest('base64url') };
    },

    async signOut(hash: string): Promise<void> {
      await db.deleteFrom('ops_sessions').where('token_hash', '=', hash).execute();
    },
  };
}

export type DeskAuth = ReturnType<typeof deskAuth>;
