/**
 * One line per endpoint and per area for the API description. Kept out of the endpoint
 * definitions, which page chunks import: these words are for the teams that integrate, not
 * for the borrower's phone. The types make a new endpoint without a summary a type error.
 */
import type { AreaModules, EndpointNames } from './area-endpoints.ts';

type Summaries<M> = Record<EndpointNames<M>, string>;

export const areaDescriptions = {
  loans: 'Recommended products, the loan quote and confirmation, loan details.',
  repay: 'Ways to pay an order, payment codes and card repayments, receipts.',
  care: 'Complaints, their images and the chatbot; support contacts.',
  promo: 'The promotion landing: template, captcha, SMS code and registration.',
  site: 'The official site.',
  rights: "The borrower's data: what is held, export, correction, consents, erasure and deletion.",
  dev: 'The sandbox, in demo mode only (a production server answers 404).',
} as const;

export const summaries: { [A in keyof AreaModules]: Summaries<AreaModules[A]> } = {
  loans: {
    recommendProductList: 'Recommended products',
    offerDisclosure: 'How offers are ordered, unmatched lenders, the operator’s licence and TKB90',
    pageEventSave: 'Record a product tap',
    productApply: 'Apply to a product and get its link',
    serviceEventSave: 'Record a "borrow more" tap',
    productLink: "A recommended item's link",
    loanConfirm: 'Quote a loan for a product, amount and term',
    contractList: "A product's agreements",
    contractJump: "An agreement's address",
    loanPush: 'Confirm the loan',
    loanDetails: 'One order: status, rows, actions and recommended items',
    loanDocuments: "An order's documents given at signing, with download links and codes",
    loanExit: 'India: the cooling-off exit quote, refused (1011) after the look-up period',
    loanCancel: 'Cancel an order before disbursal, refused (1012) once disbursal has started',
    loanPayoff: 'Today’s payoff quote, valid until 23:59 market time; a past day’s refused (1009)',
    loanClosureInfo: 'A closed loan’s closure certificate and its credit-bureau report',
    scoreDismiss: 'Close the rating dialog without rating',
    googleScore: 'Rate a repaid order',
    jointTargeted: 'Joint logon failure: title and message',
    jointNecessity: 'Joint logon failure: the notice',
    jointProducts: 'Joint logon failure: products to apply to instead',
    loanAgreement: "A product's agreements, with the borrower's figures when signed in",
    consentLedger: "The borrower's consent ledger: every consent and disclosure, oldest first",
    orderKfs: 'The Key Fact Statement an order was confirmed with',
    reminderSettingsGet: "The borrower's payment-reminder choices",
    reminderSettingsSave: 'Choose payment-reminder channels and lead days',
    reminderNotices: 'The payment reminders sent to the app about an order',
  },
  repay: {
    autopayGet: "An order's UPI AutoPay: its terms, the mandate and its latest debit",
    autopaySetup: 'Ask for a UPI AutoPay mandate, approved in the UPI app',
    autopayVerify: "Link a direct debit's card with the bank's one-time code",
    autopayChange: 'Pause, resume or cancel the UPI AutoPay mandate',
    initPayType: 'Ways to pay an order and the amount to pay',
    generateVcode: 'Issue a virtual account or payment code',
    paymentStatus: 'Whether an issued account has been paid',
    instalmentDetail: "An instalment loan's pending and paid periods",
    delayDetail: 'The extension fee, its deadline and the order rows',
    repaymentWay: 'Saved cards, gateway availability and a payment token',
    repaymentCommit: 'Charge a card, or ask for its SMS code',
    repaymentConfirm: 'Confirm a card payment with the SMS code',
    repaymentHuichao: "The hosted payment page's address",
    paymentReceipt: 'What became of a payment',
    loanStatement: "A loan's statement of account, unpaid periods and download links",
    statementCalendar: 'The repayment schedule as an .ics file (signed link)',
    statementFile: 'The statement of account as a printable HTML file (signed link)',
  },
  care: {
    problemInit: "Complaint types and the borrower's orders",
    qaList: "The chatbot's categories, questions or an answer",
    qaRecord: 'Record a chatbot step',
    uploadProblemImg: 'Upload one complaint image',
    problemSave: 'File a complaint',
    problemList: "The borrower's complaints, in tabs",
    problemDetail: 'One complaint and its answer',
    saveScore: 'Rate the answer to a complaint',
    getWhatsapp: 'Support contacts and the grievance route',
  },
  promo: {
    channelTemplate: 'The landing template',
    trackVisit: 'Record a visit',
    getSid: 'Open a registration session',
    getCaptcha: 'The captcha image (PNG)',
    getSms: 'Send the SMS code',
    trackClick: 'Record the apply tap',
    register: 'Register the phone',
  },
  site: {
    contactMessage: 'Send the contact form',
  },
  rights: {
    myData: 'What is held about the borrower, optional consents and data requests',
    dataExport: 'Export everything held, as JSON and as a page',
    dataConsent: 'Give or withdraw an optional consent',
    phoneCode: 'Send a code to the corrected phone',
    phoneCorrect: 'Correct the phone with its code',
    dataEmail: 'Give, correct or remove the e-mail address documents are sent to',
    dataErase: 'Ask for erasure or the account’s deletion',
  },
  dev: {
    devSession: 'A fresh demo borrower',
    devOrderStatus: 'Move a demo order to another status',
    devPaymentSimulate: 'Pay an issued account through the webhook',
    devPaymentDecline: 'Decline an e-wallet request as the sandbox wallet',
    devComplaintClock: "Run the complaint clock's sweep, a complaint first moved back in time",
    devRightsClock:
      "Run the erasure job, a borrower's loans and data requests first moved back in time",
    devOffersSend: "Run the marketing SMS offers' sender now or at a given moment",
    devOutbox: 'The SMS outbox, newest first',
    devCaptcha: "A registration session's captcha answer",
    devAccounts: "A demo borrower's issued bills",
    devRefunds: "A demo borrower's unapplied money and its refunds",
    devAutopayRun: "Run UPI AutoPay's notices and debits now or at a given moment",
    devAutopayEvent:
      'Approve, decline, pause, resume or cancel a mandate as the UPI app would, or fail its next debit',
  },
};
