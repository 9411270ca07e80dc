import type { LegalDoc } from '../legal-doc.ts';

/** About the app, in English (both markets). */
const doc: LegalDoc = {
  title: 'About us',
  updated: '{appName} · a credit-assessment app',
  contents: 'Contents',
  intro: [
    '{appName} helps you find out, in a few minutes, whether you can get a personal loan and on what terms. You tell us about yourself once; we check it, assess what you can afford, and show you the loans you qualify for.',
  ],
  sections: [
    {
      id: 'what-we-ask',
      heading: 'What we ask for, and why',
      blocks: [
        {
          list: [
            'Personal information — your name, date of birth, ID number, phone and address — so we know it is really you and can reach you.',
            'Work information — your employer, job and income — because a loan must fit what you earn.',
            'Vehicle information, if you have one — ownership of a vehicle can show stability and may improve your offer. It is optional.',
            'Property information, if you own or rent your home — for the same reason, and also optional.',
            'Documents — a photo of your ID, a selfie, and a salary slip or bank statement — to confirm what you told us.',
          ],
        },
        'We never ask for your contacts, photos or messages, and the app does not read them.',
      ],
    },
    {
      id: 'how-we-decide',
      heading: 'How a decision is made',
      blocks: [
        {
          list: [
            'We check your identity and documents.',
            'With your consent, we read your credit report.',
            'We compare your income with what you already repay, to see what a new loan would cost you each month.',
            'Our rules and scoring model suggest an answer; staff review the cases they cannot settle.',
          ],
        },
        'You get an answer within 1 working day. If the answer is no, we tell you, and you can ask for a person to review it through customer service.',
        'If you are approved, you choose the amount and term, read the agreement and its key facts (every charge and the total to repay), and confirm. The money goes straight to your own bank account.',
      ],
    },
    {
      id: 'promises',
      heading: 'What we will never do',
      blocks: [
        {
          list: [
            'Ask you to pay anything before the loan is paid out.',
            'Ask you to pay into a personal account.',
            'Charge anything that is not in your agreement.',
            'Contact your family, friends or employer about your loan.',
          ],
        },
      ],
    },
    {
      id: 'who-runs-it',
      heading: 'Who runs {appName}',
      blocks: [{ company: true }],
    },
  ],
};

export default doc;
