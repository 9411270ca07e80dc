import type { TextPack } from '../../../shared/i18n.ts';
import type { SiteTexts } from './en-IN.ts';

/** Chinese, for staff (locale=zh-CN); region and currency still follow languageType: the texts of the site area. */
const texts: TextPack<SiteTexts> = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
  },

  /* Legal and information pages: /privacyPolicy, /aboutUs, /loanTerms, /loanAgreement (long text lives beside the pages, not here). */
  legal: {
    back: '返回',
  },
};

export default texts;
