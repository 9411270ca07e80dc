import type { LegalDoc } from '../legal-doc.ts';

/**
 * Privacy policy, Indonesia, in English (a translation of privacy-id-id.ts, which governs: Law
 * No. 27 of 2022 on Personal Data Protection).
 */
const doc: LegalDoc = {
  title: 'Privacy Policy',
  updated: 'Last updated: 23 November 2026',
  contents: 'Contents',
  intro: [
    'This policy explains what personal data {appName} collects in Indonesia, what for, who receives it, how long it is kept and what your rights are. It follows Law Number 27 of 2022 on Personal Data Protection (the “PDP Law”). The Indonesian text governs; this English text is a translation.',
    'In short: we ask only for the data a loan needs, use it only for your loan, never sell it, and you can see, correct or delete it.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'About us',
      blocks: [
        '{company} runs {appName} in Indonesia and is the Personal Data Controller: we decide why and how your data is processed and are responsible for it.',
        { company: true },
      ],
    },
    {
      id: 'adults-only',
      heading: 'Adults only',
      blocks: [
        'Our loans are for adults only: you must be at least 21 years old or married. We do not knowingly collect children’s data; if we learn of any, we delete it.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'The data we collect',
      blocks: [
        'What you give us when you apply for a loan:',
        {
          list: [
            'Identity: name, NIK and a photo of your KTP, date of birth, and a photo of your face to match you with the KTP.',
            'Contact: mobile number and e-mail address.',
            'Work and income: employer, position and income.',
            'Vehicles and property, if you choose to fill them in.',
            'Documents you upload, such as payslips or bank statements.',
            'Your bank account, so the money reaches you and payments can be matched.',
          ],
        },
        'What we record while you use the app: your loans and payments, complaints and conversations with customer service, and basic device data (device ID, app version, platform).',
        'Face photos (biometrics) and personal financial data are specific personal data; we process them with extra safeguards.',
        'The app asks only for camera, microphone and location access, as OJK rules allow. We do not read your contacts, gallery, SMS or call history.',
      ],
    },
    {
      id: 'basis',
      heading: 'Grounds for processing and its purposes',
      blocks: [
        'We process your data only on a ground recognised by Article 20 of the PDP Law:',
        {
          list: [
            'Your consent: to assess your application and send notices about your loan.',
            'Performing the agreement: to disburse the money, receive payments and handle complaints.',
            'Legal obligation: identity checks, reporting to OJK’s Fintech Lending Data Centre (Pusdafil) and credit information bureaus, and preventing money laundering.',
            'Legitimate interest: preventing fraud and keeping the service secure.',
          ],
        },
        'We do not use your data for any other purpose, not for other parties’ advertising, and we never sell it.',
      ],
    },
    {
      id: 'consent',
      heading: 'Consent and withdrawing it',
      blocks: [
        'Your consent is asked in the app for each purpose, in plain words. You can withdraw it at any time, as easily as you gave it: in the app or through the complaints officer below. We then stop processing the data for that purpose.',
        'Withdrawing consent does not cancel a running loan: we keep the data that loan needs and the data the law requires us to keep.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who receives the data',
      blocks: [
        {
          list: [
            'The lender funding the loan you apply for.',
            'OJK (Pusdafil) and credit information bureaus, as reporting rules require.',
            'Service providers working for us under contract: identity checks, payments, SMS and data centres. They may process data only on our instructions.',
            'Law enforcement or the courts, where the law requires it.',
          ],
        },
        'We do not send data outside Indonesia unless the receiving country gives equal or higher protection, as Article 56 of the PDP Law requires.',
      ],
    },
    {
      id: 'storage',
      heading: 'Storage and retention',
      blocks: [
        'Your data is stored in data centres in Indonesia.',
        'We keep it while you have an account or a loan, and afterwards only as long as regulations require (loan and identity documents at least five years after the relationship ends). Then it is destroyed.',
      ],
    },
    {
      id: 'security',
      heading: 'Security and data protection failures',
      blocks: [
        'We protect data with encryption in transit, access limited to the employees who need it, and a record of every access.',
        'If personal data protection fails, we tell you and the data protection authority in writing within 3 × 24 hours: what data was exposed, when and how it happened, and what we are doing to handle and recover from it.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights as a data subject',
      blocks: [
        'You have the right to:',
        {
          list: [
            'be told who we are, and the purpose and ground of the processing;',
            'complete, update and correct your data;',
            'access your data and get a copy of it;',
            'end the processing of your data, or have it deleted or destroyed;',
            'withdraw your consent;',
            'object to a decision based only on automated processing, credit scoring included, and ask for a review by a person;',
            'suspend or restrict the processing;',
            'receive your data in a commonly used format;',
            'sue for and receive compensation for a breach in the processing of your data.',
          ],
        },
        'Make a request through customer service or the complaints officer. We answer requests to access, correct or stop processing within 3 × 24 hours.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        'If anything worries you about your data, contact our complaints officer first:',
        { officer: true },
        'If our answer does not satisfy you, you can complain to OJK (OJK Contact 157), which supervises online lending, or to the Ministry of Communication and Digital Affairs (Komdigi) about personal data protection.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If this policy changes, we update the date above and tell you in the app before the change takes effect. If a change needs your consent, we ask for it again.',
      ],
    },
  ],
};

export default doc;
