/** English (India): the texts of the site area. The reference: the other packs have exactly these keys. */
const texts = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
  },

  /* Legal and information pages: /privacyPolicy, /aboutUs, /loanTerms, /loanAgreement (long text lives beside the pages, not here). */
  legal: {
    back: 'Back',
    phone: 'Phone',
    email: 'E-mail',
    customerService: 'Customer service and grievance contacts',
    officerRole: 'Grievance Officer',
    agreementTitle: 'Loan agreement',
    agreementNotFound: 'This product could not be found',
    agreementNotFoundBody: 'The link may be old, or the product is offered in another market.',
    toLoanTerms: 'Read the loan terms',
    figuresOrder: 'Your loan',
    figuresQuote: 'Your figures for this product',
    figuresOrderNote: 'From your order {{orderNo}}.',
    figuresQuoteNote: 'What you would sign today at the amount and term the app offers first.',
    figuresSignIn: 'Open this page from the app to see your own amount, charges and due date.',
    figuresNone: 'Your own figures could not be shown.',
    amount: 'Loan amount',
    term: 'Term',
    termDays: '{{n}} days',
    termMonths: '{{n}} months',
    fee: 'Processing fee (deducted upfront)',
    received: 'Amount you receive',
    interest: 'Interest',
    totalRepay: 'Total to repay',
    dueDate: 'Due date',
    dueLater: 'Set when the money is sent',
    openFull: 'Open “{{title}}” full screen',
    agreementUnavailable: 'This agreement cannot be shown here.',
    noAgreements: 'This product has no agreement to show yet.',
  },
};

export type SiteTexts = typeof texts;
export default texts;
