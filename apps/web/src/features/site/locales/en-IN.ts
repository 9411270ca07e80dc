/** English (India): the texts of the site area. The reference: the other packs have exactly these keys. */
const texts = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
  },

  /* Legal and information pages: /privacyPolicy, /aboutUs, /loanTerms, /loanAgreement (long text lives beside the pages, not here). */
  legal: {
    back: 'Back',
  },
};

export type SiteTexts = typeof texts;
export default texts;
