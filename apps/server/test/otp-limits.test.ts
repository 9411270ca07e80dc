import { describe, expect, it } from 'vitest';
import { otpLimiter, type OtpSubject } from '../src/providers/otp-limiter.ts';
import { useTestApp, demoSession } from './helpers/test-app.ts';

const t = useTestApp();

const HOUR = 3_600_000;

async function subject(purpose: OtpSubject['purpose'] = 'card'): Promise<OtpSubject> {
  const session = await demoSession(t.app, { region: 'IN' });
  const row = await t.db
    .selectFrom('borrowers')
    .select('id')
    .where('phone', '=', session.phone)
    .executeTakeFirstOrThrow();
  return { phone: session.phone, borrowerId: row.id, purpose };
}

describe('otp limiter', () => {
  it('lets at most 5 sends an hour through, also when 20 arrive at once', async () => {
    const limiter = otpLimiter(t.db);
    const who = await subject();
    const now = new Date();
    const burst = await Promise.all(Array.from({ length: 20 }, () => limiter.allowSend(who, now)));
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await limiter.allowSend(who, now));
    const allowed = [...burst, ...sequential].filter((d) => d.ok).length;
    expect(allowed).toBe(5);
    const refused = sequential.at(-1);
    expect(refused).toMatchObject({ ok: false, reason: 'tooMany' });
    if (refused && !refused.ok) expect(refused.until.getTime()).toBe(now.getTime() + HOUR);
    // Refusals are not recorded: an hour later the window is open again.
    expect((await limiter.allowSend(who, new Date(now.getTime() + HOUR + 1))).ok).toBe(true);
  });

  it('counts the phone and the borrower together, across purposes', async () => {
    const limiter = otpLimiter(t.db);
    const who = await subject();
    const now = new Date();
    for (let i = 0; i < 5; i++) {
      const sameBorrowerOtherPhone = { ...who, phone: `+9190000000${i}0` };
      expect((await limiter.allowSend(sameBorrowerOtherPhone, now)).ok).toBe(true);
    }
    expect((await limiter.allowSend(who, now)).ok).toBe(false);
    // A visitor of the promotion landing with the same phone and no borrower yet.
    const visitor: OtpSubject = { phone: who.phone, borrowerId: null, purpose: 'promo' };
    expect((await limiter.allowSend(visitor, now)).ok).toBe(true);
  });

  it('keeps a day limit beyond the hourly one', async () => {
    const limiter = otpLimiter(t.db);
    const who = await subject();
    const start = Date.now();
    const results: boolean[] = [];
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 5; i++) {
        results.push((await limiter.allowSend(who, new Date(start + hour * HOUR + i))).ok);
      }
    }
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('locks out after 10 wrong tries in an hour, until the oldest leaves the window', async () => {
    const limiter = otpLimiter(t.db);
    const who = await subject();
    const start = Date.now();
    let lock: Date | null = null;
    for (let i = 0; i < 10; i++) lock = await limiter.recordWrong(who, new Date(start + i * 1000));
    expect(lock?.getTime()).toBe(start + HOUR);
    expect(await limiter.lockedUntil(who, new Date(start + 30 * 60_000))).not.toBeNull();
    const send = await limiter.allowSend(who, new Date(start + 30 * 60_000));
    expect(send).toMatchObject({ ok: false, reason: 'lockedOut' });
    expect(await limiter.lockedUntil(who, new Date(start + HOUR + 1))).toBeNull();
  });
});
