/**
 * Bank cards every demo borrower gets (`repayment-way`): the first needs an SMS code to pay
 * (`needValid` 1, the code lands in the outbox), the second is charged at once. Only the
 * last four digits exist; the web and browser tests rely on these banks and digits.
 */
import type { Region } from '../db/schema.ts';

export interface DemoCard {
  bankName: string;
  bankCode: string;
  last4: string;
  needsOtp: boolean;
}

export const demoCards: Record<Region, DemoCard[]> = {
  ID: [
    { bankName: 'BCA', bankCode: 'BCA', last4: '4821', needsOtp: true },
    { bankName: 'Mandiri', bankCode: 'MANDIRI', last4: '7305', needsOtp: false },
  ],
  IN: [
    { bankName: 'HDFC Bank', bankCode: 'HDFC', last4: '4821', needsOtp: true },
    { bankName: 'State Bank of India', bankCode: 'SBI', last4: '7305', needsOtp: false },
  ],
};
