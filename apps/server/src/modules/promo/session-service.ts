/**
 * Registration sessions (`sid`) and their image captcha: a session is issued by get-sid and
 * lives `SID_TTL_MS` after its last captcha; a captcha is bound to its session, expires in
 * two minutes, answers case-insensitively and is used up by the first try, right or wrong.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PromoSession } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import type { Lang } from '../../i18n.ts';
import { captchaPng, captchaText } from './captcha-image.ts';
import { CAPTCHAS_PER_SID, CAPTCHA_TTL_MS, SID_TTL_MS } from './limits.ts';
import { promoRefusal } from './refusal.ts';
import type { PromoRepository } from './repository.ts';

const later = (now: Date, ms: number) => toIso(new Date(now.getTime() + ms));

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A captcha answer as typed: case and surrounding spaces do not matter. */
export const captchaAnswer = (typed: string) => typed.trim().toLowerCase();

export function sessionService(repo: PromoRepository) {
  return {
    async open(now: Date): Promise<{ sid: string }> {
      const sid = randomBytes(24).toString('base64url');
      await repo.openSession(sid, toIso(now), later(now, SID_TTL_MS));
      return { sid };
    },

    /** A live session, or 1004 "this page has expired". */
    async live(sid: string, now: Date, lang: Lang): Promise<PromoSession> {
      const session = await repo.session(sid, toIso(now));
      if (session === undefined) throw promoRefusal('notFound', lang, 'sessionExpired');
      return session;
    },

    /** Draws a new captcha for the session (the previous one is void): the PNG file. */
    async newCaptcha(sid: string, now: Date, lang: Lang): Promise<Buffer> {
      const session = await this.live(sid, now, lang);
      const text = captchaText();
      const at = {
        now: toIso(now),
        captchaExpiresAt: later(now, CAPTCHA_TTL_MS),
        sessionExpiresAt: later(now, SID_TTL_MS),
      };
      if (!(await repo.setCaptcha(session.sid, captchaAnswer(text), at, CAPTCHAS_PER_SID))) {
        throw promoRefusal('tooMany', lang, 'tooManyCaptchas');
      }
      return captchaPng(text);
    },

    /** Whether `typed` answers the session's captcha; the captcha is used up either way. */
    async solve(session: PromoSession, typed: string, now: Date): Promise<boolean> {
      const seen = session.captcha_text;
      if (seen === null || session.captcha_expires_at === null) return false;
      if (!(await repo.takeCaptcha(session.sid, seen))) return false;
      if (Date.parse(session.captcha_expires_at) <= now.getTime()) return false;
      return sameText(seen, captchaAnswer(typed));
    },

    /** The captcha that earned the session's code for this phone, typed again at register. */
    earnedCode(session: PromoSession, phone: string, typed: string): boolean {
      return (
        session.phone === phone &&
        session.code_captcha !== null &&
        sameText(session.code_captcha, captchaAnswer(typed))
      );
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
