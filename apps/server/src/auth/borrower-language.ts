/**
 * The language an Indian borrower's pages speak, kept on `borrowers.language` (decision 068,
 * "SMS in Hindi"), so what the server writes to them later, away from any page (reminders,
 * documents and certificate links, codes), goes in it. Each signed-in call says it: the launch's
 * `locale` (the app's choice, else the phone's, resolved once per launch by the web) or the
 * language switch's choice, which replaces it for the session; `locale=hi` is Hindi, no locale
 * India's English. The staff's Chinese and Indonesia's calls change nothing.
 */
import type { Db } from '../db/database.ts';
import type { Borrower, SmsLanguage } from '../db/schema.ts';
import type { Lang } from '../i18n.ts';

export interface BorrowerLanguages {
  /**
   * The borrower as the call speaks: the same row when the language is as stored, else a copy
   * with the call's language once it is stored (this call's own SMS already go in it).
   */
  keep(borrower: Borrower, lang: Lang): Borrower | Promise<Borrower>;
}

const smsLanguageOf = (lang: Lang): SmsLanguage | null =>
  lang === 'hi' || lang === 'en' ? lang : null;

export function borrowerLanguages(db: Db): BorrowerLanguages {
  return {
    keep(borrower, lang) {
      const language = smsLanguageOf(lang);
      if (borrower.region !== 'IN' || language === null || borrower.language === language) {
        return borrower;
      }
      // Awaited by the call that changed it, so its answer means the choice is stored; the
      // change feed then hands the session cache the new row (sessions.ts).
      return db
        .updateTable('borrowers')
        .set({ language })
        .where('id', '=', borrower.id)
        .execute()
        .then(() => ({ ...borrower, language }));
    },
  };
}
