/**
 * register: the captcha (the one that earned the code, or a fresh one), then whether the
 * phone is registered ('11'), then the SMS code (five tries, five minutes), then the
 * borrower with the ad's attribution.
 */
import { codes } from '@tenor/contract/envelope';
import { formatMoment } from '@tenor/contract/format';
import { toIso } from '../../db/time.ts';
import { refusalIn } from '../../http/app-error.ts';
import { type Lang } from '../../i18n.ts';
import { OTP_MAX_ATTEMPTS, attemptsLeft, otpVerdict } from '../../providers/otp-code.ts';
import type { OtpLimiter } from '../../providers/otp-limiter.ts';
import type { Tracking } from './landing-service.ts';
import { copy } from './copy.ts';
import { promoRefusal } from './refusal.ts';
import type { PromoRepository } from './repository.ts';
import type { SessionService } from './session-service.ts';
import { promoSubject, type SmsRequest } from './sms-service.ts';

export type RegisterRequest = Pick<SmsRequest, 'template' | 'phone' | 'sid' | 'capcode'> &
  Tracking & { smsCode: string; inviteCode?: string | undefined; appName?: string | undefined };

const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

export function registerService(deps: {
  repo: PromoRepository;
  sessions: SessionService;
  phones: OtpLimiter;
}) {
  const { repo, sessions, phones } = deps;

  /** Judges the SMS code; throws unless it is right. */
  async function checkCode(req: RegisterRequest, lang: Lang, now: Date): Promise<void> {
    const subject = promoSubject(req.phone);
    const locked = await phones.lockedUntil(subject, now);
    if (locked !== null) {
      const time = formatMoment(req.template.region, locked);
      throw refusalIn(lang, codes.rateLimited, copy.later('otpLockedOut', { time }), 429);
    }
    const state = await repo.countCodeTry(req.sid, req.phone);
    const verdict =
      state === undefined
        ? 'expired'
        : otpVerdict(
            {
              otpHash: state.code_hash,
              otpExpiresAt: state.code_expires_at,
              attempts: state.code_attempts,
            },
            req.smsCode,
            now,
          );
    if (verdict === 'ok') return;
    if (verdict === 'expired') throw promoRefusal('wrongCode', lang, 'codeExpired');
    await phones.recordWrong(subject, now);
    if (verdict === 'locked') {
      await repo.voidCode(req.sid);
      throw promoRefusal('wrongCode', lang, 'codeVoid', { max: OTP_MAX_ATTEMPTS });
    }
    throw promoRefusal('wrongCode', lang, 'wrongCode', {
      left: attemptsLeft(state?.code_attempts ?? 0),
    });
  }

  return {
    /** Registers the phone; the success message. */
    async register(req: RegisterRequest, lang: Lang): Promise<string> {
      const now = new Date();
      const session = await sessions.live(req.sid, now, lang);
      const captchaOk =
        sessions.earnedCode(session, req.phone, req.capcode) ||
        (await sessions.solve(session, req.capcode, now));
      if (!captchaOk) throw promoRefusal('wrongCaptchaRegister', lang, 'wrongCaptcha');
      if (await repo.isRegistered(req.phone)) {
        throw promoRefusal('alreadyRegistered', lang, 'alreadyRegistered');
      }
      await checkCode(req, lang, now);
      const borrowerId = await repo.register({
        phone: req.phone,
        region: req.template.region,
        sid: req.sid,
        templateId: req.template.id,
        appFrom: orNull(req.appFrom),
        userFrom: orNull(req.userFrom),
        utmTag: orNull(req.utmTag),
        inviteCode: orNull(req.inviteCode),
        appName: orNull(req.appName),
        createdAt: toIso(now),
      });
      if (borrowerId === undefined) {
        throw promoRefusal('alreadyRegistered', lang, 'alreadyRegistered');
      }
      return copy(lang, 'registered');
    },
  };
}
