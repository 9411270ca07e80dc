/**
 * AutoPay's words (UPI AutoPay, e-NACH, an Indonesian wallet; decisions 072, 076, 078): a part
 * of the loans area's texts (`loans.autopay.*`), fetched only by the pages that show AutoPay
 * (`/autopay` and loan details' card), so every other loans page carries none of them.
 */
const texts = {
  title: 'AutoPay',
  pitch:
    'Repay each instalment automatically from your bank account, approved once in your UPI app or on your bank’s page.',
  introChoice:
    'With AutoPay each instalment is taken from your bank account on its due date. You approve it once: in your UPI app with UPI AutoPay, or on your bank’s page with e-NACH.',
  intro:
    'With UPI AutoPay each instalment is taken from your bank account on its due date. You approve it once in your UPI app.',
  termsTitle: 'What you approve',
  maxAmount: 'Most it can take at a time',
  frequency: 'How often',
  frequencyValue: 'Only when an instalment is due',
  endsOn: 'Ends on',
  nextDebit: 'Next debit',
  nextDebitValue: '{{amount}} on {{date}}',
  whatHappens: 'What will happen',
  stepNotice:
    'At least 24 hours before each debit, we send you an SMS with the amount and the date.',
  stepOnce: 'At most one debit for each due date, never more than the instalment due.',
  stepCancel: 'You can pause or cancel AutoPay here or in your UPI app at any time.',
  stepFailed:
    'If a debit does not go through, we tell you by SMS and you pay that instalment another way.',
  approveHint:
    'Your UPI app opens: check the payee and the most it can take, then enter your UPI PIN.',
  setUp: 'Set up UPI AutoPay',
  setUpLink: 'Set up AutoPay',
  manage: 'Manage AutoPay',
  waiting: 'Waiting for your approval in your UPI app.',
  approve: 'Approve in your UPI app',
  statusLabel: 'Status',
  status: {
    pending: 'Waiting for your approval',
    active: 'On',
    paused: 'Paused',
    cancelled: 'Cancelled',
    failed: 'Not set up',
  },
  reason: {
    borrower: 'You changed it here.',
    upiApp: 'Changed in your UPI app.',
    rejected: 'It was declined in your UPI app.',
    loanClosed: 'Your loan is fully repaid.',
    providerRefused: 'It could not be set up. Please try again later.',
    expired: 'The bank’s page expired before the mandate was signed. You can set it up again.',
  },
  debit: {
    notified: 'Notice sent: {{amount}} will be taken on {{date}}.',
    requested: '{{amount}} due {{date}} is being taken.',
    paid: '{{amount}} due {{date}} was paid by AutoPay.',
    failed:
      'The AutoPay debit of {{amount}} due {{date}} did not go through. Please pay it another way.',
  },
  receipt: 'See the receipt',
  pause: 'Pause AutoPay',
  resume: 'Turn AutoPay back on',
  cancel: 'Cancel AutoPay',
  cancelConfirm: 'Cancel UPI AutoPay? You will then pay each instalment yourself.',
  cancelYes: 'Yes, cancel AutoPay',
  notOffered: 'AutoPay is not available for this loan.',
  methodLegend: 'How should each instalment be taken?',
  method: { upiAutopay: 'UPI AutoPay', enach: 'Bank account (e-NACH)' },
  wallet: {
    linked: 'Wallet',
    pitch:
      'Repay each instalment automatically from your e-wallet or your BRI debit card, linked once.',
    intro:
      'With AutoPay each instalment is taken from your e-wallet on its due date. You link the wallet once, on its own page.',
    legend: 'What should pay each instalment?',
    hint: 'The wallet’s page opens: log in, check the most it can take, then agree.',
    link: 'Link {{wallet}}',
    stepCancel: 'You can pause or cancel it here at any time, or unlink it in your wallet app.',
    waiting: 'Link your wallet on its page to finish.',
    open: 'Open the wallet’s page',
    rejected: 'The wallet was not linked.',
    unlinked: 'Unlinked in your wallet app.',
    cancelConfirm:
      'Unlink the wallet and stop AutoPay? You will then pay each instalment yourself.',
  },
  card: {
    choice: 'BRI direct debit',
    linked: 'Debit card',
    intro:
      'With AutoPay each instalment is taken from your BRI debit card on its due date. You link the card once, with the code BRI sends you by SMS.',
    stepCancel: 'You can pause or cancel it here at any time; your bank can end it too.',
    lastFour: 'Last 4 digits of your BRI debit card',
    expiry: 'Card expiry (MM/YY)',
    expiryHint: 'As printed on the front of the card, like 08/29.',
    phone: 'Phone number registered at BRI',
    phoneHint: 'BRI sends the code to this number.',
    email: 'E-mail',
    consent:
      'I authorise debits from this card of up to {{amount}} each, only when an instalment is due, until {{date}}.',
    codeHint: 'BRI will send you a 6-digit code by SMS. You type it on the next step, here.',
    submit: 'Send me the code',
    lastFourInvalid: 'Enter the last 4 digits of the card.',
    expiryInvalid: 'Enter the expiry as on the card, MM/YY, not in the past.',
    phoneInvalid: 'Enter an Indonesian mobile number, like 0812 3456 7890.',
    emailInvalid: 'Enter an e-mail address, like name@example.com.',
    consentMissing: 'Tick the box to authorise the debits.',
    codeSent:
      'BRI has sent a 6-digit code by SMS to the phone registered for {{card}}. Type it here to link the card.',
    code: 'Code from BRI',
    codeInvalid: 'Enter the 6 digits of the code.',
    codeRetry: 'The code could not be checked. Check your connection and try again.',
    confirm: 'Link the card',
    newCode: 'Send me a new code',
    cancelConfirm: 'Unlink the card and stop AutoPay? You will then pay each instalment yourself.',
  },
  enach: {
    intro:
      'With e-NACH each instalment is taken from your bank account on its due date. You sign the mandate once on your bank’s page.',
    stepCancel: 'You can pause or cancel it here at any time; your bank can cancel it too.',
    cancelConfirm: 'Cancel the e-NACH mandate? You will then pay each instalment yourself.',
    holder: 'Account holder’s name',
    number: 'Account number',
    numberAgain: 'Account number again',
    ifsc: 'IFSC',
    ifscHint: '11 characters, printed on your cheque book or passbook, like HDFC0001234.',
    accountType: 'Account type',
    type: { savings: 'Savings', current: 'Current' },
    signWith: 'Sign the mandate with',
    auth: { netbanking: 'Net banking', debitcard: 'Debit card', aadhaar: 'Aadhaar' },
    consent:
      'I authorise debits from this account of up to {{amount}} each, only when an instalment is due, until {{date}}.',
    bankHint: 'Your bank’s page opens: check the account and the most it can take, then sign.',
    submit: 'Continue to my bank',
    holderMissing: 'Enter the account holder’s name.',
    numberInvalid: 'Enter the account number: 6 to 18 digits.',
    numberMismatch: 'The two account numbers are different. Type it again.',
    ifscInvalid: 'Enter the IFSC: 4 letters, then 0, then 6 letters or digits.',
    consentMissing: 'Tick the box to authorise the debits.',
    waiting: 'Sign the mandate on your bank’s page to finish.',
    openBank: 'Continue on my bank’s page',
    confirming:
      'Your bank is confirming the mandate. This can take a few working days; this page shows it when it is done.',
    processing:
      '{{amount}} due {{date}} is being processed by your bank. This can take up to 2 working days.',
    rejected: 'Your bank did not accept the mandate. Check the account details and try again.',
    bank: 'Changed at your bank.',
  },
  backToLoan: 'Back to loan details',
};

export type AutopayTexts = typeof texts;
export default texts;
