import type { LegalDoc } from '../legal-doc.ts';

/**
 * Loan terms and conditions, Indonesia, in English (a translation of terms-id-id.ts, which
 * governs; figures: docs/decisions/022-legal-pages.md).
 */
const doc: LegalDoc = {
  title: 'Loan terms and conditions',
  updated: 'Last updated: 23 November 2026',
  contents: 'Contents',
  intro: [
    'These terms apply to every loan you apply for through {appName} in Indonesia. The exact figures of your loan — amount, economic benefit, fees, total to repay and due date — are in the Product and Service Information Summary (RIPLAY) you read and accept before you confirm. Where they differ, the RIPLAY applies. The Indonesian text governs; this English text is a translation.',
  ],
  sections: [
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          table: {
            caption: 'Main terms',
            head: ['Term', 'What it means for you'],
            rows: [
              ['Tenor', '91 to 365 days, or 3 to 12 months, depending on the product'],
              [
                'Loan amount',
                'Rp1.000.000 to Rp15.000.000, depending on the product and your income',
              ],
              ['Decision', 'Within 1 working day of a complete application'],
              ['Money in your account', '1 to 3 working days after you confirm'],
              ['Economic benefit (interest and fees)', 'At most 0.1 % a day'],
              ['Late charge', 'At most 0.1 % a day of the amount that is late'],
              ['Total cost', 'Never more than 100 % of the loan principal'],
              [
                'Early repayment',
                'Once half the tenor has passed and at least 7 days after disbursal',
              ],
              ['Change of name or address', 'Tell us within 3 days'],
            ],
          },
        },
      ],
    },
    {
      id: 'who-can-borrow',
      heading: 'Who can borrow',
      blocks: [
        'Indonesian citizens aged at least 21 or married, with a KTP, a bank account in their own name and a regular income.',
      ],
    },
    {
      id: 'economic-benefit',
      heading: 'Economic benefit',
      blocks: [
        'The economic benefit is the interest plus every fee other than late charges, counted per day on the loan principal. For short-term consumer loans, OJK lowered its cap step by step:',
        {
          table: {
            caption: 'OJK’s cap on the economic benefit of short-term consumer loans',
            head: ['From', 'Cap per day', 'Status'],
            rows: [
              ['1 January 2024', '0.3 %', 'No longer in force'],
              ['1 January 2025', '0.2 %', 'No longer in force'],
              ['1 January 2026', '0.1 %', 'In force now'],
            ],
          },
        },
        'Every loan on {appName}, whatever its tenor, follows the cap in force now: at most 0.1 % a day, service fees included.',
        'Example: a loan of Rp2.000.000 for 91 days with an economic benefit of 0.08 % a day costs Rp145.600 (Rp2.000.000 × 0.08 % × 91).',
      ],
    },
    {
      id: 'cost-cap',
      heading: 'Cap on the total cost',
      blocks: [
        'All the economic benefit, fees and late charges that can be charged on one loan never exceed 100 % of the loan principal, however late the loan is. Nothing is charged before the money is disbursed.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Repayment',
      blocks: [
        'Pay by the due date in the app, with a bank virtual account or a minimarket payment code. The money goes straight to the operator’s account: never pay into a personal account, whoever asks.',
        'You may repay early once half the tenor has passed and at least 7 days after disbursal. You pay the economic benefit only up to the day you repay, with no penalty.',
      ],
    },
    {
      id: 'late',
      heading: 'If you pay late',
      blocks: [
        'The late charge is at most 0.1 % a day of the amount that is late, and stays within the 100 % cap on the total cost.',
        'Late payment is reported to OJK through Pusdafil and can make your next loan application harder.',
        'Collection happens only Monday to Saturday outside national holidays, 08.00–20.00 local time, politely. Collectors may not threaten or shame you, or contact the people in your contact list.',
      ],
    },
    {
      id: 'your-details',
      heading: 'Updating your details',
      blocks: [
        'If your name, address, mobile number or bank account changes, tell us in the app within 3 days, so the money and every notice reach you.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        'Contact customer service or our complaints officer (see the customer service page). If your complaint is not resolved, you can contact OJK through OJK Contact 157.',
      ],
    },
    {
      id: 'lender',
      heading: 'Operator',
      blocks: [{ company: true }],
    },
  ],
};

export default doc;
