import { codes } from '@tenor/contract/envelope';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import { copy } from './copy.ts';

type CopyKey = Parameters<typeof copy>[1];

/** Answers of the landing other than success, each with the spec's code where it has one. */
const answers = {
  alreadyRegistered: [codes.promoAlreadyRegistered, 200, 'ok'],
  wrongCaptchaSms: [codes.promoWrongCaptchaSms, 400, 'invalidRequest'],
  wrongCaptchaRegister: [codes.promoWrongCaptchaRegister, 400, 'invalidRequest'],
  badPhone: [codes.invalid, 400, 'invalidRequest'],
  wrongCode: [codes.wrongVerifyCode, 400, 'wrongVerifyCode'],
  tooMany: [codes.rateLimited, 429, 'rateLimited'],
  notFound: [codes.notFound, 404, 'notFound'],
  paused: [codes.unavailable, 503, 'unavailable'],
} as const;

/** The refusal `kind` with the landing's text `key` in the visitor's language. */
export function promoRefusal(
  kind: keyof typeof answers,
  lang: Lang,
  key: CopyKey,
  params: Record<string, string | number> = {},
): AppError {
  const [code, status, messageKey] = answers[kind];
  return new AppError(code, copy.later(messageKey), status, copy(lang, key, params));
}
