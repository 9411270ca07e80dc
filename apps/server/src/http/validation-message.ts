import * as z from 'zod/mini';
import { contractMessage, t, type Lang } from '../i18n.ts';

type Issue = z.core.$ZodIssue;

/**
 * Marks issues that carry no message written in the contract. Zod's own defaults depend on
 * a global locale (full `zod` installs English ones), so they are replaced per parse and
 * explained here instead.
 */
const NO_CUSTOM_MESSAGE = '\u0000';

/** Pass to `schema.safeParse(input, parseParams)`. Schema-level messages still take precedence. */
export const parseParams = { error: () => NO_CUSTOM_MESSAGE };

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isMissing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * zod's own messages, per language, for the named formats (e-mail, URL, ISO date…), whose
 * wording reads well in a toast. Passed per issue, never set globally (`z.config` would be
 * shared by concurrent requests in other languages). Bounds, types and patterns keep our
 * words: zod's print `>=`, type names and the pattern (docs/decisions/032).
 */
const zodLocales: Record<Lang, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  id: z.locales.id().localeError,
  zh: z.locales.zhCN().localeError,
  hi: z.locales.hi().localeError,
};

function formatMessage(
  issue: z.core.$ZodIssueInvalidStringFormat,
  value: unknown,
  lang: Lang,
): string {
  if (issue.format === 'regex') return t(lang, 'field.format');
  const made = zodLocales[lang]({
    ...issue,
    input: typeof value === 'string' ? value : undefined,
  });
  const text = typeof made === 'string' ? made : made?.message;
  return text ?? t(lang, 'field.format');
}

/** Explains one issue without the field name, in the request's language. */
function explain(issue: Issue, value: unknown, lang: Lang): string {
  if (issue.message && issue.message !== NO_CUSTOM_MESSAGE)
    return contractMessage(lang, issue.message);
  if (isMissing(value)) return t(lang, 'field.required');
  switch (issue.code) {
    case 'invalid_union': {
      // A union of number | numeric string: the string branch's message is the useful one.
      const specific = issue.errors.flat().find((i) => i.code !== 'invalid_type');
      return specific ? explain(specific, value, lang) : t(lang, 'field.wrongType');
    }
    case 'invalid_type':
      return t(lang, 'field.wrongType');
    case 'invalid_value':
      return t(lang, 'field.oneOf', { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return formatMessage(issue, value, lang);
    case 'too_big':
      return issue.origin === 'string'
        ? t(lang, 'field.tooLong', { n: String(issue.maximum) })
        : t(lang, 'field.tooBig', { n: String(issue.maximum) });
    case 'too_small':
      return issue.origin === 'string'
        ? t(lang, 'field.tooShort', { n: String(issue.minimum) })
        : t(lang, 'field.tooSmall', { n: String(issue.minimum) });
    default:
      return t(lang, 'field.invalid');
  }
}

/** "productId: must be a positive id", for the first problem (a toast shows one line). */
export function validationMessage(issues: readonly Issue[], input: unknown, lang: Lang): string {
  const issue = issues[0];
  if (issue === undefined) return t(lang, 'invalidRequest');
  if (
    issue.path.length === 0 &&
    (typeof input !== 'object' || input === null || Array.isArray(input))
  ) {
    return `${t(lang, 'field.body')}: ${t(lang, 'field.mustBeObject')}`;
  }
  const field = issue.path.map(String).join('.') || t(lang, 'field.body');
  return `${field}: ${explain(issue, valueAt(input, issue.path), lang)}`;
}
