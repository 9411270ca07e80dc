/**
 * Limits on one-time codes across payments and flows, per phone and per borrower (either
 * one reaching a limit stops both): codes sent per hour and per day, and wrong tries per
 * hour and per day. Reaching a wrong-try limit locks the phone and borrower out of codes
 * until the window has room again. The per-payment limits (repay/card/otp.ts) still apply inside.
 *
 * Kept in the database (`otp_events`), so every server instance sees the same counts. A
 * send is recorded first and counted after: of concurrent requests, the k-th to commit sees
 * at least k rows, so no more than the limit get through; a refused send removes its row,
 * so hammering a closed window does not push it further out.
 */
import { otpRefusals } from './metrics.ts';
import { storedKey } from '../kernel/stored-key.ts';
import type { Db } from '../db/database.ts';
import type { OtpEventKind, OtpPurpose } from '../db/schema.ts';
import { toIso } from '../db/time.ts';
import {
  blockedUntil as windowsBlockedUntil,
  eventCounts,
  longestWindow,
  type Window,
} from './event-windows.ts';

export interface OtpSubject {
  /** E.164. */
  phone: string;
  borrowerId: number | null;
  purpose: OtpPurpose;
}

export interface OtpLimits {
  sent: Window[];
  wrong: Window[];
}

const HOUR = 3_600_000;

export const OTP_LIMITS: OtpLimits = {
  sent: [
    { ms: HOUR, max: 5 },
    { ms: 24 * HOUR, max: 10 },
  ],
  wrong: [
    { ms: HOUR, max: 10 },
    { ms: 24 * HOUR, max: 20 },
  ],
};

/**
 * `ok`, or refused until a time (the moment the window has room again): `lockedOut` by
 * wrong tries, or `tooMany` codes sent.
 */
export type OtpDecision =
  { ok: true } | { ok: false; reason: 'lockedOut' | 'tooMany'; until: Date };

export function otpLimiter(db: Db, limits: OtpLimits = OTP_LIMITS) {
  const subjectRows = (subject: OtpSubject, kind: OtpEventKind, since: Date) =>
    db
      .selectFrom('otp_events')
      .where('kind', '=', kind)
      .where('created_at', '>', toIso(since))
      .where((eb) =>
        subject.borrowerId === null
          ? eb('phone', '=', storedKey(subject.phone))
          : eb.or([
              eb('phone', '=', storedKey(subject.phone)),
              eb('borrower_id', '=', subject.borrowerId),
            ]),
      );

  /** The subject's events of a kind, counted in `limits[kind]`'s windows. */
  const blockedUntil = (subject: OtpSubject, kind: OtpEventKind, now: Date, extra: number) =>
    windowsBlockedUntil(
      limits[kind],
      eventCounts((since) => subjectRows(subject, kind, since)),
      now,
      extra,
    );

  async function record(subject: OtpSubject, kind: OtpEventKind, now: Date): Promise<number> {
    const row = await db
      .insertInto('otp_events')
      .values({
        phone: storedKey(subject.phone),
        borrower_id: subject.borrowerId,
        purpose: subject.purpose,
        kind,
        created_at: toIso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    /** Whether the subject is locked out by wrong tries. */
    async lockedUntil(subject: OtpSubject, now: Date): Promise<Date | null> {
      return blockedUntil(subject, 'wrong', now, 0);
    },

    /** Records a code about to be sent, or refuses it (locked out, or too many codes). */
    async allowSend(subject: OtpSubject, now: Date): Promise<OtpDecision> {
      const locked = await blockedUntil(subject, 'wrong', now, 0);
      if (locked !== null) {
        otpRefusals.inc({ reason: 'lockedOut' });
        return { ok: false, reason: 'lockedOut', until: locked };
      }
      const id = await record(subject, 'sent', now);
      // Our own row is counted: over the limit means more than `max` with it.
      const until = await blockedUntil(subject, 'sent', now, 1);
      if (until === null) return { ok: true };
      await db.deleteFrom('otp_events').where('id', '=', id).execute();
      otpRefusals.inc({ reason: 'tooMany' });
      return { ok: false, reason: 'tooMany', until };
    },

    /** Records a wrong code; answers the lock-out it causes, if any. */
    async recordWrong(subject: OtpSubject, now: Date): Promise<Date | null> {
      await record(subject, 'wrong', now);
      otpRefusals.inc({ reason: 'wrongCode' });
      return blockedUntil(subject, 'wrong', now, 0);
    },

    /** Drops events older than the longest window (housekeeping). */
    async prune(now: Date): Promise<void> {
      const longest = longestWindow([...limits.sent, ...limits.wrong]);
      await db
        .deleteFrom('otp_events')
        .where('created_at', '<', toIso(new Date(now.getTime() - longest)))
        .execute();
    },
  };
}

export type OtpLimiter = ReturnType<typeof otpLimiter>;
