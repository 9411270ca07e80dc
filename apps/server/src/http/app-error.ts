import type { Lang, Words } from '../i18n.ts';

/**
 * A business failure a handler reports on purpose: the client gets a non-success envelope
 * with `code` and the words in the asker's language (`copy.later(key)` of the area, `t.later`
 * below the areas), never a stack trace.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly words: Words,
    readonly httpStatus = 400,
    /** Overrides the localised text, e.g. a validation message naming the field. */
    readonly detail?: string,
  ) {
    super(detail ?? words('en'));
    this.name = 'AppError';
  }
}

/**
 * A refusal whose words are written now, in the language the call was made in (decision 082):
 * `throw refusalIn(lang, codes.conflict, copy.later(key, params), 409)`. The words stay
 * readable in another language (`words`), with the same key and values.
 */
export const refusalIn = (lang: Lang, code: string, words: Words, httpStatus: number): AppError =>
  new AppError(code, words, httpStatus, words(lang));
