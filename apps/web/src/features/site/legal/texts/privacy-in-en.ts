import type { LegalDoc } from '../legal-doc.ts';

/** Privacy policy, India (Digital Personal Data Protection Act, 2023), in English. */
const doc: LegalDoc = {
  title: 'Privacy Policy',
  updated: 'Last updated: 23 November 2026',
  contents: 'Contents',
  intro: [
    'This policy explains what personal data {appName} collects in India, why, who sees it, how long it is kept and what you can do about it. It is written under the Digital Personal Data Protection Act, 2023 (the “DPDP Act”).',
    'In short: we ask only for what a loan needs, we use it only for your loan, we never sell it, and you can see, correct or erase it.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        '{company} runs {appName} in India and is the Data Fiduciary for your personal data: we decide why and how it is processed and we answer for it.',
        { company: true },
      ],
    },
    {
      id: 'adults-only',
      heading: 'Adults only',
      blocks: [
        'Our loans are for adults. You must be at least 18 years old to use {appName}. We do not knowingly collect data about children; if we learn that we have, we erase it.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        'What you give us when you apply:',
        {
          list: [
            'Identity: your name, date of birth, PAN, and a photo of an officially valid document you choose to show us.',
            'Contact: your mobile number and e-mail address.',
            'Work and income: your employer, job and monthly income.',
            'Vehicle and property, if you choose to tell us: what you own and where.',
            'Documents you upload, such as a salary slip or a bank statement.',
            'Your bank account, so the money reaches you and repayments can be matched.',
          ],
        },
        'What we record while you use the app: your loans and repayments, your complaints and chats with customer service, and basic device details (device ID, app version, platform).',
        'What we never take: your contact list, call logs, messages, photos or files. The app does not read them.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To confirm that you are who you say you are (KYC, as the Reserve Bank of India requires).',
            'To decide whether a loan fits your income, and on what terms.',
            'To send the money to your account and to take repayments.',
            'To remind you of a due date and tell you about your loan.',
            'To answer your questions and complaints.',
            'To prevent fraud and to meet our duties under Indian law, including reporting to credit information companies.',
          ],
        },
        'We use your data for these purposes only. We do not use it for advertising by others and we never sell it.',
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent and how to withdraw it',
      blocks: [
        'We process your data on the basis of your consent, given in the app for each purpose above, or where the DPDP Act allows it without consent (for example, to comply with a law or a court order).',
        'You can read this notice in English or, on request, in any language of the Eighth Schedule to the Constitution.',
        'You can withdraw your consent at any time, as easily as you gave it: in the app, or by writing to the grievance officer below. After that we stop processing your data for that purpose. Withdrawing does not cancel a loan you already have: we keep what we need to service it and what the law tells us to keep.',
        'You may also give, manage or withdraw consent through a Consent Manager registered with the Data Protection Board of India.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          list: [
            'The lender whose loan you apply for, to decide on it and to service it.',
            'Credit information companies, with whom lenders must share loan records.',
            'Service providers who work for us under contract: identity checks, payments, text messages and hosting. They may use your data only on our instructions.',
            'Regulators, courts and police, when the law requires it.',
          ],
        },
        'Each of them gets only what their part needs.',
      ],
    },
    {
      id: 'storage',
      heading: 'Where it is kept, and for how long',
      blocks: [
        'Your data is stored on servers in India.',
        'We keep it while you have an account or a loan with us, and afterwards only as long as a law requires (for example, KYC records for five years after the relationship ends under the Prevention of Money Laundering Act). Then we erase it.',
        'If you have not used the app for a long time and have no loan, we erase your data and tell you beforehand.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'We protect your data with reasonable security safeguards: encryption in transit, access only for staff who need it, and logs of who looked at what.',
        'If a breach affects your data, we tell you and the Data Protection Board of India, as the DPDP Act requires, with what happened and what you can do.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'As a Data Principal you have the right to:',
        {
          list: [
            'get a summary of the personal data we hold about you and of what we do with it, and know with whom we shared it;',
            'have it corrected, completed or updated;',
            'have it erased when it is no longer needed, unless a law requires us to keep it;',
            'have your grievances answered by us;',
            'nominate another person to use these rights for you if you die or cannot act yourself.',
          ],
        },
        'Ask through customer service or the grievance officer. Please give us correct information and do not file false complaints: the DPDP Act asks this of you too.',
      ],
    },
    {
      id: 'grievance',
      heading: 'Grievance officer',
      blocks: [
        'If something about your data worries you, write to our grievance officer first:',
        { officer: true },
        'We answer within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top and tell you in the app before the change applies. If a change needs your consent, we ask for it again.',
      ],
    },
  ],
};

export default doc;
