import type { LegalDoc } from '../legal-doc.ts';

/** Loan terms and conditions, India, in English (figures: docs/decisions/022-legal-pages.md). */
const doc: LegalDoc = {
  title: 'Loan terms and conditions',
  updated: 'Last updated: 23 November 2026',
  contents: 'Contents',
  intro: [
    'These terms apply to every loan you take through {appName} in India. The exact figures of your own loan — amount, interest, fees, annual percentage rate (APR), total to repay and due dates — are in its Key Fact Statement, which you see and accept before you confirm. Where the two differ, the Key Fact Statement is what binds us.',
  ],
  sections: [
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          table: {
            caption: 'The main terms',
            head: ['Term', 'What it means for you'],
            rows: [
              ['Loan term', '91 to 365 days, depending on the product'],
              ['Loan amount', '₹2,000 to ₹80,000, depending on the product and your income'],
              ['Decision', 'Within 1 working day of a complete application'],
              ['Money in your account', 'Within 1 to 3 working days after you confirm'],
              ['Late payment charge', '₹1,000 for a new client, ₹800 for a repeat client'],
              [
                'Early repayment',
                'Once half the term has passed, and at least 7 days after disbursal',
              ],
              ['New name or address', 'Tell us within 3 days'],
            ],
          },
        },
      ],
    },
    {
      id: 'who-can-borrow',
      heading: 'Who can borrow',
      blocks: [
        'You can apply if you are at least 18 years old, live in India, have a PAN and a bank account in your own name, and have a regular income.',
      ],
    },
    {
      id: 'interest',
      heading: 'Interest',
      blocks: [
        'Interest is charged per day on the amount you borrowed, only for the days you have the money. Your loan has one daily rate, fixed for its whole term and printed in its Key Fact Statement with the APR.',
        'No loan on {appName} may charge more than these rates:',
        {
          table: {
            caption: 'Highest interest by day of the loan',
            head: ['Days of the loan', 'Highest rate per day', 'As a yearly rate'],
            rows: [
              ['Day 1 to 30', '0.10 %', '36.5 %'],
              ['Day 31 to 90', '0.09 %', '32.85 %'],
              ['Day 91 onwards', '0.08 %', '29.2 %'],
            ],
          },
        },
        'Example: ₹10,000 for 91 days at 0.05 % a day costs ₹455 in interest (₹10,000 × 0.05 % × 91).',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      blocks: [
        'A processing fee, shown in the Key Fact Statement, is deducted from the loan when it is paid out. There are no other charges: nothing is payable before disbursal, and no charge that is not in the Key Fact Statement can be added later.',
      ],
    },
    {
      id: 'cooling-off',
      heading: 'Changing your mind',
      blocks: [
        'Within 3 days of the money reaching you, you may cancel the loan by repaying the amount received and interest for the days you had it. There is no penalty. Ask customer service.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Repaying',
      blocks: [
        'Repay on or before each due date in the app, by UPI, net banking or debit card. Money goes straight to the lender’s account: never pay into a personal account, whoever asks.',
        'Early repayment is allowed once half the term has passed and at least 7 days after disbursal. You then pay interest only up to the day you repay, with no prepayment charge.',
      ],
    },
    {
      id: 'late',
      heading: 'If you pay late',
      blocks: [
        'When an instalment is not paid on its due date, a one-time late payment charge is added: ₹1,000 if this is your first loan with us, ₹800 if you have repaid one before. It is a penal charge, not interest: no interest is ever charged on it.',
        'A late payment is reported to credit information companies and can make future credit harder to get.',
        'Reminders come by app, text message and phone, at reasonable hours. Nobody acting for us may threaten you, shame you or contact people in your phone.',
      ],
    },
    {
      id: 'your-details',
      heading: 'Keeping your details up to date',
      blocks: [
        'If your name, address, phone number or bank account changes, tell us in the app within 3 days, so that the money and every notice reach you.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        'Write to customer service or to our grievance officer (shown on the customer service page). If your complaint is not resolved within 30 days, or you are not satisfied with the answer, you may complain to the Reserve Bank of India’s Ombudsman at cms.rbi.org.in.',
      ],
    },
    {
      id: 'lender',
      heading: 'Who you deal with',
      blocks: [{ company: true }],
    },
  ],
};

export default doc;
