/** English (India): the texts of the rights area (My data). The reference: the other packs have exactly these keys. */
const texts = {
  title: 'My data',
  signedOut: {
    title: 'You are signed out',
    body: 'If you asked us to erase your data, it is done: nothing of yours is left to show here, only the loan records the law makes the lender keep. Otherwise, open My data again from the {{appName}} app.',
  },
  intro:
    'What we hold about you and why, a copy of all of it, and your choices: correct your phone, withdraw a consent, erase your data or delete your account. Every request has a reference and a date by which we answer.',
  held: {
    title: 'What we hold',
    count: '{{n}} {{n|record|records}}',
    profile: 'Your profile',
    loans: 'Loans and their schedules',
    payments: 'Payments',
    complaints: 'Complaints and their images',
    chats: 'Chats with the help bot',
    consents: 'Consents and disclosures',
  },
  why: {
    profile: 'Your mobile number signs you in and reaches you about your loans.',
    loans: 'The lender must keep the record of every loan, and we show it to you.',
    payments: 'Proof of what you paid; kept as long as the loan’s records.',
    complaints: 'To answer you, and to show a regulator how we did.',
    chats: 'To answer your questions and improve the answers.',
    consents: 'Proof of what you were shown and agreed to.',
  },
  export: {
    title: 'A copy of your data',
    intro: 'Everything above, ready at once: a file for your records and a page to read.',
    make: 'Export my data',
    json: 'Download the file (JSON)',
    page: 'Open the readable copy',
  },
  consents: {
    title: 'Optional consents',
    marketingSms: 'Offers by SMS',
    reminders: 'Payment reminders before a due date',
    remindersHow: 'Turned off or on, with their channels and days, on their own page.',
    remindersOpen: 'Choose payment reminders',
    on: 'Given',
    off: 'Not given',
    withdraw: 'Withdraw consent',
    give: 'Give consent',
    saved: 'Saved',
  },
  phone: {
    title: 'Your mobile number',
    now: 'Now: {{phone}}',
    new: 'New mobile number',
    send: 'Send a code to the new number',
    sent: 'We sent a code to {{phone}}.',
    code: 'Code from the SMS',
    confirm: 'Change my number',
    done: 'Your number is changed',
  },
  email: {
    title: 'Your e-mail address',
    intro: 'Optional. When you confirm a loan we also e-mail you the link to its signed documents.',
    label: 'E-mail address',
    none: 'No e-mail address given.',
    save: 'Save e-mail address',
    remove: 'Remove e-mail address',
    saved: 'Saved',
  },
  erase: {
    title: 'Erase your data or delete your account',
    intro:
      'We erase your personal data 48 hours after you ask. The records of your loans and payments stay, without your contact details, as long as the law requires.',
    openLoan:
      'Not yet: a loan is open, and its records must be kept {{years}} {{years|year|years}} after it ends. The earliest date is {{date}}.',
    retention:
      'Not yet: the records of your last loan must be kept {{years}} {{years|year|years}} after it ended, until {{date}}.',
    erase: 'Erase my data',
    delete: 'Delete my account',
    scheduled: 'Accepted: see your request below',
  },
  requests: {
    title: 'Your requests',
    due: 'Answer due by {{time}}',
    kinds: {
      export: 'Copy of your data',
      correct: 'Phone correction',
      erase: 'Erasure',
      delete: 'Account deletion',
    },
    status: {
      verifying: 'Waiting for the code',
      open: 'Open',
      scheduled: 'Scheduled',
      done: 'Done',
      refused: 'Refused',
    },
  },
};

export type RightsTexts = typeof texts;
export default texts;
