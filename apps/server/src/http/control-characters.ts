/**
 * Text no client of ours sends: the C0 control characters except tab, line feed and carriage
 * return, which typed text holds. NUL above all: PostgreSQL text can neither hold it nor be
 * compared with it, so a NUL reaching a query was a 500 there. Input is refused
 * where it enters, once per request and before any query: route.ts for every contract
 * endpoint (payload, path and query), readMultipart for the fields of every multipart body,
 * and `refuseControlInput`, the hook of the pages that read their own forms (the operators'
 * desk, the sandbox gateway).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { t, type Lang } from '../i18n.ts';
import { AppError } from './app-error.ts';
import { requestLang } from './language.ts';

// eslint-disable-next-line no-control-regex -- the characters are what is looked for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * The path of the first field whose text holds a control character ('' for the value
 * itself), or undefined. The path is built only for a field that has one.
 */
export function fieldWithControl(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? '' : undefined;
  // Deeper than any request we read goes: a schema refuses it anyway.
  if (typeof value !== 'object' || value === null || depth > 8) return undefined;
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    const below = fieldWithControl(fields[key], depth + 1);
    if (below !== undefined) return below === '' ? key : `${key}.${below}`;
  }
  return undefined;
}

/**
 * The refusal of a field found by `fieldWithControl`: 400, 1001, naming the field when its
 * name is a plain one (a name is the sender's text too, and is not echoed otherwise).
 */
export function controlRefusal(field: string, lang: Lang): AppError {
  const name = /^[\w.-]{1,64}$/.test(field) ? field : 'body';
  return new AppError(
    codes.invalid,
    t.later('invalidRequest'),
    400,
    `${name}: ${t(lang, 'field.invalid')}`,
  );
}

/**
 * A `preValidation` hook that refuses a request whose query, path or parsed form holds one,
 * in `lang` (the desk is English), else in the request's language.
 */
export const refuseControlInput =
  (lang?: Lang) =>
  (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const field =
      fieldWithControl(request.query) ??
      fieldWithControl(request.params) ??
      fieldWithControl(request.body);
    done(field === undefined ? undefined : controlRefusal(field, lang ?? requestLang(request)));
  };
