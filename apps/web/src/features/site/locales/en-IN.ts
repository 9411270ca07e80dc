import { riskStatementTexts } from '@tenor/contract/risk-statement-words/as-texts';
import { riskStatementEn } from '@tenor/contract/risk-statement-words/en';
/** English (India): the texts of the site area. The reference: the other packs have exactly these keys. */
const texts = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
    skip: 'Skip to content',
    homeLink: '{{app}} home',
    nav: {
      label: 'Site',
      home: 'Home',
      about: 'About Us',
      privacy: 'Privacy Policy',
      contact: 'Contact us',
    },
    market: {
      label: 'Country',
      IN: 'India',
      ID: 'Indonesia',
    },
    language: {
      label: 'Language',
      en: 'English',
      id: 'Bahasa Indonesia',
      zh: '中文',
      hi: 'हिन्दी',
    },
    meta: {
      home: {
        title: '{{app}} – instant personal loans',
        description:
          'Personal loans from {{min}} to {{max}}, approved online and paid out within 2 hours. For salaried people earning {{income}}.',
      },
      about: {
        title: 'About Us – {{app}}',
        description:
          '{{app}} is a loan marketplace: licensed lenders, clear costs before you sign, and support in your language.',
      },
      policy: {
        title: 'Policies and agreements – {{app}}',
        description:
          'How {{app}} handles your loan and your data: the loan agreement, the privacy policy and the loan terms.',
      },
      loan: {
        title: 'Loan agreement – {{app}}',
        description:
          'The loan agreement every {{app}} loan follows: amount, costs, repayment, late payment and your rights.',
      },
      user: {
        title: 'My account – {{app}}',
        description: 'Your {{app}} account on the web.',
      },
      contact: {
        title: 'Contact us – {{app}}',
        description: 'Write to the {{app}} team: we answer by e-mail.',
      },
    },
    home: {
      ojkLabel: 'Licence and funding performance',
      officerHeading: 'Our grievance officer',
      ojkLicensed: '{{name}} is licensed and supervised by OJK ({{licence}})',
      tkb90: 'TKB90 {{rate}} (as of {{date}}):',
      tkb90Hint: 'the share of loans repaid within 90 days of their due date.',
      orderHeading: 'How offers are ordered',
      orderApr:
        'The app shows you every offer that matches your request, from every lender we work with, and the same rules match every borrower in the same situation. Offers are listed by APR (the yearly cost of the example loan, fees included), lowest first; equal ones by the lender’s name, then the product’s. No lender can pay to be placed higher, and we do not push any lender’s offer.',
      orderCostPerDay:
        'The app shows you every offer that matches your request, from every funder we work with, and the same rules match every borrower in the same situation. Offers are listed by cost per day (the example loan’s interest and fees per day, as a share of the amount), lowest first; equal ones by the funder’s name, then the product’s. No funder can pay to be placed higher, and we do not push any funder’s offer.',
      orderSince:
        'This rule has applied since {{date}}. A change to it is published here, with its date, before it applies.',
      heading: 'Instant personal loans, on your phone',
      lead: 'Borrow from {{min}} to {{max}} with {{app}}: apply in minutes, get the money within 2 hours.',
      claimsHeading: 'Why {{app}}',
      amount: '{{min}} – {{max}}',
      amountNote: 'Loan amounts to fit what you need',
      speed: 'Within 2 hours',
      speedNote: 'From approval to money in your bank account',
      incomeMonthly: '{{income}}+ a month',
      incomeYearly: '{{income}}+ a year',
      incomeNote: 'For salaried people with this income or more',
      users: '3 million+',
      usersNote: 'People who have used {{app}}',
      bannersLabel: 'Highlights',
      banner1: 'A phone showing a loan approved in the app',
      banner2: 'A clock: money within 2 hours',
      banner3: 'A shield with a lock: your data kept safe',
      banner4: 'A calendar with paid instalments ticked',
      banner5: 'A crowd of people: millions of borrowers',
      aboutHeading: 'About Us',
      aboutText:
        '{{app}} brings loan offers from licensed lenders into one app. You see the amount, the term and every cost before you confirm, and you repay the way that suits you.',
      getAppHeading: 'Get the {{app}} app',
      getAppText: 'Apply, follow your loan and repay from your phone: download the app.',
      getAppAndroid: 'Get it on Google Play',
      getAppIos: 'Download on the App Store',
      aboutMore: 'More about us',
      privacyHeading: 'Privacy Policy',
      privacyText:
        'We collect only what a loan decision needs, keep it safe, and never sell it. You can ask to see, correct or delete your data at any time.',
      privacyMore: 'Read our privacy policy',
      agreementMore: 'Policies and agreements',
      contactHeading: 'Questions?',
      contactText: 'Write to us and we will answer by e-mail.',
      contactLink: 'Contact us',
      loanLink: 'Read the loan agreement',
    },
    about: {
      heading: 'About Us',
      p1: '{{app}} is a loan marketplace for salaried people. We work with licensed lenders and show their offers side by side, so you can choose the one that suits you.',
      p2: 'Every offer shows the amount, the term, the interest and every fee before you confirm. There are no hidden costs, and the lender is named on your agreement.',
      p3: 'Your data is used only to decide on your loan and to serve you. We protect it and never sell it.',
      p4: 'Our customer service answers in your language. If something goes wrong, you can complain in the app and follow your complaint until it is resolved.',
      company: 'The company',
    },
    policy: {
      heading: 'Policies and agreements',
      intro:
        'The loan agreement below applies to every loan you take through {{app}}. Our privacy policy and loan terms are on their own pages.',
      frameTitle: 'Loan agreement',
      fallback: 'Open the loan agreement on its own page',
      privacyPolicy: 'Privacy policy',
      loanTerms: 'Loan terms and conditions',
      aboutApp: 'About the app',
    },
    loan: {
      heading: 'Loan agreement',
      bannerAlt: 'A phone showing a loan approved in the app',
      intro:
        'This agreement is between you and the lender named in the app when you confirm a loan. {{company}} runs the {{app}} marketplace.',
      s1h: 'The loan',
      s1: 'You may borrow from {{min}} to {{max}}. The amount, the term and the repayment plan you confirm in the app are part of this agreement. The money is paid to the bank account registered in your name.',
      s2h: 'Costs',
      s2: 'Interest and every fee are shown in the app before you confirm, with the total you will repay. Nothing is charged that was not shown to you.',
      s3h: 'Repaying',
      s3: 'You repay by the due date shown in the app, by any way of paying the app offers. You may repay early; the interest is then counted only for the days you had the money.',
      s4h: 'Late payment',
      s4: 'If a payment is late, a late fee may apply as stated in your loan terms, and the delay may be reported to credit bureaus as the law allows. Tell us early if you cannot pay: we will look for a solution with you.',
      s5h: 'Your data',
      s5: 'Your data is used to decide on your loan, to pay it out and to collect repayments, as our privacy policy explains.',
      s6h: 'Questions and complaints',
      s6: 'Contact customer service at {{phone}} or {{email}}. If you are not satisfied with our answer, you can take your complaint to the regulator.',
    },
    user: {
      heading: 'My account',
      empty: 'Nothing here yet',
      emptyText:
        'Your account on the website is coming soon. Until then, open the {{app}} app to see your loans.',
      backHome: 'Back to Home',
    },
    contact: {
      heading: 'Contact us',
      intro: 'Send us a message and we will answer by e-mail.',
      name: 'Name',
      email: 'E-mail',
      message: 'Message',
      honeypot: 'Leave this field empty',
      send: 'Submit',
      incomplete: 'Please provide complete information!',
      badEmail: 'Please enter a valid e-mail address',
      success: 'Submit successfully',
      failed: 'Your message was not sent. Please try again.',
    },
    footer: {
      contactHeading: 'Customer service',
      phone: 'Phone',
      email: 'E-mail',
      companyHeading: 'Company',
      registration: 'Registration',
      linksHeading: 'More',
      loan: 'Loan agreement',
      user: 'My account',
      contact: 'Contact us',
      privacyPolicy: 'Privacy policy',
      loanTerms: 'Loan terms',
      aboutApp: 'About the app',
      copyright: '© {{year}} {{company}}. All rights reserved.',
    },
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
    termDays: '{{n}} {{n|day|days}}',
    termMonths: '{{n}} {{n|month|months}}',
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
  /* Indonesia's risk statement in this pack's language only (decision 075). */
  riskStatement: riskStatementTexts(riskStatementEn),
};

export type SiteTexts = typeof texts;
export default texts;
