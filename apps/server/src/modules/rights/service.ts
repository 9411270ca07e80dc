/**
 * The borrower's data rights (decision 064): what is held, the export, optional consents, the
 * phone's correction by a one-time code, erasure and account deletion (in the app and on the
 * public page), each a request with a reference and a due date the desk answers by.
 */
import { codes } from '@tenor/contract/envelope';
import type { DataRequestRow, HeldKind, OptionalConsent } from '@tenor/contract/endpoints/rights';
import { formatDate, formatMoment } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { normalisePhone } from '@tenor/contract/phone';
import type { Config } from '../../config.ts';
import type { Borrower, DataRequest, DataRequestKind, SmsLanguage } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError, refusalIn } from '../../http/app-error.ts';
import { type Lang, marketLang } from '../../i18n.ts';
import {
  OTP_TTL_MS,
  attemptsLeft,
  hashOtp,
  newOtpCode,
  otpVerdict,
} from '../../providers/otp-code.ts';
import type { OtpLimiter, OtpSubject } from '../../providers/otp-limiter.ts';
import { smsWords, type SmsProvider } from '../../providers/sms.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { copy } from './copy.ts';
import { exportJson } from './export.ts';
import type { RightsRepository } from './repository.ts';
import { dueAt, eraseRule, eraseVerdictOf, referenceOf } from './rules.ts';

const HOUR = 3_600_000;

export const requestRow = (r: DataRequest): DataRequestRow => ({
  reference: r.reference,
  kind: r.kind,
  status: r.status,
  createdAt: r.created_at,
  dueAt: r.due_at,
  scheduledFor: r.scheduled_for ?? '',
  answeredAt: r.answered_at ?? '',
  answer: r.answer ?? '',
});

const subjectOf = (phone: string, borrowerId: number): OtpSubject => ({
  phone,
  borrowerId,
  purpose: 'rights',
});

export function rightsService(deps: {
  repo: RightsRepository;
  config: Config;
  sms: SmsProvider | null;
  limiter: OtpLimiter;
  storage: FileStorage;
}) {
  const { repo, config, sms, limiter } = deps;
  const appName = config.brand.appName;

  const newRequest = (
    borrower: Borrower,
    kind: DataRequestKind,
    channel: 'app' | 'web',
    now: Date,
    extra: Partial<DataRequest> = {},
  ) =>
    repo.addRequest(
      {
        borrower_id: borrower.id,
        region: borrower.region,
        kind,
        status: 'open',
        channel,
        due_at: toIso(dueAt(borrower.region, now)),
        created_at: toIso(now),
        ...extra,
      },
      (id) => referenceOf(borrower.region, id),
    );

  /** Refuses an erasure the law does not allow yet, with its reason and date. */
  async function checkErasable(borrower: Borrower, now: Date) {
    const years = config.rights.retentionYears[borrower.region];
    const rule = eraseRule(await repo.orderFacts(borrower.id), years, now);
    if (rule.allowed) return;
    const date = formatDate(borrower.region, rule.possibleFrom);
    const words =
      rule.reason === 'openLoan'
        ? copy.later('eraseOpenLoan', { orderNo: rule.orderNo, years, date })
        : copy.later('eraseRetention', { years, date });
    throw new AppError(codes.conflict, words, 409);
  }

  /** Sends a code for a request waiting in `verifying`; refused past the shared code limits. */
  async function sendCode(
    request: DataRequest,
    phone: string,
    now: Date,
    lang: Lang,
    language: SmsLanguage | null,
  ) {
    if (sms === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
    const allowed = await limiter.allowSend(subjectOf(phone, request.borrower_id), now);
    if (!allowed.ok) {
      const time = formatMoment(request.region, allowed.until);
      throw refusalIn(lang, codes.rateLimited, copy.later('codeLimited', { time }), 429);
    }
    const code = newOtpCode();
    await repo.update(request.id, {
      otp_hash: hashOtp(code),
      otp_expires_at: toIso(new Date(now.getTime() + OTP_TTL_MS)),
      otp_attempts: 0,
    });
    await sms.send({
      phone,
      ...smsWords(request.region, language, (words) =>
        copy(words, 'codeSms', { app: appName, code }),
      ),
      kind: 'rightsOtp',
      region: request.region,
    });
  }

  /** Checks a request's code: 'ok', or the refusal (wrong with tries left, or used up). */
  async function checkCode(request: DataRequest, phone: string, code: string, now: Date) {
    const attempts = request.otp_attempts + 1;
    await repo.update(request.id, { otp_attempts: attempts });
    const verdict = otpVerdict(
      { otpHash: request.otp_hash, otpExpiresAt: request.otp_expires_at, attempts },
      code,
      now,
    );
    if (verdict === 'ok') return;
    if (verdict === 'wrong' || verdict === 'locked') {
      await limiter.recordWrong(subjectOf(phone, request.borrower_id), now);
    }
    if (verdict === 'wrong') {
      throw new AppError(
        codes.wrongVerifyCode,
        copy.later('codeWrong', { left: attemptsLeft(attempts) }),
        400,
      );
    }
    throw new AppError(codes.wrongVerifyCode, copy.later('codeExpired'), 400);
  }

  /** Schedules the erasure (or deletion) of a borrower the law allows to erase. */
  async function schedule(
    borrower: Borrower,
    kind: 'erase' | 'delete',
    channel: 'app' | 'web',
    now: Date,
    existing?: DataRequest,
  ) {
    await checkErasable(borrower, now);
    const pending = (await repo.requestsOf(borrower.id)).find((r) => r.status === 'scheduled');
    if (pending !== undefined) {
      throw new AppError(
        codes.conflict,
        copy.later('eraseAlready', { reference: pending.reference }),
        409,
      );
    }
    const at = new Date(now.getTime() + config.rights.erasureNoticeHours * HOUR);
    const answer = copy(marketLang(borrower.region), 'answerScheduled', {
      date: formatMoment(borrower.region, at),
    });
    const fields = {
      status: 'scheduled' as const,
      scheduled_for: toIso(at),
      answer,
      answered_at: toIso(now),
      otp_hash: null,
    };
    if (existing !== undefined) {
      await repo.update(existing.id, fields);
      return { ...existing, ...fields };
    }
    return newRequest(borrower, kind, channel, now, fields);
  }

  return {
    async myData(borrower: Borrower, now: Date) {
      const all = await repo.everything(borrower.id);
      const held: { kind: HeldKind; count: number }[] = [
        { kind: 'profile', count: 1 },
        { kind: 'loans', count: all.orders.length },
        // Each settlement applies one of these payments to the loan: counting it too would
        // show a borrower who paid once two payments.
        { kind: 'payments', count: all.payments.length + all.accountPayments.length },
        { kind: 'complaints', count: all.complaints.length },
        { kind: 'chats', count: all.chats.length },
        { kind: 'consents', count: all.consents.length + all.disclosures.length },
      ];
      const ledger = await repo.optionalConsents(borrower.id);
      const consents = (['marketingSms'] as const).map((key) => {
        const last = ledger.find((e) => e.document === key);
        return {
          key,
          given: last?.kind === 'consent_given',
          at: last?.created_at ?? '',
        };
      });
      const years = config.rights.retentionYears[borrower.region];
      return {
        phone: borrower.phone,
        email: (await repo.borrower(borrower.id))?.email ?? '',
        held,
        consents,
        requests: (await repo.requestsOf(borrower.id)).map(requestRow),
        erase: eraseVerdictOf(eraseRule(await repo.orderFacts(borrower.id), years, now), years),
      };
    },

    /** The export, built now and kept on its request (answered at once: nothing to wait for). */
    async export(borrower: Borrower, now: Date) {
      const all = await repo.everything(borrower.id);
      const request = await newRequest(borrower, 'export', 'app', now);
      const json = exportJson(borrower, request.reference, all, now);
      await repo.update(request.id, {
        status: 'done',
        export_json: json,
        answer: copy(marketLang(borrower.region), 'answerExport'),
        answered_at: toIso(now),
        done_at: toIso(now),
      });
      return request;
    },

    async setConsent(
      borrower: Borrower,
      key: OptionalConsent,
      given: boolean,
      deviceId: string | null,
      now: Date,
    ) {
      await repo.addConsent({
        borrower_id: borrower.id,
        region: borrower.region,
        kind: given ? 'consent_given' : 'consent_withdrawn',
        document: key,
        device_id: deviceId,
        created_at: toIso(now),
      });
      return { key, given, at: toIso(now) };
    },

    /** Whether the borrower's marketing SMS consent stands (the promotion's sender asks). */
    async marketingAllowed(borrowerId: number) {
      const last = (await repo.optionalConsents(borrowerId)).find(
        (e) => e.document === 'marketingSms',
      );
      return last?.kind === 'consent_given';
    },

    async phoneCode(borrower: Borrower, input: string, now: Date, lang: Lang) {
      const phone = normalisePhone(borrower.region, input);
      if (phone === null) throw new AppError(codes.invalid, copy.later('phoneInvalid'), 400);
      if (phone === borrower.phone) {
        throw new AppError(codes.conflict, copy.later('phoneSame'), 409);
      }
      if ((await repo.borrowerByPhone(phone)) !== undefined) {
        throw new AppError(codes.conflict, copy.later('phoneTaken'), 409);
      }
      const request = await newRequest(borrower, 'correct', 'app', now, {
        status: 'verifying',
        new_phone: phone,
      });
      await sendCode(request, phone, now, lang, borrower.language);
      return { reference: request.reference, sentTo: phone };
    },

    async phoneCorrect(borrower: Borrower, reference: string, code: string, now: Date) {
      const request = await repo.requestByReference(reference);
      if (
        request === undefined ||
        request.borrower_id !== borrower.id ||
        request.kind !== 'correct' ||
        request.status !== 'verifying' ||
        request.new_phone === null
      ) {
        throw new AppError(codes.notFound, copy.later('requestNotFound'), 404);
      }
      await checkCode(request, request.new_phone, code, now);
      if ((await repo.borrowerByPhone(request.new_phone)) !== undefined) {
        throw new AppError(codes.conflict, copy.later('phoneTaken'), 409);
      }
      const answer = copy(marketLang(borrower.region), 'answerCorrect', {
        phone: request.new_phone,
      });
      await repo.changePhone(request.id, borrower.id, request.new_phone, answer, toIso(now));
      return { phone: request.new_phone };
    },

    /** The address a loan's documents are e-mailed to (decision 067); '' removes it. */
    async setEmail(borrower: Borrower, email: string) {
      await repo.setEmail(borrower.id, email === '' ? null : email);
      return { email };
    },

    erase: (borrower: Borrower, kind: 'erase' | 'delete', now: Date) =>
      schedule(borrower, kind, 'app', now),

    /**
     * The public page's first step: a code to the account's phone. Answered alike whether or
     * not the number has an account, so the page tells no one who is a borrower.
     */
    async webDeleteCode(region: Region, input: string, now: Date, lang: Lang) {
      const phone = normalisePhone(region, input);
      if (phone === null) return null;
      const borrower = await repo.borrowerByPhone(phone);
      if (borrower === undefined) return { phone, reference: '' };
      const request = await newRequest(borrower, 'delete', 'web', now, { status: 'verifying' });
      await sendCode(request, phone, now, lang, borrower.language);
      return { phone, reference: request.reference };
    },

    /** The public page's second step: the code, then the same rules as erase. */
    async webDeleteConfirm(reference: string, code: string, now: Date) {
      const request = reference === '' ? undefined : await repo.requestByReference(reference);
      if (request === undefined || request.kind !== 'delete' || request.status !== 'verifying') {
        throw new AppError(codes.wrongVerifyCode, copy.later('codeExpired'), 400);
      }
      const borrower = await repo.borrower(request.borrower_id);
      if (borrower === undefined) {
        throw new AppError(codes.wrongVerifyCode, copy.later('codeExpired'), 400);
      }
      await checkCode(request, borrower.phone, code, now);
      try {
        return await schedule(borrower, 'delete', 'web', now, request);
      } catch (err) {
        // The refusal is the request's answer too, so the desk and the app see it.
        if (err instanceof AppError) {
          await repo.update(request.id, {
            status: 'refused',
            otp_hash: null,
            answer: err.words(marketLang(borrower.region)),
            answered_at: toIso(now),
          });
        }
        throw err;
      }
    },

    /**
     * The erasure job: carries out every scheduled erasure whose notice has run, checking the
     * law again at that moment (a loan taken meanwhile refuses it). Returns how many ran.
     */
    async runErasures(now: Date): Promise<number> {
      let done = 0;
      for (const request of await repo.dueErasures(toIso(now))) {
        const borrower = await repo.borrower(request.borrower_id);
        if (borrower === undefined) continue;
        const lang = marketLang(borrower.region);
        try {
          await checkErasable(borrower, now);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          await repo.update(request.id, {
            status: 'refused',
            answer: err.words(lang),
            answered_at: toIso(now),
          });
          continue;
        }
        const answer = copy(lang, 'answerErased', { date: formatMoment(borrower.region, now) });
        const keys = await repo.erase(request, answer, toIso(now));
        if (keys === null) continue;
        for (const key of keys) await deps.storage.remove(key);
        done += 1;
      }
      return done;
    },
  };
}

export type RightsService = ReturnType<typeof rightsService>;
