import type { RiskStatement } from './shape.ts';

/**
 * Indonesia's risk statement in English: Tenor's translation, which says the Indonesian text
 * applies (decisions 066, 069; the version and the ledger's digest: risk-statement.ts). One file
 * per language, so a page's language pack carries only its own.
 */
export const riskStatementEn: RiskStatement = {
  title: 'Risk statement',
  points: [
    'Information technology-based lending is a civil agreement between the Lender and the Borrower, so every risk arising from that agreement is borne entirely by each party.',
    'Credit risk or default is borne entirely by the Lender. No state institution or authority is responsible for this risk of default.',
    'The Operator, with the consent of each User (Lender and/or Borrower), accesses, obtains, stores, manages and/or uses the User’s personal data ("Data Use") on or in objects, electronic devices (including smartphones or mobile phones), hardware or software, electronic documents, applications or electronic systems the User owns or controls, after telling the User the purpose, limits and mechanism of that Data Use before obtaining that consent.',
    'Lenders without knowledge of and experience in lending are advised not to use this service.',
    'Borrowers must weigh the interest rate and other costs against their ability to repay the loan.',
    'Any fraud is recorded digitally online and can become known to the wider public on social media.',
    'Users must read and understand this information before deciding to become a Lender or a Borrower.',
    'The Government, in this case the Financial Services Authority (OJK), is not responsible for any breach or non-compliance by Users, Lenders and Borrowers alike (intentional or negligent), of the laws and regulations or of the agreements or undertakings between the Operator and Lenders and/or Borrowers.',
  ],
  note: 'Our English translation, for reference: the Indonesian text is the statement that applies.',
  acknowledge: 'I have read and understood this risk statement',
};
